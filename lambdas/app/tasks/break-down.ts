import type { Task } from '../../../contract';
import { breakDownTask } from '../../roadmap/breakdown';
import { readTask, saveFirstSubtasks, withIds } from '../../store/subtasks';
import type { TaskRef } from '../../store/task';

/**
 * "Break it down": a goal task's 2–6 steps from the planner (roadmap/breakdown.ts), kept on the task.
 * A task that already has steps is answered as it is.
 */
export async function breakDownGoalTask(ref: TaskRef): Promise<Task> {
  const task = await readTask(ref);
  if (task.subtasks?.length) return task;
  return saveFirstSubtasks(ref, withIds(breakDownTask(task).map((title) => ({ title, done: false }))));
}
