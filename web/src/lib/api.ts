import { ROUTES, routePath, type ApiErrorBody, type ErrorCode, type RouteName, type RouteParams, type RouteResponse } from '@contract';
import { config } from '@/config/runtime-config';
import { idToken, onUnauthorized } from './auth';

/** An error answer of the API, with its code and the field it concerns. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiCall<N extends RouteName> {
  params?: RouteParams<N>;
  /** Query parameters; empty and undefined ones are left out. */
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Sends a request to one of the API's named routes (contract/routes.ts) with the signed-in user's ID
 * token; the method and path come from the route table. A 401 ends the session; any other refusal is
 * an ApiError with the server's code, message and field.
 */
async function send<N extends RouteName>(name: N, { params, query, body, headers = {} }: ApiCall<N>): Promise<Response> {
  const { method } = ROUTES[name];
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((e): e is [string, string] => !!e[1])).toString();
  const path = `${routePath(name, params)}${search ? `?${search}` : ''}`;
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(`${config().apiUrl}${path}`, {
      method,
      headers: {
        ...(token && { Authorization: token }),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach Stride. Check your connection and try again.');
  }
  if (response.status === 401) {
    onUnauthorized();
    throw new ApiError(401, 'UNAUTHORIZED', 'Your session has expired.');
  }
  if (!response.ok) {
    const error = (parseJson(await response.text()) as ApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? 'Something went wrong.', error?.field);
  }
  return response;
}

/** Calls a route that answers JSON, and checks the answer against the route's schema. */
export async function api<N extends RouteName>(name: N, call: ApiCall<N> = {}): Promise<RouteResponse<N>> {
  const response = await send(name, call);
  const data = parseJson(await response.text());
  // An answer of another shape (a stale build against a newer API, a proxy's error page) is an error,
  // never something to render. The schemas (zod) load with the first answer, not with the sign-in page.
  const { RESPONSE_SCHEMAS } = await import('@contract/responses');
  if (!RESPONSE_SCHEMAS[name].safeParse(data).success) {
    throw new ApiError(
      response.status,
      'INTERNAL',
      'Stride answered in a way this page does not understand. Reload the page and try again.',
    );
  }
  return data as RouteResponse<N>;
}

/** Calls a route that answers a file to download: its content and the name the server gave it. */
export async function apiFile<N extends RouteName>(name: N, call: ApiCall<N> = {}): Promise<{ blob: Blob; filename: string }> {
  const response = await send(name, call);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'stride-download';
  return { blob: await response.blob(), filename };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
