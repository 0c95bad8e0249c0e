/** Spec §5 rules of the sign-up page and the public pricing e-mail field. Pure, unit-tested. */
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { VALIDATION_MESSAGES } from '../../../shared/messages';
import { REQUIRED_MESSAGES, type TFieldErrors } from '../identity/validation';

/** The spec's "simple x@y.z pattern". */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(email: string): boolean {
  return SIMPLE_EMAIL.test(email.trim());
}

/** 'Please enter your email address' / 'Please enter a valid email address', or null when fine. */
export function emailError(email: string): string | null {
  if (email.trim() === '') return VALIDATION_MESSAGES.emailRequired;
  if (!isSimpleEmail(email)) return VALIDATION_MESSAGES.emailInvalid;
  return null;
}

export interface TSignupValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export type TSignupField = keyof TSignupValues;
export const SIGNUP_FIELDS: readonly TSignupField[] = ['name', 'email', 'password', 'confirm'];

export function validateSignup(values: TSignupValues): TFieldErrors<TSignupField> {
  const errors: TFieldErrors<TSignupField> = {};
  if (values.name.trim() === '') errors.name = REQUIRED_MESSAGES.name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = REQUIRED_MESSAGES.password;
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = VALIDATION_MESSAGES.passwordTooShort;
  if (!errors.password && values.password !== values.confirm) {
    errors.confirm = VALIDATION_MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}
