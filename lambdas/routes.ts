/**
 * The one route table. The CDK API construct (lib/) and the local gateway (local/) both build from it,
 * so the deployed API and the local one cannot drift.
 *
 * Each group is one Lambda function: a module under `lambdas/handlers/` exporting `handler`, an API
 * Gateway REST proxy handler that dispatches on `${event.httpMethod} ${event.resource}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteGroup = 'goals' | 'tasks' | 'personalTasks' | 'history' | 'me';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway resource path, with `{param}` placeholders. */
  path: string;
  group: RouteGroup;
}

export interface RouteGroupDef {
  /** Module path from the repository root; it exports `handler`. */
  entry: string;
  /** Least privilege on the table. */
  tableAccess: 'read' | 'readWrite';
  /** Starts roadmap generation (deployed: invokes the generator function). */
  startsGeneration?: boolean;
  /** Deletes Cognito users (DELETE /me). */
  deletesUsers?: boolean;
}

export const ROUTE_GROUPS: Record<RouteGroup, RouteGroupDef> = {
  goals: { entry: 'lambdas/handlers/goals.ts', tableAccess: 'readWrite', startsGeneration: true },
  tasks: { entry: 'lambdas/handlers/tasks.ts', tableAccess: 'readWrite' },
  personalTasks: { entry: 'lambdas/handlers/personal-tasks.ts', tableAccess: 'readWrite' },
  history: { entry: 'lambdas/handlers/history.ts', tableAccess: 'read' },
  me: { entry: 'lambdas/handlers/me.ts', tableAccess: 'readWrite', deletesUsers: true },
};

/** The asynchronous roadmap generator: not behind the API, invoked with `{ userId, goalId }`. */
export const GENERATOR_ENTRY = 'lambdas/handlers/generate.ts';

export const ROUTES: readonly RouteDef[] = [
  { method: 'GET', path: '/goals', group: 'goals' },
  { method: 'POST', path: '/goals', group: 'goals' },
  { method: 'GET', path: '/goals/{goalId}', group: 'goals' },
  { method: 'DELETE', path: '/goals/{goalId}', group: 'goals' },
  { method: 'POST', path: '/goals/{goalId}/retry', group: 'goals' },
  { method: 'POST', path: '/tasks/{goalId}/{dayId}', group: 'tasks' },
  { method: 'PUT', path: '/tasks/{goalId}/{dayId}/{taskId}', group: 'tasks' },
  { method: 'DELETE', path: '/tasks/{goalId}/{dayId}/{taskId}', group: 'tasks' },
  { method: 'GET', path: '/personal-tasks', group: 'personalTasks' },
  { method: 'POST', path: '/personal-tasks', group: 'personalTasks' },
  { method: 'PUT', path: '/personal-tasks/{taskId}', group: 'personalTasks' },
  { method: 'DELETE', path: '/personal-tasks/{taskId}', group: 'personalTasks' },
  { method: 'GET', path: '/history', group: 'history' },
  { method: 'GET', path: '/me', group: 'me' },
  { method: 'PATCH', path: '/me', group: 'me' },
  { method: 'DELETE', path: '/me', group: 'me' },
];

export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
