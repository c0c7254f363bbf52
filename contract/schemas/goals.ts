import * as z from 'zod/mini';
import { FEELS, LIMITS, PACES } from '../api';
import { CATEGORIES, isTrackOf, isValidOption, OPTION_TRACKS } from '../catalog';
import { isTimeZone } from '../schedule';
import { changesSomething, descriptionSchema, isoDateSchema, requiredText, text, titleSchema, wholeNumber } from './base';

/** Goals: the questionnaire's answers, a schedule, an adjustment, a rescheduling, a week's review. */

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
  track: z.optional(z.string({ error: 'must be a track id' }).check(z.maxLength(40))),
});

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
      const track = body.answers.track;
      if (track !== undefined && !isTrackOf(body.option, track)) {
        const tracks = OPTION_TRACKS[body.option] ?? [];
        ctx.addIssue({
          code: 'custom',
          path: ['answers', 'track'],
          message: `is not a track of ${body.option}${tracks.length ? `: one of general, ${tracks.join(', ')}` : ''}`,
          input: track,
        });
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
  note: z.optional(text(LIMITS.reviewNote)),
});

/** PATCH /goals/{goalId}: a new name, on one line (it reaches mail subjects and calendar titles). */
export const renameGoalSchema = z.strictObject({
  title: titleSchema.check(z.refine((t) => !/[\r\n]/.test(t), 'must be on one line')),
});

/** A week's number in a path. */
export const weekNumberSchema = z
  .string()
  .check(
    z.refine(
      (s) => /^[1-9]\d{0,2}$/.test(s) && Number(s) <= LIMITS.weeks.max,
      `is not a week of a plan (${LIMITS.weeks.min} to ${LIMITS.weeks.max})`,
    ),
  );

export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'must be 8–100 letters, digits or _.:-'));

export type CreateGoalInput = z.infer<typeof createGoalSchema>;

export type AdjustPlanInput = z.infer<typeof adjustPlanSchema>;

export type WeekReviewAnswerInput = z.infer<typeof weekReviewAnswerSchema>;
