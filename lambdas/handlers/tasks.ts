import { dayIdSchema, goalIdSchema, taskIdSchema } from '../../contract/schemas/base';
import { createTaskSchema, subtaskIdSchema, updateGoalTaskSchema, updateStepSchema } from '../../contract/schemas/tasks';
import { breakDownGoalTask } from '../app/tasks/break-down';
import { setStepDone as tickStep } from '../store/subtasks';
import { addGoalTask, deleteGoalTask, updateGoalTask } from '../store/write-task';
import { httpHandler, parse, type Request } from './http';

function dayRef({ identity, params }: Request) {
  return {
    userId: identity.userId,
    goalId: parse(goalIdSchema, params.goalId, 'goalId'),
    dayId: parse(dayIdSchema, params.dayId, 'dayId'),
  };
}

const taskRef = (request: Request) => ({ ...dayRef(request), taskId: parse(taskIdSchema, request.params.taskId, 'taskId') });

export const handler = httpHandler('tasks', {
  'tasks.create': async (request) => {
    const ref = dayRef(request);
    return { status: 201, body: { task: await addGoalTask(ref, parse(createTaskSchema, request.body)) } };
  },

  'tasks.update': async (request) => {
    const ref = taskRef(request);
    return { status: 200, body: { task: await updateGoalTask(ref, parse(updateGoalTaskSchema, request.body)) } };
  },

  'tasks.step': async (request) => {
    const ref = taskRef(request);
    const stepId = parse(subtaskIdSchema, request.params.stepId, 'stepId');
    return { status: 200, body: { task: await tickStep(ref, stepId, parse(updateStepSchema, request.body).done) } };
  },

  'tasks.breakdown': async (request) => ({ status: 200, body: { task: await breakDownGoalTask(taskRef(request)) } }),

  'tasks.delete': async (request) => {
    await deleteGoalTask(taskRef(request));
    return { status: 204 };
  },
});
