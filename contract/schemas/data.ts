import * as z from 'zod/mini';
import { LIMITS, WEEK_CHANGES } from '../api';
import { CATEGORIES } from '../catalog';
import {
  count,
  dayIdSchema,
  descriptionSchema,
  difficultySchema,
  goalIdSchema,
  instantSchema,
  isoDateSchema,
  requiredText,
  taskIdSchema,
  titleSchema,
} from './base';
import { answersSchema, scheduleSchema, weekReviewAnswerSchema } from './goals';

/** `POST /import`'s body, as strict as anything a user types. */

const exportedTaskSchema = z.object({
  id: taskIdSchema,
  title: titleSchema,
  description: descriptionSchema,
  difficulty: difficultySchema,
  estimatedMinutes: z.optional(count(LIMITS.taskMinutes.min, LIMITS.taskMinutes.max)),
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
