import { taskIdSchema } from '../../contract/schemas/base';
import { createTaskSchema, personalTasksQuerySchema, updateTaskSchema } from '../../contract/schemas/tasks';
import { personalTasksOfTheDay } from '../app/tasks/personal-day';
import { createPersonalTask, deletePersonalTask, updatePersonalTask } from '../store/personal-task';
import { httpHandler, parse } from './http';

export const handler = httpHandler('personalTasks', {
  /** The user's day is the device's (`timeZone`), else that of their newest goal, else UTC. */
  'personalTasks.list': async ({ identity, query }) => {
    const { view = 'today', timeZone } = parse(personalTasksQuerySchema, query);
    return { status: 200, body: { tasks: await personalTasksOfTheDay(identity.userId, { view, ...(timeZone && { timeZone }) }) } };
  },

  'personalTasks.create': async ({ identity, body }) => ({
    status: 201,
    body: { task: await createPersonalTask(identity.userId, parse(createTaskSchema, body)) },
  }),

  'personalTasks.update': async ({ identity, params, body }) => {
    const taskId = parse(taskIdSchema, params.taskId, 'taskId');
    return { status: 200, body: { task: await updatePersonalTask(identity.userId, taskId, parse(updateTaskSchema, body)) } };
  },

  'personalTasks.delete': async ({ identity, params }) => {
    await deletePersonalTask(identity.userId, parse(taskIdSchema, params.taskId, 'taskId'));
    return { status: 204 };
  },
});
