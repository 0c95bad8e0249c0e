import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { DataDirLockedError } from '../platform/db/lock.js';
import { migrate } from '../platform/db/migrate.js';
import { seedFamilies } from './seed-families.js';

const USAGE = `Usage: npm run seed -- --families N --stories-per-family M [--email-prefix family] [--password bedtime-stories]
   or: npm run seed -- --users 100000 [--stories 1000000] [--reset]   (the Admin Panel's many accounts)
Fills DATABASE_URL (PostgreSQL), or the PGlite database in DATA_DIR with the server stopped.`;

/** The Admin Panel's scale seed (issue 12): delegated to `npm run seed:users`' scripts/seed-users.ts. */
const ZUserArgs = z.object({
  users: z.coerce.number().int().min(1).max(10_000_000),
  stories: z.coerce.number().int().min(0).max(100_000_000).default(1_000_000),
  reset: z.boolean().default(false),
});

const ZArgs = z.object({
  families: z.coerce.number().int().min(1).max(100_000),
  'stories-per-family': z.coerce.number().int().min(0).max(5_000),
  'email-prefix': z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'email-prefix: lowercase letters, digits and dashes')
    .default('family'),
  password: z.string().min(8).max(128).default('bedtime-stories'),
});

/** `npm run seed`: verified families on the Family plan with a story a night (issue 14). */
async function main() {
  const { values } = parseArgs({
    options: {
      families: { type: 'string' },
      'stories-per-family': { type: 'string' },
      'email-prefix': { type: 'string' },
      password: { type: 'string' },
      users: { type: 'string' },
      stories: { type: 'string' },
      reset: { type: 'boolean' },
    },
  });
  const fail = (issues: z.core.$ZodIssue[]) => {
    console.error(`${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
    process.exit(2);
  };
  if (values.users !== undefined || values.stories !== undefined) {
    const parsedUsers = ZUserArgs.safeParse({
      users: values.users,
      stories: values.stories,
      reset: values.reset,
    });
    if (!parsedUsers.success) return fail(parsedUsers.error.issues);
    const { runUserSeed } = await import('../../../scripts/seed-users.js');
    const { reset, ...counts } = parsedUsers.data;
    return runUserSeed(counts, { reset });
  }
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) return fail(parsed.error.issues);
  const args = parsed.data;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.sql);
    const started = performance.now();
    const result = await seedFamilies(database.db, {
      families: args.families,
      storiesPerFamily: args['stories-per-family'],
      emailPrefix: args['email-prefix'],
      password: args.password,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.emails.length} families and ${result.stories} stories on ${database.kind} in ${seconds} s.`,
    );
    console.log(`Sign in as ${result.emails[0]} … ${result.emails.at(-1)} with password "${args.password}".`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
