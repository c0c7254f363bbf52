import { createTaskSchema, taskIdSchema, updateTaskSchema } from '../../contract/schemas';
import { createPersonalTask, deletePersonalTask, listPersonalTasks, updatePersonalTask } from '../store/personal-task';
import { httpHandler, parse } from './http';

export const handler = httpHandler('personalTasks', {
  'personalTasks.list': async ({ identity }) => ({ status: 200, body: { tasks: await listPersonalTasks(identity.userId) } }),

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
