/**
 * The late sweep of a deleted account (app/delete-account.ts), as the stack wires it (lib/api.ts): an
 * `AccountDeleted` event on the stack's bus, which a rule puts on a queue that delivers it this long
 * after. Longer than any function admitted before the deletion can run (the generator's and the
 * reminders' 5-minute timeouts), with a margin.
 */
export const ACCOUNT_DELETED_EVENT = { source: 'stride.account', detailType: 'AccountDeleted' } as const;
export const LATE_SWEEP_DELAY_SECONDS = 6 * 60;

/**
 * An account notice (a password changed, two-step verification turned off), which the account function
 * hands through the bus to the account mail function to send: only that function holds SES (decision 044).
 */
export const ACCOUNT_NOTICE_EVENT = { source: 'stride.account', detailType: 'AccountNotice' } as const;
