import { z } from 'zod';
import { CATEGORIES, DIFFICULTIES, LIMITS, isValidOption } from './contract';
import { DAY_ID_PATTERN, ID_PATTERN } from './ids';

/** Readable messages for the generic cases; each reads after the field's name ("title is required"). */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return 'is required';
      return issue.expected === 'string' ? 'must be text' : `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    }
    if (issue.code === 'unrecognized_keys') return `is not a field that can be set`;
    return undefined;
  },
});

/**
 * Request validation. Every string is bounded; objects are strict, so owner, counter and status
 * fields (userId, completedAt, progress…) cannot be smuggled in through a body.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, 'is required');

export const titleSchema = requiredText(LIMITS.title);
export const descriptionSchema = text(LIMITS.description);
export const difficultySchema = z.enum(DIFFICULTIES, { message: `must be one of ${DIFFICULTIES.join(', ')}` });

export const createTaskSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.optional(),
  difficulty: difficultySchema.optional(),
});

export const updateTaskSchema = z
  .strictObject({
    completed: z.boolean({ message: 'must be true or false' }).optional(),
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    difficulty: difficultySchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'must change at least one field' });

export const answersSchema = z.strictObject({
  currentLevel: requiredText(LIMITS.answer),
  targetLevel: requiredText(LIMITS.answer),
  dailyMinutes: z
    .number({ message: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(LIMITS.dailyMinutes.min, `must be at least ${LIMITS.dailyMinutes.min} minutes`)
    .max(LIMITS.dailyMinutes.max, `must be at most ${LIMITS.dailyMinutes.max} minutes`),
  weeks: z
    .number({ message: 'must be a number of weeks' })
    .int('must be a whole number of weeks')
    .min(LIMITS.weeks.min, `must be at least ${LIMITS.weeks.min}`)
    .max(LIMITS.weeks.max, `must be at most ${LIMITS.weeks.max}`)
    .optional(),
});

export const createGoalSchema = z
  .strictObject({
    category: z.enum(CATEGORIES, { message: `must be one of ${CATEGORIES.join(', ')}` }),
    option: requiredText(80),
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    answers: answersSchema,
  })
  .superRefine((body, ctx) => {
    if (!isValidOption(body.category, body.option)) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: `is not an option of ${body.category}` });
    }
    if (body.category === 'custom') {
      if (!body.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'is required for a custom goal' });
      if (!body.description)
        ctx.addIssue({ code: 'custom', path: ['description'], message: 'is required for a custom goal' });
    }
  });

export const updateProfileSchema = z.strictObject({ name: requiredText(100) });

export const goalIdSchema = z.string().regex(ID_PATTERN, 'is not a valid id');
export const taskIdSchema = goalIdSchema;
export const dayIdSchema = z.string().regex(DAY_ID_PATTERN, 'is not a valid day id (like w01d03)');

export const historyQuerySchema = z.strictObject({
  goalId: z.union([z.literal('personal'), goalIdSchema]).optional(),
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.historyPage).optional(),
});

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'must be 8–100 letters, digits or _.:-');

export type CreateGoalInput = z.infer<typeof createGoalSchema>;
export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;
