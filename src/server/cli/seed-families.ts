import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { STORY_THEMES } from '../../shared/constants.js';
import { PLAN_CATALOGUE } from '../../shared/plans.js';
import { writeLocalStory } from '../features/stories/engine/index.js';
import { hashPassword } from '../features/identity/password.js';
import type { Db } from '../platform/db/client.js';
import { subscriptions } from '../platform/db/schema/billing.js';
import { accounts, users } from '../platform/db/schema/identity.js';
import { children, stories } from '../platform/db/schema/stories.js';

export interface SeedOptions {
  families: number;
  storiesPerFamily: number;
  /** Accounts are `${emailPrefix}-${n}@seed.moonlit.local`, n from 1. */
  emailPrefix: string;
  password: string;
  now?: Date;
}

export interface SeedResult {
  emails: string[];
  stories: number;
}

const CHILD_NAMES = ['Mia', 'Leo'] as const;
/** Rows per INSERT: large enough to be fast, small enough for PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;
const DAY_MS = 86_400_000;

export const seedEmail = (prefix: string, n: number) => `${prefix}-${n}@seed.moonlit.local`;

/** A few real stories from the local engine per child name and theme, reused across families. */
function storyTemplates() {
  const themes = STORY_THEMES.slice(0, 12);
  return CHILD_NAMES.map((childName) =>
    themes.map((theme, i) => ({
      theme,
      ...writeLocalStory({
        childName,
        age: 5,
        readingLevel: 'beginner',
        interests: ['stars'],
        fears: [],
        theme,
        storyLength: 'medium',
        seed: i + 1,
      }),
    })),
  );
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Fills a database with verified families on the Family plan, two children each, and a story a
 * night going back `storiesPerFamily` nights (issue 14's figures). Every family signs in with the
 * same password (hashed once). Refuses when one of the accounts already exists, writing nothing.
 */
export async function seedFamilies(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const emails = Array.from({ length: options.families }, (_, i) => seedEmail(options.emailPrefix, i + 1));
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails.slice(0, 1)));
  if (taken.length > 0)
    throw new Error(`${taken[0]?.email} already exists: choose another --email-prefix for a new set.`);
  const passwordHash = await hashPassword(options.password);
  const templates = storyTemplates();
  const plan = PLAN_CATALOGUE.family;
  const userRows = emails.map((email, i) => ({
    id: randomUUID(),
    name: `Seed Parent ${i + 1}`,
    email,
    emailVerified: true,
    createdAt: new Date(now.getTime() - (options.storiesPerFamily + 1) * DAY_MS),
  }));
  const childRows = userRows.flatMap((u) =>
    CHILD_NAMES.map((name, k) => ({
      id: randomUUID(),
      userId: u.id,
      name,
      age: 4 + k * 2,
      readingLevel: 'beginner',
      storyTone: 'magical',
      interests: ['stars'],
    })),
  );
  await db.transaction(async (tx) => {
    await inBatches(userRows, (b) => tx.insert(users).values(b));
    await inBatches(
      userRows.map((u) => ({
        id: randomUUID(),
        accountId: u.id,
        providerId: 'credential',
        userId: u.id,
        password: passwordHash,
      })),
      (b) => tx.insert(accounts).values(b),
    );
    await inBatches(
      userRows.map((u) => ({
        id: `sub_seed_${u.id}`,
        userId: u.id,
        customerId: `cus_seed_${u.id}`,
        status: 'active',
        planKey: 'family',
        priceId: 'price_seed_family',
        priceCents: plan.priceCents,
        interval: plan.interval ?? 'month',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      })),
      (b) => tx.insert(subscriptions).values(b),
    );
    await inBatches(childRows, (b) => tx.insert(children).values(b));
  });
  // Stories in their own batches (a family of 730 nights is 730 rows): one story a night,
  // alternating children and cycling themes.
  let written = 0;
  for (let f = 0; f < userRows.length; f++) {
    const user = userRows[f]!;
    const rows = Array.from({ length: options.storiesPerFamily }, (_, night) => {
      const k = night % CHILD_NAMES.length;
      const child = childRows[f * CHILD_NAMES.length + k]!;
      const forChild = templates[k]!;
      const template = forChild[(night + f) % forChild.length]!;
      return {
        userId: user.id,
        childId: child.id,
        childName: child.name,
        title: `${template.title} (night ${options.storiesPerFamily - night})`,
        content: template.content,
        theme: template.theme,
        storyType: 'personalized_text',
        storyLength: 'medium',
        wordCount: template.wordCount,
        readingTime: template.readingTime,
        seed: night + 1,
        writer: 'local',
        createdAt: new Date(now.getTime() - night * DAY_MS - f * 1_000),
      };
    });
    await inBatches(rows, (b) => db.insert(stories).values(b));
    written += rows.length;
  }
  return { emails, stories: written };
}
