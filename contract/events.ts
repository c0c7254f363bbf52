/**
 * The events Stride's functions put on the stack's bus, by source and detail type: what the stack's
 * rules match (lib/) and what the functions send and receive (lambdas/) agree here, once. Their
 * details' schemas stay with their use cases (app/account/events.ts, app/reviews/summary-job.ts).
 */

/**
 * The late sweep of a deleted account (lambdas/app/account/delete-data.ts), as the stack wires it (lib/api.ts): an
 * `AccountDeleted` event on the stack's bus, which a rule puts on a queue that delivers it this long
 * after. Longer than any function admitted before the deletion can run (the generator's and the
 * reminders' 5-minute timeouts), with a margin. Only the account deletion's function may put it
 * (decision 046), and the sweep deletes nothing of an account not marked deleted.
 */
export const ACCOUNT_DELETED_EVENT = { source: 'stride.account', detailType: 'AccountDeleted' } as const;
export const LATE_SWEEP_DELAY_SECONDS = 6 * 60;

/**
 * A goal's deletion has begun (lambdas/app/goals/delete.ts): the same queue delivers it LATE_SWEEP_DELAY_SECONDS
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

/** The plans function's source (as its generation jobs'), its own detail type: its own rule hands it to the summariser, never to the generator. */
export const REVIEW_SUMMARY_EVENT = { source: 'stride.goals', detailType: 'ReviewSummaryRequested' } as const;
