import * as z from 'zod/mini';
import { DIFFICULTIES, FEELS, LIMITS, PACES, WEEK_CHANGES } from './api';
import { CATEGORIES, isValidOption } from './catalog';
import { DAY_ID_PATTERN, ID_PATTERN } from './ids';
import { isIsoDate, isTimeZone } from './schedule';
import { meetsPasswordPolicy, PASSWORD_POLICY } from './policy';

const PASSWORD_RULE_LOWER = `must have at least ${PASSWORD_POLICY.minLength} characters`;

/**
 * Request validation, with zod's tree-shakable "mini" API (the classic API adds ~240 KB to every
 * Lambda bundle). Every string is bounded; objects are strict, so owner, counter and status fields
 * (userId, completedAt, progress…) cannot be smuggled in through a body.
 */

/** Readable messages for the generic cases; each reads after the field's name ("title is required"). */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return 'is required';
      return issue.expected === 'string' ? 'must be text' : `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    }
    if (issue.code === 'unrecognized_keys') return 'is not a field that can be set';
    return undefined;
  },
});

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));
const wholeNumber = (unit: string, min: number, max: number) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .check(
      z.refine(Number.isInteger, `must be a whole number of ${unit}`),
      z.gte(min, `must be at least ${min}${unit === 'minutes' ? ' minutes' : ''}`),
      z.lte(max, `must be at most ${max}${unit === 'minutes' ? ' minutes' : ''}`),
    );

export const titleSchema = requiredText(LIMITS.title);
export const descriptionSchema = text(LIMITS.description);
export const difficultySchema = z.enum(DIFFICULTIES, { error: `must be one of ${DIFFICULTIES.join(', ')}` });

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
const changesSomething = z.refine<object>((body) => Object.keys(body).length > 0, 'must change at least one field');

/** A personal task's update: it has no steps, so `subtasks` is refused as a field that cannot be set. */
export const updateTaskSchema = z.strictObject(updatableFields).check(changesSomething);

const subtaskIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, 'is not a valid step id'));

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

const partsSchema = z.array(requiredText(LIMITS.parts.length), { error: 'must be a list of parts' }).check(
  z.minLength(1, 'must name at least one part'),
  z.maxLength(LIMITS.parts.max, `must name at most ${LIMITS.parts.max} parts`),
  z.refine((parts) => new Set(parts.map((p) => p.trim().toLowerCase())).size === parts.length, 'must not repeat a part'),
);

export const answersSchema = z.strictObject({
  currentLevel: requiredText(LIMITS.answer),
  targetLevel: requiredText(LIMITS.answer),
  dailyMinutes: wholeNumber('minutes', LIMITS.dailyMinutes.min, LIMITS.dailyMinutes.max),
  weeks: z.optional(wholeNumber('weeks', LIMITS.weeks.min, LIMITS.weeks.max)),
  parts: z.optional(partsSchema),
});

export const isoDateSchema = z.string().check(z.refine(isIsoDate, 'must be a date like 2026-11-23'));

const weekdaysSchema = z
  .array(z.number().check(z.refine(Number.isInteger, 'must be whole numbers'), z.gte(1), z.lte(7)), {
    error: 'must be a list of weekdays, 1 (Monday) to 7 (Sunday)',
  })
  .check(
    z.minLength(1, 'must name at least one weekday'),
    z.maxLength(7),
    z.refine((days) => new Set(days).size === days.length, 'must not repeat a weekday'),
  );

export const scheduleSchema = z.strictObject({
  startDate: isoDateSchema,
  weekdays: weekdaysSchema,
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be a time zone like Europe/Berlin')),
});

export const adjustPlanSchema = z
  .strictObject({
    dailyMinutes: z.optional(wholeNumber('minutes', LIMITS.dailyMinutes.min, LIMITS.dailyMinutes.max)),
    targetLevel: z.optional(requiredText(LIMITS.answer)),
    pace: z.optional(z.enum(PACES, { error: `must be one of ${PACES.join(', ')}` })),
    weekdays: z.optional(weekdaysSchema),
  })
  .check(changesSomething);

export const rescheduleSchema = z.strictObject({ from: z.optional(isoDateSchema) });

export const createGoalSchema = z
  .strictObject({
    category: z.enum(CATEGORIES, { error: `must be one of ${CATEGORIES.join(', ')}` }),
    option: requiredText(80),
    title: z.optional(titleSchema),
    description: z.optional(descriptionSchema),
    answers: answersSchema,
    schedule: z.optional(scheduleSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (!isValidOption(body.category, body.option)) {
        ctx.addIssue({ code: 'custom', path: ['option'], message: `is not an option of ${body.category}`, input: body.option });
      }
      if (body.category === 'custom') {
        if (!body.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'is required for a custom goal', input: body.title });
        if (!body.description) {
          ctx.addIssue({ code: 'custom', path: ['description'], message: 'is required for a custom goal', input: body.description });
        }
      } else if (body.answers.parts) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', 'parts'],
          message: 'can be named for a custom goal only',
          input: body.answers.parts,
        });
      }
    }),
  );

/** PUT /goals/{goalId}/reviews/{week}: how the week felt, and an optional note. */
export const weekReviewAnswerSchema = z.strictObject({
  feel: z.enum(FEELS, { error: `must be one of ${FEELS.join(', ')}` }),
  note: z.optional(text(500)),
});

/** A week's number in a path. */
export const weekNumberSchema = z.string().check(z.regex(/^([1-9]|1[0-9]|2[0-6])$/, 'is not a week of a plan (1 to 26)'));

export const updateProfileSchema = z.strictObject({ name: requiredText(100) });

/** PUT /me/email: the address to change to (a code is sent there; RFC 5321 caps an address at 254). */
export const changeEmailSchema = z.strictObject({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, 'must be at most 254 characters'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address like name@example.com'),
    ),
});

/**
 * PUT /me/password: the current password, the new one (the pool's policy), and the session's access
 * token, which Cognito's ChangePassword takes (it checks the current password itself).
 */
export const changePasswordSchema = z.strictObject({
  currentPassword: requiredText(256),
  newPassword: z.string().check(z.maxLength(256), z.refine(meetsPasswordPolicy, PASSWORD_RULE_LOWER)),
  accessToken: requiredText(8192),
});

/** PUT /me/two-factor: on (after the authenticator app was verified) or off. */
export const twoFactorSchema = z.strictObject({ enabled: z.boolean({ error: 'must be true or false' }) });

/** PUT /me/reminders: on or off, the hour (0–23) and the time zone it is meant in. */
export const reminderSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  hour: z.number().check(z.int(), z.minimum(0, 'must be an hour from 0 to 23'), z.maximum(23, 'must be an hour from 0 to 23')),
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be a time zone like Europe/Berlin')),
  weekly: z.optional(z.boolean()),
});

export const goalIdSchema = z.string().check(z.regex(ID_PATTERN, 'is not a valid id'));
export const taskIdSchema = goalIdSchema;
export const dayIdSchema = z.string().check(z.regex(DAY_ID_PATTERN, 'is not a valid day id (like w01d03)'));

export const historyQuerySchema = z.strictObject({
  goalId: z.optional(z.union([z.literal('personal'), goalIdSchema])),
  cursor: z.optional(z.string().check(z.maxLength(1024))),
  limit: z.optional(z.coerce.number().check(z.refine(Number.isInteger, 'must be a whole number'), z.gte(1), z.lte(LIMITS.historyPage))),
});

export const historySummaryQuerySchema = z.strictObject({ goalId: z.optional(z.union([z.literal('personal'), goalIdSchema])) });

export const personalTasksQuerySchema = z.strictObject({
  view: z.optional(z.enum(['today', 'recent'], { error: 'must be today or recent' })),
  timeZone: z.optional(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be a time zone like Europe/Berlin'))),
});

export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'must be 8–100 letters, digits or _.:-'));

export type CreateGoalInput = z.infer<typeof createGoalSchema>;
export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;
export type AdjustPlanInput = z.infer<typeof adjustPlanSchema>;
export type WeekReviewAnswerInput = z.infer<typeof weekReviewAnswerSchema>;
export type UpdateGoalTaskInput = z.infer<typeof updateGoalTaskSchema>;

/** An instant as the API writes them (ISO 8601, UTC). */
const instantSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'must be a time like 2026-11-23T10:00:00.000Z'));
const count = (min: number, max: number) => z.number().check(z.refine(Number.isInteger, 'must be a whole number'), z.gte(min), z.lte(max));

const exportedTaskSchema = z.object({
  id: taskIdSchema,
  title: titleSchema,
  description: descriptionSchema,
  difficulty: difficultySchema,
  estimatedMinutes: z.optional(count(1, 600)),
  completed: z.boolean(),
  completedAt: z.optional(instantSchema),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  subtasks: z.optional(
    z
      .array(z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/)), title: titleSchema, done: z.boolean() }))
      .check(z.maxLength(LIMITS.subtasks.max)),
  ),
  addedByUser: z.optional(z.literal(true)),
});

/**
 * `POST /import`: a file `GET /export?format=json` wrote (contract/export.ts), checked as strictly as
 * anything a user types — every string bounded, every list capped — before anything is written.
 * Unknown fields are ignored (a newer export may carry more), `completions` among them.
 */
export const importSchema = z
  .object({
    format: z.literal('stride-export', { error: 'must be "stride-export": this is not a Stride export' }),
    version: z.literal(1, { error: 'must be 1: this export is from a newer Stride' }),
    goals: z
      .array(
        z.object({
          id: goalIdSchema,
          title: titleSchema,
          description: descriptionSchema,
          category: z.enum(CATEGORIES),
          option: requiredText(80),
          status: z.enum(['generating', 'ready', 'failed']),
          createdAt: instantSchema,
          generatedBy: z.optional(z.string().check(z.maxLength(200))),
          answers: answersSchema,
          schedule: scheduleSchema,
          placement: z.object({
            from: isoDateSchema,
            pinned: z.record(dayIdSchema, isoDateSchema),
          }),
          weeks: z
            .array(
              z.object({
                number: count(1, LIMITS.weeks.max),
                title: titleSchema,
                description: descriptionSchema,
                days: z
                  .array(
                    z.object({
                      number: count(1, 7),
                      title: titleSchema,
                      tasks: z.array(exportedTaskSchema).check(z.maxLength(LIMITS.tasksPerDay)),
                    }),
                  )
                  .check(z.maxLength(7)),
              }),
            )
            .check(z.maxLength(LIMITS.weeks.max)),
          reviews: z.optional(
            z
              .array(
                z.object({
                  week: count(1, LIMITS.weeks.max),
                  ...weekReviewAnswerSchema.shape,
                  answeredAt: instantSchema,
                  change: z.optional(
                    z.object({
                      kind: z.enum(WEEK_CHANGES),
                      why: requiredText(1000),
                      outcome: z.optional(z.enum(['accepted', 'discarded'])),
                    }),
                  ),
                  summary: z.optional(requiredText(300)),
                }),
              )
              .check(z.maxLength(LIMITS.weeks.max)),
          ),
        }),
      )
      .check(z.maxLength(LIMITS.proGoals, `must have at most ${LIMITS.proGoals} goals`)),
    personalTasks: z.array(exportedTaskSchema).check(z.maxLength(LIMITS.personalTasks, `must have at most ${LIMITS.personalTasks} tasks`)),
  })
  .check(
    z.superRefine((data, ctx) => {
      // What the API itself never writes: a repeated id or number would merge two items into one and
      // leave a goal whose counters disagree with its days. Weeks and days are numbered as exported.
      const once = (ids: readonly string[], path: (i: number) => PropertyKey[], what: string) => {
        const seen = new Set<string>();
        ids.forEach((id, i) => {
          if (seen.has(id)) ctx.addIssue({ code: 'custom', path: path(i), message: `repeats the ${what} ${id}`, input: id });
          seen.add(id);
        });
      };
      once(
        data.goals.map((g) => g.id),
        (i) => ['goals', i, 'id'],
        'goal id',
      );
      once(
        data.personalTasks.map((t) => t.id),
        (i) => ['personalTasks', i, 'id'],
        'task id',
      );
      data.goals.forEach((goal, g) => {
        goal.weeks.forEach((week, w) => {
          if (week.number !== w + 1) {
            ctx.addIssue({
              code: 'custom',
              path: ['goals', g, 'weeks', w, 'number'],
              message: `must be ${w + 1}: weeks are numbered 1, 2, 3… in order`,
              input: week.number,
            });
          }
          week.days.forEach((day, d) => {
            if (day.number !== d + 1) {
              ctx.addIssue({
                code: 'custom',
                path: ['goals', g, 'weeks', w, 'days', d, 'number'],
                message: `must be ${d + 1}: days are numbered 1, 2, 3… in order`,
                input: day.number,
              });
            }
          });
        });
        const tasks = goal.weeks.flatMap((week, w) =>
          week.days.flatMap((day, d) =>
            day.tasks.map((t, k) => ({ id: t.id, path: ['goals', g, 'weeks', w, 'days', d, 'tasks', k, 'id'] })),
          ),
        );
        once(
          tasks.map((t) => t.id),
          (i) => tasks[i]!.path,
          'task id',
        );
        const reviews = goal.reviews ?? [];
        once(
          reviews.map((r) => String(r.week)),
          (i) => ['goals', g, 'reviews', i, 'week'],
          'review of week',
        );
        reviews.forEach((review, r) => {
          if (review.week > goal.weeks.length) {
            ctx.addIssue({
              code: 'custom',
              path: ['goals', g, 'reviews', r, 'week'],
              message: `must be a week of the goal's plan (1 to ${goal.weeks.length})`,
              input: review.week,
            });
          }
        });
      });
    }),
  );

export type ImportInput = z.infer<typeof importSchema>;
