import type { ApiErrorBody, ErrorCode } from '@contract';
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

/** Calls the Stride API with the signed-in user's ID token; a 401 ends the session. */
export async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
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
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? 'Something went wrong.', error?.field);
  }
  return data as T;
}
