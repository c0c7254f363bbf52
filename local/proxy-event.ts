import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { matchRoute } from '../contract';

/**
 * The REST proxy event API Gateway hands a Lambda function after its Cognito authorizer verified the
 * token (claims as strings in requestContext.authorizer.claims). The local gateway and the handler
 * tests both build events here, so both call handlers exactly as API Gateway would.
 */
export interface ProxyRequest {
  method: string;
  /** The request path, without the stage and without the query. */
  path: string;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  query?: Record<string, string>;
  body?: string | null;
  /** The verified claims; none for a request no authorizer passed. */
  claims?: Record<string, string>;
}

/** The event for `request`, or undefined when no route matches it. */
export function proxyEvent(request: ProxyRequest): APIGatewayProxyEvent | undefined {
  const method = request.method.toUpperCase();
  const found = matchRoute(method, request.path);
  if (!found) return undefined;
  const query = request.query ?? {};
  return {
    resource: found.route.path,
    path: request.path,
    httpMethod: method,
    headers: request.headers ?? {},
    multiValueHeaders: request.multiValueHeaders ?? {},
    pathParameters: Object.keys(found.params).length ? found.params : null,
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: null,
    stageVariables: null,
    body: request.body ?? null,
    isBase64Encoded: false,
    requestContext: {
      requestId: randomUUID(),
      stage: 'Prod',
      httpMethod: method,
      resourcePath: found.route.path,
      path: `/Prod${request.path}`,
      ...(request.claims && { authorizer: { claims: request.claims } }),
    },
  } as unknown as APIGatewayProxyEvent;
}
