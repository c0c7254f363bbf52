import { newestGoalZone } from '../../store/goal';
import { listPersonalTasks, type PersonalView } from '../../store/personal-task';

/** The personal tasks of the user's day: the device's (`timeZone`), else their newest goal's, else UTC. */
export async function personalTasksOfTheDay(userId: string, options: { view: PersonalView['view']; timeZone?: string }) {
  const timeZone = options.timeZone ?? (await newestGoalZone(userId));
  return listPersonalTasks(userId, { view: options.view, timeZone });
}
