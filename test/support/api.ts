import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { matchRoute } from '../../contract';

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
}

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

/** `call(handler, 'PUT /tasks/g1/w01d01/t1', …)`: the resource template is found in the route table. */
export async function call<T = any>(handler: Handler, request: string, options: CallOptions = {}): Promise<Response<T>> {
  const [method, fullPath] = request.split(' ') as [string, string];
  const [path] = fullPath.split('?');
  const found = matchRoute(method, path!);
  if (!found) throw new Error(`No route for ${request}`);
  const { route } = found;
  const user = options.user === undefined ? newUser() : options.user;
  const event = {
    resource: route.path,
    path,
    httpMethod: method,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    multiValueHeaders: {},
    pathParameters: Object.keys(found.params).length ? found.params : null,
    queryStringParameters: options.query ?? null,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    body: options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(),
      stage: 'Prod',
      authorizer: user ? { claims: { sub: user.sub, email: user.email, name: user.name, 'cognito:username': user.sub } } : undefined,
    },
  } as unknown as APIGatewayProxyEvent;
  const result = await handler(event);
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined, headers: result.headers ?? {} };
}
