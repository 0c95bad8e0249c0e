import { and, eq, like, ne } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { accounts, sessions, users, verifications } from '../../platform/db/schema/identity.js';
import { servedOverHttps } from '../../platform/http/middleware.js';
import type { Logger } from '../../platform/logger.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { passwordResetMail, verificationMail } from '../../platform/mail/templates.js';
import { existingAccountMail } from './existing-account-mail.js';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.js';
import { promoteConfiguredAdmin } from './admin-role.js';
import { boundedUserFields, identityInputRules } from './field-rules.js';
import { hashPassword, verifyPassword } from './password.js';
import { sendWelcomeOnce } from './welcome.js';
import { gateAuthStorage } from './auth-storage-gate.js';

export const IDENTITY_BASE_PATH = '/api/identity';
/**
 * The one header better-auth reads the client's address from. routes.ts sets it on every request
 * from our own resolution (TRUST_PROXY), after dropping any value the client sent.
 */
export const CLIENT_IP_HEADER = 'x-moonlit-client-ip';
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE = 60 * 60 * 24;

interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
}

/**
 * better-auth owns passwords, sessions, verification and reset tokens, and Google sign-in.
 * Verification is NOT required to hold a session (the spec sends unverified users on to
 * checkout); our guards and the route chooser enforce it instead.
 */
export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  const admins = new Set(config.ADMIN_EMAILS);
  const promote = (userId: string) => promoteConfiguredAdmin(db, admins, userId);
  const google = config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET;

  const auth = betterAuth({
    appName: 'Moonlit Tales',
    baseURL: config.PUBLIC_URL,
    basePath: IDENTITY_BASE_PATH,
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.PUBLIC_URL, ...config.TRUSTED_ORIGINS],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        timeZone: { type: 'string', input: true, required: false, defaultValue: 'UTC' },
      },
    },
    // No cookie cache: a signed copy of the user in a cookie would keep serving an old
    // verification, role or name. session.ts reads session + user in one query instead.
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      cookieCache: { enabled: false },
    },
    // Our own limiter (platform/http/attempts.ts) counts failures in the database, across servers.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: servedOverHttps(config),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: false,
      // Sign-up answers the same for a new and a taken address (issue 28): no session from it,
      // and better-auth then answers a taken address with a look-alike user instead of 422. The
      // client signs in with the new password next (sign-in works unverified, spec §4).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send([user.email], existingAccountMail(new URL('/login', config.PUBLIC_URL).toString()));
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // Opening the e-mailed reset link proves the address is theirs, as a verification link does.
      onPasswordReset: async ({ user }) => {
        if (user.emailVerified) return;
        await db
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await promote(user.id);
        await sendWelcomeOnce({ db, mailer, config }, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        // Only the newest link works: older outstanding reset tokens of this user are revoked.
        await db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, 'reset-password:%'),
              ne(verifications.identifier, `reset-password:${token}`),
            ),
          );
        // The spec's set-password step lives at /activate?mode=resetPassword&oobCode=…&email=…
        const url = new URL('/activate', config.PUBLIC_URL);
        url.searchParams.set('mode', 'resetPassword');
        url.searchParams.set('oobCode', token);
        url.searchParams.set('email', user.email);
        await mailer.send([user.email], passwordResetMail(user.name, url.toString()));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // Whatever the caller asked for, the link returns to the spec's /?emailVerified=true.
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/?emailVerified=true');
        await mailer.send([user.email], verificationMail(user.name, link.toString()));
      },
      afterEmailVerification: async (user) => {
        await promote(user.id);
        await sendWelcomeOnce({ db, mailer, config }, user.id);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Never admin at sign-up: the role waits for a verified address (admin-role.ts).
          before: async (user) => ({ data: { ...boundedUserFields(user), role: 'user' } }),
          // New Google users arrive verified: admin role (if configured) and welcome mail at once.
          after: async (user) => {
            if (!user.emailVerified) return;
            await promote(user.id);
            await sendWelcomeOnce({ db, mailer, config }, user.id);
          },
        },
        update: {
          before: async (data) => ({ data: boundedUserFields(data) }),
        },
      },
      session: {
        create: {
          // A verified user named in ADMIN_EMAILS after they signed up becomes admin at sign-in.
          after: async (session) => promote(session.userId),
        },
      },
    },
    hooks: { before: identityInputRules },
    plugins: [
      bearer(),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: config.GOOGLE_CLIENT_ID as string,
                  clientSecret: config.GOOGLE_CLIENT_SECRET as string,
                  discoveryUrl: `${config.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    logger: {
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[method]({ args }, `identity: ${message}`);
      },
    },
  });
  // better-auth's AsyncLocalStorage is switched off between its calls (auth-storage-gate.ts).
  return gateAuthStorage(auth);
}

export type Auth = ReturnType<typeof createAuth>;
