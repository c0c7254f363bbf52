import type { ErrorCode } from '../../contract';

/**
 * Typed errors thrown by domain and store code. The HTTP wrapper (handlers/http.ts) is the one place
 * that maps them to status codes; anything else becomes a logged 500 with no internals in the body.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: ErrorCode;
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.field = field;
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  readonly code = 'VALIDATION' as const;
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  readonly code = 'UNAUTHORIZED' as const;
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND' as const;
}

export class ConflictError extends AppError {
  readonly status = 409;
  readonly code = 'CONFLICT' as const;
}

export class PlanLimitError extends AppError {
  readonly status = 403;
  readonly code = 'PLAN_LIMIT' as const;
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
}

export class QuotaExceededError extends AppError {
  readonly status = 429;
  readonly code = 'QUOTA_EXCEEDED' as const;
}

export class RateLimitedError extends AppError {
  readonly status = 429;
  readonly code = 'RATE_LIMITED' as const;
}

/** The action needs a recent sign-in, and this session's is older. */
export class ReauthRequiredError extends AppError {
  readonly status = 403;
  readonly code = 'REAUTH_REQUIRED' as const;
}

/** A per-user collection is full (personal tasks, tasks of a day, goals). */
export class LimitReachedError extends AppError {
  readonly status = 409;
  readonly code = 'LIMIT_REACHED' as const;
}
