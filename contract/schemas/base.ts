import * as z from 'zod/mini';
import { DIFFICULTIES, LIMITS } from '../api';
import { DAY_ID_PATTERN, ID_PATTERN } from '../ids';
import { isIsoDate } from '../schedule';

/**
 * Request validation, with zod's tree-shakable "mini" API (the classic API adds ~240 KB to every
 * Lambda bundle). Every string is bounded; objects are strict, so owner, counter and status fields
 * (userId, completedAt, progress…) cannot be smuggled in through a body.
 *
 * The schemas live in one module per route group, each building only its own when loaded: a
 * Lambda function imports its group's module and pays for no other's (a cold start, decision 035).
 * This one holds what they share.
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

export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));
export const wholeNumber = (unit: string, min: number, max: number) =>
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

export const changesSomething = z.refine<object>((body) => Object.keys(body).length > 0, 'must change at least one field');

export const isoDateSchema = z.string().check(z.refine(isIsoDate, 'must be a date like 2026-11-23'));

export const goalIdSchema = z.string().check(z.regex(ID_PATTERN, 'is not a valid id'));
export const taskIdSchema = goalIdSchema;
export const dayIdSchema = z.string().check(z.regex(DAY_ID_PATTERN, 'is not a valid day id (like w01d03)'));

/** An instant as the API writes them (ISO 8601, UTC). */
export const instantSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'must be a time like 2026-11-23T10:00:00.000Z'));
export const count = (min: number, max: number) =>
  z.number().check(z.refine(Number.isInteger, 'must be a whole number'), z.gte(min), z.lte(max));
