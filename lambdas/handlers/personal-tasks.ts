import { createTaskSchema, taskIdSchema, updateTaskSchema } from '../domain/schemas';
import { createPersonalTask, deletePersonalTask, listPersonalTasks, updatePersonalTask } from '../store/personal-task';
import { httpHandler, parse } from './http';

export const handler = httpHandler({
  'GET /personal-tasks': async ({ identity }) => ({ status: 200, body: { tasks: await listPersonalTasks(identity.userId) } }),

  'POST /personal-tasks': async ({ identity, body }) => ({
    status: 201,
    body: { task: await createPersonalTask(identity.userId, parse(createTaskSchema, body)) },
  }),

  'PUT /personal-tasks/{taskId}': async ({ identity, params, body }) => {
    const taskId = parse(taskIdSchema, params.taskId, 'taskId');
    return { status: 200, body: { task: await updatePersonalTask(identity.userId, taskId, parse(updateTaskSchema, body)) } };
  },

  'DELETE /personal-tasks/{taskId}': async ({ identity, params }) => {
    await deletePersonalTask(identity.userId, parse(taskIdSchema, params.taskId, 'taskId'));
    return { status: 204 };
  },
});
