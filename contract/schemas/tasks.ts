import * as z from 'zod/mini';
import { LIMITS } from '../api';
import { isTimeZone } from '../schedule';
import { changesSomething, descriptionSchema, difficultySchema, titleSchema } from './base';

/** A goal's day's tasks and the personal tasks: what may be written to them. */

export const createTaskSchema = z.strictObject({
  title: titleSchema,
  description: z.optional(descriptionSchema),
  difficulty: z.optional(difficultySchema),
});

const updatableFields = {
  completed: z.optional(z.boolean({ error: 'must be true or false' })),
  title: z.optional(titleSchema),
  description: z.optional(descriptionSchema),
  difficulty: z.optional(difficultySchema),
};

/** A personal task's update: it has no steps, so `subtasks` is refused as a field that cannot be set. */
export const updateTaskSchema = z.strictObject(updatableFields).check(changesSomething);

export const subtaskIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, 'is not a valid step id'));

export const subtasksSchema = z
  .array(z.strictObject({ id: z.optional(subtaskIdSchema), title: titleSchema, done: z.boolean({ error: 'must be true or false' }) }), {
    error: 'must be a list of steps',
  })
  .check(
    z.maxLength(LIMITS.subtasks.max, `must have at most ${LIMITS.subtasks.max} steps`),
    z.refine((steps) => {
      const ids = steps.flatMap((s) => (s.id ? [s.id] : []));
      return new Set(ids).size === ids.length;
    }, 'must not repeat a step id'),
  );

export const updateGoalTaskSchema = z.strictObject({ ...updatableFields, subtasks: z.optional(subtasksSchema) }).check(changesSomething);

/** One step ticked or unticked (PUT …/steps/{stepId}). */
export const updateStepSchema = z.strictObject({ done: z.boolean({ error: 'must be true or false' }) });

export const personalTasksQuerySchema = z.strictObject({
  view: z.optional(z.enum(['today', 'recent'], { error: 'must be today or recent' })),
  timeZone: z.optional(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be a time zone like Europe/Berlin'))),
});

export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

export type UpdateGoalTaskInput = z.infer<typeof updateGoalTaskSchema>;

export type UpdateStepInput = z.infer<typeof updateStepSchema>;
