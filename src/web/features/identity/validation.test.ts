import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../shared/messages';
import { REQUIRED_MESSAGES, hasErrors, validateCredentials, validateNewPassword } from './validation';

describe('validateCredentials (spec §5)', () => {
  it('requires e-mail and password to log in, not a name', () => {
    expect(validateCredentials('login', { name: '', email: '', password: '' })).toEqual({
      email: REQUIRED_MESSAGES.email,
      password: REQUIRED_MESSAGES.password,
    });
  });

  it('requires a name to sign up', () => {
    expect(validateCredentials('signup', { name: '  ', email: 'a@b.co', password: 'secret1' })).toEqual({
      name: REQUIRED_MESSAGES.name,
    });
  });

  it('needs at least 6 password characters', () => {
    expect(validateCredentials('login', { name: '', email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(
      hasErrors(validateCredentials('signup', { name: 'Ann', email: 'a@b.co', password: '123456' })),
    ).toBe(false);
  });
});

describe('validateNewPassword', () => {
  it('checks length, then that both entries match', () => {
    expect(validateNewPassword('123', '123')).toEqual({ password: VALIDATION_MESSAGES.passwordTooShort });
    expect(validateNewPassword('1234567', '7654321')).toEqual({ confirm: 'Passwords do not match' });
    expect(validateNewPassword('1234567', '1234567')).toEqual({});
  });
});
