import { GENERIC_MESSAGES } from '../../shared/messages.js';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'ADMIN_TOKEN_REQUIRED'
  | 'ADMIN_TOKEN_INVALID'
  | 'EMAIL_NOT_VERIFIED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'CROSS_SITE'
  | 'TOO_MANY_ATTEMPTS'
  | 'RATE_LIMITED'
  | 'SUBSCRIPTION_REQUIRED'
  | 'LIMIT_REACHED'
  | 'NO_CREDITS'
  | 'ALREADY_SUBSCRIBED'
  | 'PAYMENT_FAILED'
  | 'GENERATION_FAILED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/**
 * The one error type. `message` is safe to show a user; `flags` travel in the JSON body
 * (e.g. `{ upgradeRequired: true }`) so the client can react without parsing text.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: number,
    message: string,
    public readonly flags: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string = GENERIC_MESSAGES.invalidInput, flags?: Record<string, unknown>) {
    return new AppError('BAD_REQUEST', 400, message, flags);
  }
  static validation(message: string, fields: Record<string, string>) {
    return new AppError('VALIDATION', 400, message, { fields });
  }
  static unauthenticated() {
    return new AppError('UNAUTHENTICATED', 401, GENERIC_MESSAGES.unauthenticated);
  }
  static notFound(message: string = GENERIC_MESSAGES.notFound) {
    return new AppError('NOT_FOUND', 404, message);
  }
  static forbidden(message: string = GENERIC_MESSAGES.forbidden) {
    return new AppError('FORBIDDEN', 403, message);
  }
  static internal() {
    return new AppError('INTERNAL', 500, GENERIC_MESSAGES.internal);
  }
}

export function errorBody(err: AppError) {
  return { error: err.message, code: err.code, ...err.flags };
}
