import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requestGateOn } from './config.js';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'moonlit-config-')) });
const production = () => ({
  ...base(),
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://mail.example:25',
});
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, false);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('PAYMENTS: which payment provider runs', () => {
  it('defaults to the sandbox outside production and to Stripe when a Stripe key is set', () => {
    expect(loadConfig(base(), false).PAYMENTS).toBe('sandbox');
    expect(loadConfig({ ...base(), ...stripeKeys }, false).PAYMENTS).toBe('stripe');
    expect(loadConfig({ ...production(), ...stripeKeys }, false).PAYMENTS).toBe('stripe');
  });

  it('refuses to start in production with neither a Stripe key nor PAYMENTS=sandbox, naming both', () => {
    const problems = problemsOf(production());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYMENTS is required in production/);
    expect(problems[0]).toContain('STRIPE_SECRET_KEY');
    expect(problems[0]).toContain('PAYMENTS=sandbox');
  });

  it('runs the sandbox in production only when asked explicitly', () => {
    expect(loadConfig({ ...production(), PAYMENTS: 'sandbox' }, false).PAYMENTS).toBe('sandbox');
  });

  it('refuses PAYMENTS=stripe without a key, and an unknown provider', () => {
    expect(problemsOf({ ...base(), PAYMENTS: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENTS=stripe',
    ]);
    expect(problemsOf({ ...base(), PAYMENTS: 'paypal' })[0]).toMatch(/^PAYMENTS /);
  });
});

describe('narration: voices and audio storage', () => {
  it('defaults to the local voice and local files', () => {
    const config = loadConfig(base(), false);
    expect(config.TTS_PROVIDER).toBe('local');
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.TTS_MODEL).toBe('gpt-4o-mini-tts');
  });

  it('names the keys a cloud voice or a bucket needs', () => {
    expect(problemsOf({ ...base(), TTS_PROVIDER: 'openai' })).toEqual([
      'OPENAI_API_KEY is required when TTS_PROVIDER=openai',
    ]);
    expect(problemsOf({ ...base(), TTS_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'k' })).toEqual([
      'ELEVENLABS_VOICE_ID is required when TTS_PROVIDER=elevenlabs',
    ]);
    expect(problemsOf({ ...base(), S3_BUCKET: 'audio', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    ]);
    expect(problemsOf({ ...base(), TTS_PROVIDER: 'espeak' })[0]).toMatch(/^TTS_PROVIDER /);
  });
});

describe('APP_TIMEZONE: the daily story calendar', () => {
  it('defaults to UTC, takes an IANA zone, and names itself when the zone is unknown', () => {
    expect(loadConfig(base(), false).APP_TIMEZONE).toBe('UTC');
    expect(loadConfig({ ...base(), APP_TIMEZONE: 'Europe/Paris' }, false).APP_TIMEZONE).toBe('Europe/Paris');
    const problems = problemsOf({ ...base(), APP_TIMEZONE: 'Moon/Base' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^APP_TIMEZONE must be an IANA time zone/);
  });
});

describe('PostgreSQL timeouts (issue 28)', () => {
  it('defaults so that an outage answers 503 within about 5 s', () => {
    const config = loadConfig(base(), false);
    expect(config.DATABASE_CONNECT_TIMEOUT_MS).toBe(3000);
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(2000);
    expect(config.DATABASE_QUERY_TIMEOUT_MS).toBe(3000);
    expect(config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(30000);
    expect(config.DATABASE_LONG_QUERY_TIMEOUT_MS).toBe(300000);
  });

  it('refuses a query timeout that would not let the server cancel a slow statement first', () => {
    expect(
      problemsOf({ ...base(), DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_QUERY_TIMEOUT_MS: '4000' })[0],
    ).toMatch(/^DATABASE_QUERY_TIMEOUT_MS must be longer than DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(problemsOf({ ...base(), DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })[0]).toMatch(
      /^DATABASE_STATEMENT_TIMEOUT_MS /,
    );
  });
});

describe('REQUEST_GATE: the per-turn request gate (decision 020)', () => {
  it('follows the database by default: on with PGlite, off with PostgreSQL', () => {
    const embedded = loadConfig(base(), false);
    expect(embedded.REQUEST_GATE).toBe('auto');
    expect(requestGateOn(embedded)).toBe(true);
    const pooled = loadConfig({ ...base(), DATABASE_URL: 'postgres://app@db:5432/moonlit' }, false);
    expect(requestGateOn(pooled)).toBe(false);
  });

  it('is forced on or off on either database when set', () => {
    const pg = { DATABASE_URL: 'postgres://app@db:5432/moonlit' };
    expect(requestGateOn(loadConfig({ ...base(), REQUEST_GATE: 'off' }, false))).toBe(false);
    expect(requestGateOn(loadConfig({ ...base(), ...pg, REQUEST_GATE: 'on' }, false))).toBe(true);
  });

  it('names itself when the value is unknown', () => {
    expect(problemsOf({ ...base(), REQUEST_GATE: 'sometimes' })[0]).toMatch(/^REQUEST_GATE /);
  });
});
