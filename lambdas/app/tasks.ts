import { newestGoalZone } from '../store/goal';
import { listPersonalTasks, type PersonalView } from '../store/personal-task';

/**
 * Tasks: a goal's day's tasks (added, changed, deleted; broken down in break-down-task.ts) and the
 * user's personal tasks (decision 030: handlers depend on use cases only).
 */
export { addGoalTask, deleteGoalTask, updateGoalTask } from '../store/write-task';
export { setStepDone as tickStep } from '../store/subtasks';
export { createPersonalTask, deletePersonalTask, updatePersonalTask } from '../store/personal-task';

/** The personal tasks of the user's day: the device's (`timeZone`), else their newest goal's, else UTC. */
export async function personalTasksOfTheDay(userId: string, options: { view: PersonalView['view']; timeZone?: string }) {
  const timeZone = options.timeZone ?? (await newestGoalZone(userId));
  return listPersonalTasks(userId, { view: options.view, timeZone });
}
