import type { RouteGroup } from '../contract/routes';
import { ACCOUNT_DELETED_EVENT, GOAL_DELETION_EVENT } from '../contract/events';

/**
 * What each route group of the API (contract/routes.ts) runs on: one Lambda function per group, a
 * module under `lambdas/handlers/` exporting `handler`, which dispatches on the route's name.
 */
export interface RouteGroupDef {
  /** Module path from the repository root; it exports `handler`. */
  entry: string;
  /** Least privilege on the table. */
  tableAccess: TableAccess;
  /** Starts roadmap generation (deployed: invokes the generator function). */
  startsGeneration?: boolean;
  /** The Cognito admin actions it may call on the app's user pool (it bundles the Cognito client). */
  userPoolActions?: readonly `cognito-idp:${string}`[];
  /** The late sweep it asks for, through this event: a deleted account's (app/account/delete-data.ts) or a goal deletion's (app/goals/delete.ts). */
  sweepsLater?: { source: string; detailType: string };
  /** Sends the account's notices: through the bus to the account mail function, when the stack has an SES sender (decision 044). */
  sendsMail?: boolean;
  /** Data files shipped beside the bundle (lib/stride-function.ts `dataFiles`). */
  dataFiles?: { folder: string; pattern: string };
  /** A module bundled as a file of its own beside the function's bundle, loaded on first use (lib/stride-function.ts `companion`). */
  companion?: { entry: string; file: string };
}

/** Each option's curriculum, read when that option is asked for (lambdas/roadmap/curricula/load.ts). */
export const CURRICULA_FILES = { folder: 'lambdas/roadmap/curricula', pattern: '*.json' };

/**
 * The planner (lambdas/roadmap/planner.ts) as a file beside the plans function's bundle and the
 * generator's: only a preview and a week's review run it in the first, so that function does not parse
 * it at every cold start (decision 239); the generator loads it with its first plan, and the code the
 * generator shares with the plans function is one file (decision 273).
 */
export const PLANNER_COMPANION = { entry: 'lambdas/roadmap/planner.ts', file: 'planner.js' };

/** What a function may do on the table: read; read and write; or only get and update items (no queries, puts or deletes). */
export type TableAccess = 'read' | 'readWrite' | 'update';

export const ROUTE_GROUPS: Record<RouteGroup, RouteGroupDef> = {
  // A goal's deletion cut short is finished by the late sweep, not by the next read (decision 070).
  goals: { entry: 'lambdas/handlers/goals.ts', tableAccess: 'readWrite', sweepsLater: GOAL_DELETION_EVENT },
  // With the planner and the curricula for the preview and a week's review, and the bus that starts a generation.
  plans: {
    entry: 'lambdas/handlers/plans.ts',
    tableAccess: 'readWrite',
    startsGeneration: true,
    dataFiles: CURRICULA_FILES,
    companion: PLANNER_COMPANION,
  },
  tasks: { entry: 'lambdas/handlers/tasks.ts', tableAccess: 'readWrite' },
  personalTasks: { entry: 'lambdas/handlers/personal-tasks.ts', tableAccess: 'readWrite' },
  history: { entry: 'lambdas/handlers/history.ts', tableAccess: 'read' },
  me: { entry: 'lambdas/handlers/me.ts', tableAccess: 'readWrite' },
  // Changes of how the account signs in (lambdas/app/account/security.ts), told to its address.
  account: {
    entry: 'lambdas/handlers/account.ts',
    tableAccess: 'readWrite',
    // A password change signs every session out; notices name the account, and the mail function finds its address.
    userPoolActions: [
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminSetUserMFAPreference',
      'cognito-idp:AdminUserGlobalSignOut',
    ],
    sendsMail: true,
  },
  // DELETE /me: all of the account's data, its sessions and its user (lambdas/app/account/close.ts).
  accountDeletion: {
    entry: 'lambdas/handlers/account-deletion.ts',
    tableAccess: 'readWrite',
    userPoolActions: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser'],
    sweepsLater: ACCOUNT_DELETED_EVENT,
  },
  calendar: { entry: 'lambdas/handlers/calendar.ts', tableAccess: 'readWrite' },
  data: { entry: 'lambdas/handlers/data.ts', tableAccess: 'readWrite' },
  // Public (a feed's secret is its only key), so it can read and nothing more.
  calendarFeed: { entry: 'lambdas/handlers/calendar-feed.ts', tableAccess: 'read' },
  // Public too (an unsubscribe link's secret is its only key): it can read a link's lookup and update an item, nothing else.
  unsubscribe: { entry: 'lambdas/handlers/unsubscribe.ts', tableAccess: 'update' },
};

/** The asynchronous roadmap generator: not behind the API, invoked with `{ userId, goalId }`. */
export const GENERATOR_ENTRY = 'lambdas/handlers/generate.ts';

/** The review summariser (lib/roadmap.ts, decision 045): one model call per requested summary. */
export const SUMMARISE_REVIEW_ENTRY = 'lambdas/handlers/summarise-review.ts';

/** The consumer of the generator's failure destination (lib/roadmap.ts): marks crashed runs' goals failed. */
export const GENERATION_FAILED_ENTRY = 'lambdas/handlers/generation-failed.ts';

/** The late sweeps, from their delay queue (lib/api.ts): a deleted account's and a goal deletion's cut short. */
export const SWEEP_ACCOUNT_ENTRY = 'lambdas/handlers/sweep-account.ts';

/** The hourly run of the daily reminders (lib/reminders.ts). */
export const SEND_REMINDERS_ENTRY = 'lambdas/handlers/send-reminders.ts';

/** The user pool's triggers (lib/auth.ts): the email-change notice and, with Google, account linking. */
export const ACCOUNT_MAIL_ENTRY = 'lambdas/handlers/account-mail.ts';
export const LINK_ACCOUNTS_ENTRY = 'lambdas/handlers/link-accounts.ts';
