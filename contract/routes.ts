import { LIMITS, type ApiResponses } from './api';

/**
 * The API's routes, by name. The CDK API (lib/api.ts) and the local gateway both build from this
 * table, each handler module implements exactly its group's names (a missing or misspelt one fails
 * `tsc`), and the web builds its request paths from it, so none of them can drift.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda function serves each group (lambdas/functions.ts says which module). */
export type RouteGroup =
  | 'goals'
  | 'plans'
  | 'tasks'
  | 'personalTasks'
  | 'history'
  | 'me'
  | 'account'
  | 'accountDeletion'
  | 'calendar'
  | 'calendarFeed'
  | 'data'
  | 'unsubscribe';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway resource path, with `{param}` placeholders. */
  path: string;
  group: RouteGroup;
  /**
   * `user`: a signed-in user's ID token, verified by the Cognito authorizer (deployed) or the local gateway.
   * `public`: no token; the handler itself checks what the request carries (a calendar feed's secret).
   */
  auth: 'user' | 'public';
  /**
   * Still served once the account's deletion has begun, so an interrupted deletion can be finished;
   * every other route refuses a deleted account's token (lambdas/store/account-guard.ts).
   */
  duringDeletion?: true;
  /** A read that costs what a write does (every goal with its roadmap), admitted and counted as a write (decision 047). */
  admittedAs?: 'write';
  /** The largest request body the route takes. @default LIMITS.bodyBytes */
  maxBodyBytes?: number;
  /**
   * The counter of the account's requests the route is admitted by, instead of its writes (its share a
   * minute is in lambdas/app/admission.ts): a preview that writes nothing is asked as the person types,
   * and must neither use up their writes nor be refused while they type.
   */
  ownLimit?: { name: 'previews' };
}

export const ROUTES = {
  // The routes that make a plan (create, preview, retry, adjust, a week's review answer) run on their own
  // function, with the planner, the curricula and the generation bus's client, so reading and managing
  // goals starts without them (decision 041).
  'goals.list': { method: 'GET', path: '/goals', group: 'goals', auth: 'user' },
  'goals.create': { method: 'POST', path: '/goals', group: 'plans', auth: 'user' },
  'goals.get': { method: 'GET', path: '/goals/{goalId}', group: 'goals', auth: 'user' },
  // The questionnaire's last step: takes the body of POST /goals and makes nothing.
  // Counted on its own (lambdas/app/admission.ts PREVIEWS_PER_MINUTE): asked as the person types.
  'goals.preview': { method: 'POST', path: '/goals/preview', group: 'plans', auth: 'user', ownLimit: { name: 'previews' } },
  'goals.delete': { method: 'DELETE', path: '/goals/{goalId}', group: 'goals', auth: 'user' },
  'goals.rename': { method: 'PATCH', path: '/goals/{goalId}', group: 'goals', auth: 'user' },
  'goals.retry': { method: 'POST', path: '/goals/{goalId}/retry', group: 'plans', auth: 'user' },
  'goals.reschedule': { method: 'POST', path: '/goals/{goalId}/reschedule', group: 'goals', auth: 'user' },
  'goals.reviews': { method: 'GET', path: '/goals/{goalId}/reviews', group: 'goals', auth: 'user' },
  'goals.review': { method: 'PUT', path: '/goals/{goalId}/reviews/{week}', group: 'plans', auth: 'user' },
  'goals.adjust': { method: 'POST', path: '/goals/{goalId}/adjust', group: 'plans', auth: 'user' },
  'goals.acceptAdjustment': { method: 'POST', path: '/goals/{goalId}/adjust/accept', group: 'goals', auth: 'user' },
  'goals.discardAdjustment': { method: 'DELETE', path: '/goals/{goalId}/adjust', group: 'goals', auth: 'user' },
  'goals.archive': { method: 'POST', path: '/goals/{goalId}/archive', group: 'goals', auth: 'user' },
  'goals.restore': { method: 'POST', path: '/goals/{goalId}/restore', group: 'goals', auth: 'user' },
  'tasks.create': { method: 'POST', path: '/tasks/{goalId}/{dayId}', group: 'tasks', auth: 'user' },
  'tasks.update': { method: 'PUT', path: '/tasks/{goalId}/{dayId}/{taskId}', group: 'tasks', auth: 'user' },
  // One step of a task's checklist ticked or unticked: a change of that step alone (decision 050).
  'tasks.step': { method: 'PUT', path: '/tasks/{goalId}/{dayId}/{taskId}/steps/{stepId}', group: 'tasks', auth: 'user' },
  'tasks.breakdown': { method: 'POST', path: '/tasks/{goalId}/{dayId}/{taskId}/breakdown', group: 'tasks', auth: 'user' },
  'tasks.delete': { method: 'DELETE', path: '/tasks/{goalId}/{dayId}/{taskId}', group: 'tasks', auth: 'user' },
  'personalTasks.list': { method: 'GET', path: '/personal-tasks', group: 'personalTasks', auth: 'user' },
  'personalTasks.create': { method: 'POST', path: '/personal-tasks', group: 'personalTasks', auth: 'user' },
  'personalTasks.update': { method: 'PUT', path: '/personal-tasks/{taskId}', group: 'personalTasks', auth: 'user' },
  'personalTasks.delete': { method: 'DELETE', path: '/personal-tasks/{taskId}', group: 'personalTasks', auth: 'user' },
  'history.list': { method: 'GET', path: '/history', group: 'history', auth: 'user' },
  'history.summary': { method: 'GET', path: '/history/summary', group: 'history', auth: 'user' },
  'me.get': { method: 'GET', path: '/me', group: 'me', auth: 'user' },
  'me.update': { method: 'PATCH', path: '/me', group: 'me', auth: 'user' },
  // The account's own functions bundle the Cognito client, kept out of GET /me's cold start; deleting
  // it is one of them, changing how it signs in the other (decision 042).
  'me.delete': { method: 'DELETE', path: '/me', group: 'accountDeletion', auth: 'user', duringDeletion: true },
  // Changes of how the account signs in: checked here (a recent sign-in), never by the browser alone.
  'me.email': { method: 'PUT', path: '/me/email', group: 'account', auth: 'user' },
  'me.twoFactor': { method: 'PUT', path: '/me/two-factor', group: 'account', auth: 'user' },
  'me.password': { method: 'PUT', path: '/me/password', group: 'account', auth: 'user' },
  'reminders.get': { method: 'GET', path: '/me/reminders', group: 'me', auth: 'user' },
  'reminders.update': { method: 'PUT', path: '/me/reminders', group: 'me', auth: 'user' },
  // The link in every reminder (and its List-Unsubscribe header): works without signing in.
  'reminders.unsubscribe': { method: 'POST', path: '/reminders/unsubscribe/{token}', group: 'unsubscribe', auth: 'public' },
  'calendar.get': { method: 'GET', path: '/calendar-feed', group: 'calendar', auth: 'user' },
  'calendar.reset': { method: 'POST', path: '/calendar-feed', group: 'calendar', auth: 'user' },
  'calendar.delete': { method: 'DELETE', path: '/calendar-feed', group: 'calendar', auth: 'user' },
  'data.export': { method: 'GET', path: '/export', group: 'data', auth: 'user', admittedAs: 'write' },
  'data.import': { method: 'POST', path: '/import', group: 'data', auth: 'user', maxBodyBytes: LIMITS.importBytes },
  'calendarFeed.get': { method: 'GET', path: '/calendar-feed/{token}/stride.ics', group: 'calendarFeed', auth: 'public' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** The body a route answers with. Every route has one entry in ApiResponses, and nothing else does. */
export type RouteResponse<N extends RouteName> = ApiResponses[N];
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
export const ROUTES_HAVE_RESPONSES: SameKeys<typeof ROUTES, ApiResponses> = true;

/** The names of one group's routes: what its handler module must implement. */
export type RouteNamesOf<G extends RouteGroup> = { [N in RouteName]: (typeof ROUTES)[N]['group'] extends G ? N : never }[RouteName];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters of a route, e.g. `{goalId, dayId}` for `tasks.create`. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]['path']>]: string };

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** `${method} ${resource}`, the key API Gateway's event carries (`httpMethod`, `resource`). */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const BY_KEY = new Map(ROUTE_NAMES.map((name) => [routeKey(ROUTES[name].method, ROUTES[name].path), name]));

/** The route a method and resource template belong to. */
export function routeNameOf(method: string, resource: string): RouteName | undefined {
  return BY_KEY.get(routeKey(method, resource));
}

/** The request path of a route with its parameters filled in (each one URL-encoded). */
export function routePath<N extends RouteName>(name: N, params?: RouteParams<N>): string {
  return ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (params as Record<string, string> | undefined)?.[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a concrete request against the route templates: its name and decoded path parameters.
 * A malformed escape in a parameter is kept as sent (the handler's validation then refuses it).
 */
export function matchRoute(
  method: string,
  pathname: string,
): { name: RouteName; route: RouteDef; params: Record<string, string> } | undefined {
  const parts = pathname.split('/').filter(Boolean);
  for (const name of ROUTE_NAMES) {
    const route: RouteDef = ROUTES[name];
    if (route.method !== method.toUpperCase()) continue;
    const template = route.path.split('/').filter(Boolean);
    if (template.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = template.every((segment, i) => {
      if (!segment.startsWith('{')) return segment === parts[i];
      params[segment.slice(1, -1)] = safeDecode(parts[i]!);
      return true;
    });
    if (fits) return { name, route, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
