import type { TCurrentSubscription } from '../../../shared/billing';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../shared/messages';
import { emailError, isSimpleEmail, validateSignup } from './signup-form';
import { signupErrorUrl, signupUrl } from './signup-url';
import { usageSummary } from './usage-summary';

describe('public pricing e-mail (spec §5)', () => {
  it('required, then a simple x@y.z pattern', () => {
    expect(emailError('  ')).toBe('Please enter your email address');
    expect(emailError('parent')).toBe('Please enter a valid email address');
    expect(emailError('parent@home')).toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(emailError('a b@c.d')).toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(emailError(' parent@home.org ')).toBeNull();
    expect(isSimpleEmail('x@y.z')).toBe(true);
  });
});

describe('validateSignup (spec §5)', () => {
  const ok = { name: 'Ann', email: 'ann@example.com', password: 'secret1', confirm: 'secret1' };
  it('accepts a complete form', () => {
    expect(validateSignup(ok)).toEqual({});
  });
  it('password length first, then the match', () => {
    expect(validateSignup({ ...ok, password: '123', confirm: '123' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(validateSignup({ ...ok, confirm: 'secret2' })).toEqual({ confirm: 'Passwords do not match' });
  });
  it('name and e-mail', () => {
    const errors = validateSignup({ ...ok, name: ' ', email: 'nope' });
    expect(errors.email).toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(errors.name).toBeTruthy();
  });
});

describe('signupUrl', () => {
  it('carries the plan, e-mail, trial days and flags', () => {
    expect(signupUrl({ priceId: 'price_1', email: 'a@b.co', product: 'starter' })).toBe(
      '/signup?priceId=price_1&email=a%40b.co&product=starter',
    );
    expect(signupUrl({ priceId: 'p', product: 'starter', trialDays: 7 })).toBe(
      '/signup?priceId=p&product=starter&trialDays=7',
    );
    expect(signupUrl({ priceId: 'p', trialDays: 0, checkoutCanceled: true })).toBe(
      '/signup?priceId=p&checkoutCanceled=true',
    );
    expect(signupUrl({})).toBe('/signup');
  });

  it('a failed sign-up reloads with the message and without the cancel flag', () => {
    const query = {
      priceId: 'p',
      email: null,
      product: 'premium',
      trialDays: null,
      error: null,
      checkoutCanceled: true,
    };
    const url = new URL(signupErrorUrl(query, 'ann@example.com', 'Taken'), 'http://x');
    expect(url.pathname).toBe('/signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      priceId: 'p',
      email: 'ann@example.com',
      product: 'premium',
      error: 'Taken',
    });
  });
});

describe('usageSummary', () => {
  const on = (plan: 'family' | 'starter', usage: TCurrentSubscription['usage']) => ({
    subscription: { planName: plan, plan, status: 'active' },
    usage,
  });
  it('phrases the limits of the second status form, for each child on Family as its card says', () => {
    expect(
      usageSummary(
        on('family', {
          childProfiles: { limit: 3 },
          personalized_text: { limit: 1 },
          personalized_audio: { limit: 1 },
        }),
      ),
    ).toEqual(['3 child profiles', '1 story a day for each child', '1 audio story a day for each child']);
    expect(
      usageSummary(
        on('starter', {
          childProfiles: { limit: 1 },
          personalized_text: { limit: 1 },
          personalized_audio: { limit: 0 },
        }),
      ),
    ).toEqual(['1 child profile', '1 story a day']);
    expect(usageSummary(null)).toEqual([]);
  });
});
