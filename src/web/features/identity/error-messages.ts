/**
 * Server error -> the spec §8 message a parent sees. Pure functions of `{ status, code, message }`
 * so the table is unit-tested; both error shapes (ours and better-auth's) reach here as ApiError.
 */
import {
  ACTIVATION_MESSAGES,
  AUTH_MESSAGES,
  SIGNUP_MESSAGES,
  VALIDATION_MESSAGES,
} from '../../../shared/messages';

export interface TErrorLike {
  status?: number;
  code?: string;
  message?: string;
}

function asErrorLike(error: unknown): TErrorLike {
  if (typeof error !== 'object' || error === null) return {};
  const record = error as Record<string, unknown>;
  return {
    status: typeof record.status === 'number' ? record.status : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    message: typeof record.message === 'string' && record.message !== '' ? record.message : undefined,
  };
}

export function signInErrorMessage(error: unknown): string {
  const { status, code, message } = asErrorLike(error);
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return AUTH_MESSAGES.invalidCredential;
    case 'INVALID_PASSWORD':
      return AUTH_MESSAGES.wrongPassword;
    case 'USER_NOT_FOUND':
      return AUTH_MESSAGES.userNotFound;
    case 'TOO_MANY_ATTEMPTS':
      return AUTH_MESSAGES.tooManyRequests;
    case 'INVALID_EMAIL':
      return SIGNUP_MESSAGES.invalidEmail;
  }
  if (status === 429) return AUTH_MESSAGES.tooManyRequests;
  return message ?? AUTH_MESSAGES.genericError;
}

export function signUpErrorMessage(error: unknown): string {
  const { code, message } = asErrorLike(error);
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return SIGNUP_MESSAGES.emailInUse;
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return SIGNUP_MESSAGES.weakPassword;
    case 'INVALID_EMAIL':
      return SIGNUP_MESSAGES.invalidEmail;
    case 'EMAIL_PASSWORD_SIGN_UP_DISABLED':
      return SIGNUP_MESSAGES.operationNotAllowed;
  }
  return message ?? SIGNUP_MESSAGES.unknown;
}

/** The set-password step of the activation page (reset link with oobCode). */
export function setPasswordErrorMessage(error: unknown): string {
  switch (asErrorLike(error).code) {
    case 'INVALID_TOKEN':
      return ACTIVATION_MESSAGES.invalidCode;
    case 'TOKEN_EXPIRED':
      return ACTIVATION_MESSAGES.expiredCode;
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return ACTIVATION_MESSAGES.weakPassword;
    case 'PASSWORD_BLANK':
      return VALIDATION_MESSAGES.passwordBlank;
  }
  return ACTIVATION_MESSAGES.setPasswordFailed;
}

/** True when a new link is needed (the code itself is bad), false when the same link may be retried. */
export function isLinkProblem(error: unknown): boolean {
  const { code } = asErrorLike(error);
  return code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED';
}
