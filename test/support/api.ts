import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { routeNameOf, ROUTES } from '../../contract/routes';
import { ROUTE_GROUPS } from '../../lambdas/functions';
import { proxyEvent } from '../../local/proxy-event';
import { TEST_CLIENT_ID } from './test-table';

/**
 * Calls a handler module the way API Gateway's REST proxy integration would after its Cognito
 * authorizer verified the token: the caller's claims sit in requestContext.authorizer.claims.
 */
export interface TestUser {
  sub: string;
  email: string;
  name: string;
}

export function newUser(name = 'Ada Lovelace'): TestUser {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@example.test`, name };
}

export interface CallOptions {
  user?: TestUser | null;
  body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  rawBody?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Claims to change from those of the user's ID token (a verified token of another kind, say). */
  claims?: Record<string, string>;
}

/** The claims of a verified ID token of this app's client, as the authorizer hands them over. */
const idTokenClaims = (user: TestUser) => ({
  sub: user.sub,
  email: user.email,
  name: user.name,
  'cognito:username': user.sub,
  token_use: 'id',
  aud: TEST_CLIENT_ID,
});

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

/** `call(handler, 'PUT /tasks/g1/w01d01/t1', …)`: the resource template is found in the route table. */
export async function call<T = any>(handler: Handler, request: string, options: CallOptions = {}): Promise<Response<T>> {
  const [method, fullPath] = request.split(' ') as [string, string];
  const [path] = fullPath.split('?');
  const user = options.user === undefined ? newUser() : options.user;
  const event = proxyEvent({
    method,
    path: path!,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    query: options.query,
    body: options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    ...(user && { claims: { ...idTokenClaims(user), ...options.claims } }),
  });
  if (!event) throw new Error(`No route for ${request}`);
  const result = await handler(event);
  const headers = result.headers ?? {};
  // JSON is parsed; a document (the calendar feed) is answered as its text.
  const isJson = !headers['Content-Type'] || String(headers['Content-Type']).startsWith('application/json');
  const body = result.body ? (isJson ? JSON.parse(result.body) : result.body) : undefined;
  return { status: result.statusCode, body, headers };
}

/**
 * Every route group's handler module behind one handler, each event passed to the module of its route's
 * group as API Gateway would (the goals and plans functions share the `/goals` paths). Modules load on
 * first use, after a test has set their environment.
 */
export function apiHandler(): Handler {
  return async (event) => {
    const name = routeNameOf(event.httpMethod, event.resource);
    if (!name) throw new Error(`No route for ${event.httpMethod} ${event.resource}`);
    const { handler } = (await import(join(__dirname, '..', '..', ROUTE_GROUPS[ROUTES[name].group].entry))) as { handler: Handler };
    return handler(event);
  };
}
