import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { ApiErrorBody } from '../../contract/api';
import { LIMITS } from '../../contract/api';
import { corsHeaders } from '../../contract/policy';
import {
  routeNameOf,
  ROUTES,
  type RouteDef,
  type RouteGroup,
  type RouteName,
  type RouteNamesOf,
  type RouteResponse,
} from '../../contract/routes';
import { AppError, PayloadTooLargeError, UnauthorizedError, ValidationError } from '../domain/errors';
import { ENV, intEnv, optionalEnv, requireEnv } from '../env';
import type { Identity } from '../store/profile';
import { admissionOf, admit, type Limits } from '../app/admission';
import { countForRoute, logger, METRIC, observe, userHash } from '../observability';

/**
 * The one HTTP wrapper every route group uses: it owns JSON, CORS, the caller's identity and the
 * mapping of typed errors to status codes, so no handler repeats any of it.
 */

export interface Request {
  identity: Identity;
  /** Verified token claims (API Gateway's Cognito authorizer, or the local gateway's JWT check). */
  claims: Record<string, string>;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Parsed JSON body; `{}` when there is none. */
  body: unknown;
  /** Lower-cased header names. */
  headers: Record<string, string>;
}

export interface Reply<B = unknown> {
  status: number;
  body?: B;
  /** A file to download rather than JSON: `body` is its text, sent as it is with this media type. */
  file?: { contentType: string; name: string };
}

/** One route's implementation; its reply's body is the route's response shape (contract/api.ts). */
export type Operation<B = unknown> = (request: Request) => Promise<Reply<B>>;

const audience = requireEnv(ENV.userPoolClientId);
const limits: Limits = {
  writesPerMinute: intEnv(ENV.requestsPerMinute, 300),
  readsPerMinute: intEnv(ENV.readsPerMinute, 600),
};
const allowedOrigins = (optionalEnv(ENV.allowedOrigins) ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

function json(status: number, body: unknown, origin: string | undefined): APIGatewayProxyResult {
  return {
    statusCode: status,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      'Cache-Control': 'no-store',
      ...corsHeaders(origin, allowedOrigins),
    },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function download(
  status: number,
  text: string,
  file: { contentType: string; name: string },
  origin: string | undefined,
): APIGatewayProxyResult {
  return {
    statusCode: status,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
      ...corsHeaders(origin, allowedOrigins),
    },
    body: text,
  };
}

function errorBody(error: AppError): ApiErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.field && { field: error.field }) } };
}

/**
 * Who is calling: only ever from the verified claims, never from a header, query or body — and only
 * from an ID token issued to this app's client (an access token, or a token for another client of the
 * pool, is refused even though its signature is good).
 */
function identityFrom(claims: Record<string, string> | undefined): Identity {
  const userId = claims?.sub;
  if (!userId || claims.token_use !== 'id' || claims.aud !== audience) throw new UnauthorizedError('Sign in to continue.');
  const fullName = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return { userId, email: claims.email ?? '', name: claims.name || fullName || '' };
}

function lowerCaseHeaders(headers: APIGatewayProxyEvent['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

/** The deepest any request nests (an export: goals → weeks → days → tasks → steps is 11), with room. */
const MAX_JSON_DEPTH = 20;

/**
 * Whether `text` opens more than `max` brackets at once, outside strings: one pass with no allocation,
 * so a body of nested brackets is refused before JSON.parse spends seconds and memory building it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

function parseBody(event: APIGatewayProxyEvent, maxBytes: number): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > maxBytes) {
    const size = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`;
    throw new PayloadTooLargeError(`The request body is larger than ${size}.`);
  }
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ValidationError(`The request body nests deeper than ${MAX_JSON_DEPTH} levels, which no Stride request does.`, 'body');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ValidationError(`The request body is not valid JSON: ${(error as Error).message}`, 'body');
  }
}

/** Validates `value` with `schema`; the first problem becomes a 400 naming the field. */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown, fieldPrefix?: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [fieldPrefix, ...issue.path.map(String), ...keys.slice(0, 1)].filter(Boolean).join('.');
  const field = path || fieldPrefix || 'body';
  throw new ValidationError(`${field} ${issue.message}`, field);
}

/**
 * Builds a route group's Lambda handler from one operation per route name of the group (a missing or
 * unknown name fails to compile); it dispatches on the event's method and resource.
 */
export function httpHandler<G extends RouteGroup>(group: G, operations: { [N in RouteNamesOf<G>]: Operation<RouteResponse<N>> }) {
  const ops = operations as Record<string, Operation>;
  return (event: APIGatewayProxyEvent, context?: Context): Promise<APIGatewayProxyResult> => {
    const name = routeNameOf(event.httpMethod, event.resource);
    return observe(context, () => answer(event, name));
  };

  async function answer(event: APIGatewayProxyEvent, name: RouteName | undefined): Promise<APIGatewayProxyResult> {
    const headers = lowerCaseHeaders(event.headers);
    const origin = headers.origin;
    const operation = name && ROUTES[name].group === group && ROUTES[name].auth === 'user' ? ops[name] : undefined;
    let user: string | undefined;
    try {
      if (!operation) return json(404, { error: { code: 'NOT_FOUND', message: 'No such route' } }, origin);
      const claims = (event.requestContext?.authorizer?.claims ?? undefined) as Record<string, string> | undefined;
      const identity = identityFrom(claims);
      user = userHash(identity.userId);
      const route: RouteDef = ROUTES[name!];
      // Every request is counted against the account's own minute, and refused once it was deleted
      // (decisions 034, 047). A read runs beside its admission (its answer is dropped if refused); a
      // write, or a read as costly as one, waits for it, so a refused request changes and costs nothing.
      const admission = admissionOf(route);
      const admitted = admit(identity.userId, admission, limits);
      const run = () =>
        operation({
          identity,
          claims: claims!,
          params: (event.pathParameters ?? {}) as Record<string, string>,
          query: (event.queryStringParameters ?? {}) as Record<string, string>,
          body: parseBody(event, route.maxBodyBytes ?? LIMITS.bodyBytes),
          headers,
        });
      const reply = admission === 'read' ? (await Promise.all([admitted, run()]))[1] : (await admitted, await run());
      if (reply.file) return download(reply.status, String(reply.body), reply.file, origin);
      return json(reply.status, reply.body, origin);
    } catch (error) {
      return failure(error, event, name, origin, user);
    }
  }
}

/**
 * A typed error as its status and body, counted per route; anything else logged (request id, route,
 * the caller's hash — nothing they sent) and answered as a plain 500.
 */
function failure(
  error: unknown,
  event: APIGatewayProxyEvent,
  name: string | undefined,
  origin: string | undefined,
  user?: string,
): APIGatewayProxyResult {
  const route = name ?? `${event.httpMethod} ${event.resource}`;
  if (error instanceof AppError) {
    countForRoute(error.status >= 500 ? METRIC.http5xx : METRIC.http4xx, route);
    return json(error.status, errorBody(error), origin);
  }
  countForRoute(METRIC.http5xx, route);
  logger.error('Unhandled error', { route, requestId: event.requestContext?.requestId, ...(user && { user }), error });
  return json(500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, origin);
}

/** A public route's request: no identity — the route checks what the request itself carries. */
export type PublicRequest = Pick<Request, 'params' | 'query' | 'headers'>;

/** A public route's document (an iCalendar feed): text with its media type, sent as it is. */
export interface DocumentReply {
  status: 200;
  contentType: string;
  text: string;
}

/**
 * Builds the Lambda handler of a group of public routes (`auth: 'public'`), which answer documents
 * rather than JSON; errors are the API's usual JSON. No caller identity exists, and none is guessed.
 */
export function publicHandler<G extends RouteGroup>(
  group: G,
  operations: { [N in RouteNamesOf<G>]: (request: PublicRequest) => Promise<DocumentReply> },
) {
  const ops = operations as Record<string, (request: PublicRequest) => Promise<DocumentReply>>;
  return (event: APIGatewayProxyEvent, context?: Context): Promise<APIGatewayProxyResult> => {
    const name = routeNameOf(event.httpMethod, event.resource);
    return observe(context, () => answer(event, name));
  };

  async function answer(event: APIGatewayProxyEvent, name: RouteName | undefined): Promise<APIGatewayProxyResult> {
    const headers = lowerCaseHeaders(event.headers);
    const route = name ? ROUTES[name] : undefined;
    const operation = route?.group === group && route.auth === 'public' ? ops[name!] : undefined;
    try {
      if (!operation) return json(404, { error: { code: 'NOT_FOUND', message: 'No such route' } }, undefined);
      const reply = await operation({
        params: (event.pathParameters ?? {}) as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        headers,
      });
      return {
        statusCode: reply.status,
        // Never cached on the way: a reset secret must stop working at once.
        headers: { 'Content-Type': reply.contentType, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
        body: reply.text,
      };
    } catch (error) {
      return failure(error, event, name, undefined);
    }
  }
}
