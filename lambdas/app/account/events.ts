import * as z from 'zod/mini';
import { NOTICE_KINDS } from '../../domain/account/notices';

/**
 * The late sweep of a deleted account (app/account/delete-data.ts), as the stack wires it (lib/api.ts): an
 * `AccountDeleted` event on the stack's bus, which a rule puts on a queue that delivers it this long
 * after. Longer than any function admitted before the deletion can run (the generator's and the
 * reminders' 5-minute timeouts), with a margin. Only the account deletion's function may put it
 * (decision 046), and the sweep deletes nothing of an account not marked deleted.
 */
export const ACCOUNT_DELETED_EVENT = { source: 'stride.account', detailType: 'AccountDeleted' } as const;
export const LATE_SWEEP_DELAY_SECONDS = 6 * 60;

/**
 * A goal's deletion has begun (app/goals/delete.ts): the same queue delivers it LATE_SWEEP_DELAY_SECONDS
 * later to the same sweeper, which finishes whatever deletion of the account's goals was cut short (a
 * timeout mid-way). Only the goals function may put it (decision 046), and the sweep finishes only
 * deletions a request of the account began: a forged event deletes nothing (decision 070).
 */
export const GOAL_DELETION_EVENT = { source: 'stride.goals', detailType: 'GoalDeletionBegun' } as const;

/**
 * An account notice (a password changed, two-step verification turned on or off), which the account
 * function hands through the bus to the account mail function to send: only that function holds SES
 * (decision 044). Only the account function may put it (decision 046).
 */
export const ACCOUNT_NOTICE_EVENT = { source: 'stride.account', detailType: 'AccountNotice' } as const;

/**
 * A notice's detail: whose account (the pool and Cognito's user name) and which notice — never an
 * address or text (decision 046). Any other field makes it no notice at all.
 */
export const noticeSchema = z.strictObject({
  userPoolId: z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/)),
  username: z.string().check(z.minLength(1), z.maxLength(128)),
  notice: z.enum(NOTICE_KINDS),
});
export type Notice = z.infer<typeof noticeSchema>;
