/** Spec §5 form rules for the login / sign-up screen and the set-password step. */
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { VALIDATION_MESSAGES } from '../../../shared/messages';

/** Our own wording for an empty field (the spec names the rule, not the words). */
export const REQUIRED_MESSAGES = {
  name: 'Please enter your full name',
  email: VALIDATION_MESSAGES.emailRequired,
  password: 'Please enter your password',
} as const;

export type TCredentialsMode = 'login' | 'signup';

export interface TCredentialsValues {
  name: string;
  email: string;
  password: string;
}

export type TFieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateCredentials(
  mode: TCredentialsMode,
  values: TCredentialsValues,
): TFieldErrors<keyof TCredentialsValues> {
  const errors: TFieldErrors<keyof TCredentialsValues> = {};
  if (mode === 'signup' && values.name.trim() === '') errors.name = REQUIRED_MESSAGES.name;
  if (values.email.trim() === '') errors.email = REQUIRED_MESSAGES.email;
  if (values.password === '') errors.password = REQUIRED_MESSAGES.password;
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = VALIDATION_MESSAGES.passwordTooShort;
  return errors;
}

export function validateResetEmail(email: string): TFieldErrors<'email'> {
  return email.trim() === '' ? { email: REQUIRED_MESSAGES.email } : {};
}

export function validateNewPassword(password: string, confirm: string): TFieldErrors<'password' | 'confirm'> {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: VALIDATION_MESSAGES.passwordTooShort };
  if (password !== confirm) return { confirm: VALIDATION_MESSAGES.passwordsDoNotMatch };
  return {};
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
