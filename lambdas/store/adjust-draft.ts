import type { DraftWeek } from '../domain/adjust/draft';
import { goalSk } from './goal';
import { userPk } from './user-key';

/**
 * The draft of an "Adjust plan" (store/adjust.ts): its key and its encoding. What follows from it
 * without the table (its calendar, its preview) is domain/adjust/draft.ts's.
 *
 *   draft  PK USER#{sub}  SK GOAL#{goalId}#ADJUST#{attemptId}  attemptId, plan (gzipped JSON)
 */

export const draftPrefix = (goalId: string) => `${goalSk(goalId)}#ADJUST#`;
export const draftKey = (userId: string, goalId: string, attemptId: string) => ({
  PK: userPk(userId),
  SK: `${draftPrefix(goalId)}${attemptId}`,
});

/** A 26-week plan as JSON can pass DynamoDB's 400 KB item limit; gzipped it is a fraction of it. */
// zlib loads with the first draft, not with every cold start of the functions that may read one.
export const encodeDraft = async (weeks: DraftWeek[]) => (await import('node:zlib')).gzipSync(JSON.stringify(weeks));
export const decodeDraft = async (plan: Uint8Array) =>
  JSON.parse((await import('node:zlib')).gunzipSync(plan).toString('utf8')) as DraftWeek[];
