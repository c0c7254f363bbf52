import * as z from 'zod/mini';
import { LIMITS } from '../api';
import { goalIdSchema } from './base';

/** History: its queries. */

export const historyQuerySchema = z.strictObject({
  goalId: z.optional(z.union([z.literal('personal'), goalIdSchema])),
  cursor: z.optional(z.string().check(z.maxLength(1024))),
  limit: z.optional(z.coerce.number().check(z.refine(Number.isInteger, 'must be a whole number'), z.gte(1), z.lte(LIMITS.historyPage))),
});

export const historySummaryQuerySchema = z.strictObject({ goalId: z.optional(z.union([z.literal('personal'), goalIdSchema])) });
