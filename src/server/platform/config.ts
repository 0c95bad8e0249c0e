import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at boot. A bad or missing variable
 * stops start-up with a message naming it (see README "Configuration").
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    // PostgreSQL: a new connection (or a wait for a free one in the pool) slower than this fails its
    // request with a 503 (database unreachable). With the query timeout below, an outage answers
    // every request within about 4 s (see platform/db/client.ts).
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    // PostgreSQL, the server's pool (platform/db/client.ts): a statement running longer is cancelled
    // by the server; a query with no answer at all (a network that stopped forwarding) fails on our
    // side a little later and its connection leaves the pool. Either answers 503 UNAVAILABLE.
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(200).default(3000),
    // A server session idle inside a transaction this long (its client gone mid-outage) is ended,
    // so its row locks do not outlive the outage.
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
    // The few long reads a request starts on purpose (the admin's CSV export batches).
    DATABASE_LONG_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300000),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAILS: csv,
    TRUSTED_ORIGINS: csv,
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    // One SMTP step (connect, greeting, any silence mid-conversation) slower than this fails the
    // attempt; the outbox retries it with backoff. nodemailer's own defaults wait up to 10 minutes.
    SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
    MAIL_FROM: z.string().default('Moonlit Tales <stories@moonlit.local>'),
    SUPPORT_EMAIL: z.email().default('support@moonlit.local'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    // Which payment provider runs: see resolvePayments below for the default.
    PAYMENTS: optionalString.pipe(z.enum(['stripe', 'sandbox']).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    // One Stripe request; the SDK retries twice more, so a user waits up to about 3x this.
    STRIPE_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
    // Fallback price ids per plan when Stripe's catalogue has no lookup_key / plan_key metadata.
    STRIPE_PRICE_STARTER: optionalString,
    STRIPE_PRICE_STARTER_ANNUAL: optionalString,
    STRIPE_PRICE_PREMIUM: optionalString,
    STRIPE_PRICE_PREMIUM_ANNUAL: optionalString,
    STRIPE_PRICE_FAMILY: optionalString,
    STRIPE_PRICE_FAMILY_ANNUAL: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url().optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: z.string().default('gpt-4o-mini'),
    LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
    LLM_JUDGE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // With the judge, OpenAI's moderation endpoint too: `auto` asks it only at api.openai.com.
    LLM_MODERATION: z.enum(['auto', 'true', 'false']).default('auto'),
    // Narration: `Name=Respelling;…` so the voice says children's names well (issue 9).
    TTS_PRONUNCIATIONS: z.string().default(''),
    TTS_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
    AUDIO_WAIT_MS: z.coerce.number().int().min(0).default(60000),
    // Which voice narrates: Flite on this machine (default, offline) or a cloud voice.
    TTS_PROVIDER: z.enum(['local', 'openai', 'elevenlabs']).default('local'),
    TTS_TIMEOUT_MS: z.coerce.number().int().positive().default(120000),
    OPENAI_API_KEY: optionalString,
    TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
    TTS_VOICE: z.string().default('sage'),
    TTS_BASE_URL: z.url().default('https://api.openai.com/v1'),
    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_VOICE_ID: optionalString,
    ELEVENLABS_MODEL: z.string().default('eleven_multilingual_v2'),
    ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
    // Audio files in an S3-compatible bucket instead of DATA_DIR/audio (when S3_BUCKET is set).
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Temporary credentials (an IAM role's session): sent and signed as X-Amz-Security-Token.
    S3_SESSION_TOKEN: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // A player keeps using the signed URL for its Range requests while it plays: outlast a long story.
    S3_URL_EXPIRES_SECONDS: z.coerce.number().int().min(60).max(604800).default(3600),
    // The daily story's calendar: which date is "today" (issue 11).
    APP_TIMEZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Paris'),
    RUN_WORKER: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    // A narration or daily-story job whose worker died is run again this long after its last
    // heartbeat (renewed every quarter of it), not after the job's expiry (issue 28).
    JOB_LEASE_SECONDS: z.coerce.number().int().min(4).max(300).default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Failed sign-ins per e-mail before each further attempt waits (15 s, doubling up to the max).
    RATE_LIMIT_SIGNIN_FAILURES: z.coerce.number().int().positive().default(8),
    RATE_LIMIT_SIGNIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(15).max(3600).default(300),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    RATE_LIMIT_SIGNUPS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    // Admin bearer tokens one admin may be issued per window (each Admin Panel tab takes one).
    RATE_LIMIT_ADMIN_TOKENS: z.coerce.number().int().positive().default(20),
    // Story and narration requests per user per window, whatever their outcome: credits bound
    // what is made, this bounds what is tried (refunded failures, refusals) against the writer.
    RATE_LIMIT_GENERATIONS: z.coerce.number().int().positive().default(60),
    // How many reverse proxies in front of us append to X-Forwarded-For: `false`/`0` (default,
    // the header is ignored), `true` (= 1) or a hop count. See platform/http/client-address.ts.
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxy hops')
      .optional()
      .transform((v) => (v === undefined || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
    // The per-turn request gate (platform/per-turn.ts, decision 020): `auto` holds each request to
    // the end of its event-loop turn on PGlite only (answers leave in bursts, one wake-up of a
    // same-host client per burst); `on`/`off` force it either way on either database.
    REQUEST_GATE: z.enum(['auto', 'on', 'off']).default('auto'),
    // Under 10 s: the whole shutdown (grace, then in-flight requests, jobs, database) must fit in it.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(8000).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.SMTP_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'is required in production (mail would otherwise never leave the machine)',
        });
      if (!env.AUTH_SECRET)
        ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    if (!resolvePayments(env))
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message:
          'is required in production: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to take real payments, or PAYMENTS=sandbox to run the test-mode sandbox on purpose',
      });
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENTS=stripe',
      });
    if (env.TTS_PROVIDER === 'openai' && !env.OPENAI_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when TTS_PROVIDER=openai',
      });
    if (env.TTS_PROVIDER === 'elevenlabs')
      for (const key of ['ELEVENLABS_API_KEY', 'ELEVENLABS_VOICE_ID'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when TTS_PROVIDER=elevenlabs' });
    if (env.S3_BUCKET)
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' });
    if (env.DATABASE_QUERY_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_QUERY_TIMEOUT_MS'],
        message:
          'must be longer than DATABASE_STATEMENT_TIMEOUT_MS (the server cancels a slow statement first, keeping its connection)',
      });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
  });

export type TEnv = z.infer<typeof ZEnv>;
export type TPayments = 'stripe' | 'sandbox';

/**
 * PAYMENTS when set; else Stripe when STRIPE_SECRET_KEY is set; else the sandbox, but never
 * silently in production (null: start-up fails), where the sandbox would give plans away.
 */
function resolvePayments(env: Pick<TEnv, 'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'NODE_ENV'>): TPayments | null {
  if (env.PAYMENTS) return env.PAYMENTS;
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.NODE_ENV === 'production' ? null : 'sandbox';
}

export interface Config extends Omit<
  TEnv,
  'PUBLIC_URL' | 'AUTH_SECRET' | 'RUN_WORKER' | 'PAYMENTS' | 'SHUTDOWN_GRACE_MS'
> {
  PUBLIC_URL: string;
  PAYMENTS: TPayments;
  /** How long a stopping server keeps serving (health says 503) before it stops accepting. */
  SHUTDOWN_GRACE_MS: number;
  AUTH_SECRET: string;
  RUN_WORKER: boolean;
  isProduction: boolean;
  /** PGlite (embedded) when no DATABASE_URL is set. */
  embeddedDb: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads `.env` when present (real environment variables win), then validates. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, readDotEnv = true): Config {
  if (readDotEnv && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: env.AUTH_SECRET ?? devSecret(dataDir),
    embeddedDb: !env.DATABASE_URL,
    // With PGlite the one process that owns the data directory must also run the jobs.
    RUN_WORKER: env.RUN_WORKER ?? true,
    isProduction: env.NODE_ENV === 'production',
    PAYMENTS: resolvePayments(env) ?? 'sandbox', // null was refused above
    // Production: long enough for a load balancer to see the 503 and move traffic away.
    SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? 5000 : 200),
  };
}

/** Outside production a random secret is made once and kept beside the data, so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Whether the HTTP layer gathers each turn's requests (REQUEST_GATE): `auto` follows the
 * database, since on PostgreSQL the cache fence's round trip already gathers them and the extra
 * turn cost 20-30% of the read rate there (decision 020).
 */
export function requestGateOn(config: Pick<Config, 'REQUEST_GATE' | 'embeddedDb'>): boolean {
  return config.REQUEST_GATE === 'auto' ? config.embeddedDb : config.REQUEST_GATE === 'on';
}

/** What the browser may know about the configuration (GET /api/config). */
export function publicConfig(config: Config) {
  return {
    appName: 'Moonlit Tales',
    googleEnabled: Boolean(config.GOOGLE_CLIENT_ID),
    supportMailto: `mailto:${config.SUPPORT_EMAIL}`,
    devMailbox: !config.isProduction && !config.SMTP_URL,
    paymentsMode: config.PAYMENTS,
    // Who receives what a parent types (the privacy sentences of the story form and account page).
    storyWriterHost: config.LLM_BASE_URL ? new URL(config.LLM_BASE_URL).host : null,
    voiceHost:
      config.TTS_PROVIDER === 'openai'
        ? new URL(config.TTS_BASE_URL).host
        : config.TTS_PROVIDER === 'elevenlabs'
          ? 'api.elevenlabs.io'
          : null,
  };
}
