import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  isLinkProblem,
  setPasswordErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from './error-messages';

const err = (status: number, code: string, message = 'server says') => new ApiError(status, code, message);

describe('signInErrorMessage', () => {
  it.each([
    [err(401, 'INVALID_EMAIL_OR_PASSWORD'), 'Incorrect email or account does not exist.'],
    [
      err(429, 'TOO_MANY_ATTEMPTS'),
      'Too many failed attempts. Please try again later or reset your password.',
    ],
    [
      err(429, 'HTTP_429', 'Too many requests.'),
      'Too many failed attempts. Please try again later or reset your password.',
    ],
    [err(401, 'INVALID_PASSWORD'), 'Incorrect password. Please try again.'],
    [err(404, 'USER_NOT_FOUND'), 'No account found with this email.'],
    [err(400, 'INVALID_EMAIL'), 'Please enter a valid email address.'],
    [err(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'), 'Email not verified'],
    [err(500, 'INTERNAL', ''), 'An error occurred'],
    [new Error('offline'), 'offline'],
    ['weird', 'An error occurred'],
    [null, 'An error occurred'],
  ])('%o -> %s', (error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    [
      err(422, 'USER_ALREADY_EXISTS'),
      'An account with this email already exists. Please try signing in instead.',
    ],
    [
      err(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'),
      'An account with this email already exists. Please try signing in instead.',
    ],
    [err(400, 'PASSWORD_TOO_SHORT'), 'Password is too weak. Please choose a stronger password.'],
    [err(400, 'PASSWORD_TOO_LONG'), 'Password is too weak. Please choose a stronger password.'],
    [err(400, 'INVALID_EMAIL'), 'Please enter a valid email address.'],
    [
      err(400, 'EMAIL_PASSWORD_SIGN_UP_DISABLED'),
      'Email/password accounts are not enabled. Please contact support.',
    ],
    [err(500, 'FAILED_TO_CREATE_USER', 'Failed to create user'), 'Failed to create user'],
    [{}, 'An unknown signup error occurred.'],
  ])('%o -> %s', (error, expected) => {
    expect(signUpErrorMessage(error)).toBe(expected);
  });
});

describe('setPasswordErrorMessage', () => {
  it.each([
    [err(400, 'INVALID_TOKEN'), 'Invalid activation link. Please request a new one.'],
    [err(400, 'TOKEN_EXPIRED'), 'Activation link has expired. Please request a new one.'],
    [err(400, 'PASSWORD_TOO_SHORT'), 'Password is too weak. Please choose a stronger password.'],
    [err(400, 'PASSWORD_BLANK'), 'Password cannot be only spaces. Please choose a real password.'],
    [err(500, 'INTERNAL', 'db down'), 'Failed to set password'],
    [undefined, 'Failed to set password'],
  ])('%o -> %s', (error, expected) => {
    expect(setPasswordErrorMessage(error)).toBe(expected);
  });

  it('tells a bad link from a retryable failure', () => {
    expect(isLinkProblem(err(400, 'INVALID_TOKEN'))).toBe(true);
    expect(isLinkProblem(err(400, 'TOKEN_EXPIRED'))).toBe(true);
    expect(isLinkProblem(err(400, 'PASSWORD_TOO_SHORT'))).toBe(false);
  });
});
