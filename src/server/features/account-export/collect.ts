import { arrayContains, asc, eq, sql } from 'drizzle-orm';
import { FAMILY_EXPORT_FORMAT, ZFamilyExport, type TFamilyExport } from '../../../shared/account-export.js';
import type { Db } from '../../platform/db/client.js';
import {
  accounts,
  billingCustomers,
  bedtimeFeedback,
  children,
  creditReservations,
  creditUsage,
  dailyStories,
  dailyStoryViews,
  mail,
  payments,
  sessions,
  stories,
  storyAudioJobs,
  storyShares,
  subscriptions,
  userActivityDays,
  users,
} from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { collectBooks } from './books.js';
import { collectRecordings } from './recordings.js';
import { collectSeries } from './series.js';
import { collectStoryRequests } from './briefs.js';

/** One narrated story's file in the store, and where it goes in the archive. */
export interface ExportAudio {
  storyId: string;
  /** The audio store's key (<content hash>.mp3). */
  key: string;
  entry: string;
}

export interface FamilyData {
  json: TFamilyExport;
  audio: ExportAudio[];
}

const isoOf = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Reads every row that belongs to one family. Each query filters by the user id in SQL (the only
 * way in), and each picks its columns: a password hash, session or provider token, verification
 * code or the story's idempotency key is never selected, so it cannot leak into the file.
 */
export async function collectFamily(db: Db, userId: string, now: Date): Promise<FamilyData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.unauthenticated();
  const [signIns, browsers, days, customer, subs, paid, kids, storyRows, usage, spent, plays, mails, nights] =
    await Promise.all([
      db
        .select({ provider: accounts.providerId, linkedAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      db
        .select({ day: userActivityDays.day })
        .from(userActivityDays)
        .where(eq(userActivityDays.userId, userId))
        .orderBy(asc(userActivityDays.day)),
      db
        .select({
          provider: billingCustomers.provider,
          customerId: billingCustomers.customerId,
          createdAt: billingCustomers.createdAt,
        })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId)),
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.paidAt)),
      db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.createdAt)),
      db
        .select({ story: stories, job: storyAudioJobs })
        .from(stories)
        .leftJoin(storyAudioJobs, eq(storyAudioJobs.storyId, stories.id))
        .where(eq(stories.userId, userId))
        .orderBy(asc(stories.createdAt), asc(stories.id)),
      db
        .select()
        .from(creditUsage)
        .where(eq(creditUsage.userId, userId))
        .orderBy(asc(creditUsage.windowStart)),
      db
        .select({
          kind: creditReservations.kind,
          state: creditReservations.state,
          storyId: creditReservations.storyId,
          createdAt: creditReservations.createdAt,
          finishedAt: creditReservations.finishedAt,
        })
        .from(creditReservations)
        .where(eq(creditReservations.userId, userId))
        .orderBy(asc(creditReservations.createdAt)),
      db
        .select({
          storyId: dailyStoryViews.storyId,
          title: dailyStories.title,
          viewedAt: dailyStoryViews.viewedAt,
          playedAt: dailyStoryViews.playedAt,
        })
        .from(dailyStoryViews)
        .innerJoin(dailyStories, eq(dailyStories.id, dailyStoryViews.storyId))
        .where(eq(dailyStoryViews.userId, userId))
        .orderBy(asc(dailyStoryViews.viewedAt)),
      // The outbox is keyed by address: the account's own address is the filter. Only the subject
      // is read; bodies hold sign-in and reset links.
      db
        .select({
          subject: sql<string>`${mail.message}->>'subject'`,
          status: mail.status,
          createdAt: mail.createdAt,
          sentAt: mail.sentAt,
        })
        .from(mail)
        .where(arrayContains(mail.to, [user.email]))
        .orderBy(asc(mail.createdAt)),
      db
        .select({
          childId: bedtimeFeedback.childId,
          storyId: bedtimeFeedback.storyId,
          outcome: bedtimeFeedback.outcome,
          createdAt: bedtimeFeedback.createdAt,
        })
        .from(bedtimeFeedback)
        .where(eq(bedtimeFeedback.userId, userId))
        .orderBy(asc(bedtimeFeedback.createdAt)),
    ]);

  // Share links: which story, when, until when, turned off when (never the token: it is not kept).
  const links = await db
    .select({
      id: storyShares.id,
      storyId: storyShares.storyId,
      createdAt: storyShares.createdAt,
      expiresAt: storyShares.expiresAt,
      revokedAt: storyShares.revokedAt,
    })
    .from(storyShares)
    .where(eq(storyShares.userId, userId))
    .orderBy(asc(storyShares.createdAt));

  const audio: ExportAudio[] = [];
  const audioFiles: TFamilyExport['audioFiles'] = [];
  for (const { story, job } of storyRows) {
    if (!story.audio) continue;
    const key = job?.status === 'ready' && job.contentKey ? `${job.contentKey}.mp3` : null;
    const entry = key ? `audio/${story.id}.mp3` : null;
    if (key && entry) audio.push({ storyId: story.id, key, entry });
    audioFiles.push({
      storyId: story.id,
      file: entry,
      size: story.audio.size ?? null,
      duration: story.audio.duration ?? null,
      voiceId: story.audio.voiceId ?? null,
    });
  }

  const voices = await collectRecordings(db, userId);
  audio.push(...voices.audio);

  const json: TFamilyExport = {
    format: FAMILY_EXPORT_FORMAT,
    exportedAt: isoOf(now),
    account: {
      id: user.id,
      email: user.email,
      displayName: user.name,
      emailVerified: user.emailVerified,
      photoURL: user.image,
      role: user.role,
      timeZone: user.timeZone,
      preferences: user.preferences,
      createdAt: isoOf(user.createdAt),
      updatedAt: isoOf(user.updatedAt),
      lastActiveAt: isoOrNull(user.lastActiveAt),
      signInMethods: signIns.map((a) => ({ provider: a.provider, linkedAt: isoOf(a.linkedAt) })),
      sessions: browsers.map((s) => ({
        createdAt: isoOf(s.createdAt),
        expiresAt: isoOf(s.expiresAt),
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
      })),
      activeDays: days.map((d) => d.day),
    },
    billing: {
      customer: customer[0] ? { ...customer[0], createdAt: isoOf(customer[0].createdAt) } : null,
      subscriptions: subs.map((s) => ({
        id: s.id,
        status: s.status,
        planKey: s.planKey,
        priceCents: s.priceCents,
        interval: s.interval,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        currentPeriodStart: isoOrNull(s.currentPeriodStart),
        currentPeriodEnd: isoOrNull(s.currentPeriodEnd),
        trialStart: isoOrNull(s.trialStart),
        trialEnd: isoOrNull(s.trialEnd),
        canceledAt: isoOrNull(s.canceledAt),
        createdAt: isoOf(s.createdAt),
      })),
      payments: paid.map((p) => ({
        invoiceId: p.invoiceId,
        subscriptionId: p.subscriptionId,
        planKey: p.planKey,
        amountCents: p.amountCents,
        currency: p.currency,
        paidAt: isoOf(p.paidAt),
      })),
    },
    children: kids.map((k) => ({
      id: k.id,
      name: k.name,
      age: k.age,
      readingLevel: k.readingLevel,
      storyTone: k.storyTone,
      interests: k.interests,
      favoriteCharacter: k.favoriteCharacter,
      fears: k.fears,
      pronouns: k.pronouns,
      createdAt: isoOf(k.createdAt),
      updatedAt: isoOf(k.updatedAt),
      bedtimeLearning: k.bedtimeLearning,
      bedtime: nights
        .filter((n) => n.childId === k.id)
        .map((n) => ({ storyId: n.storyId, outcome: n.outcome, at: isoOf(n.createdAt) })),
    })),
    stories: storyRows.map(({ story: s, job }) => ({
      id: s.id,
      childId: s.childId,
      childName: s.childName,
      title: s.title,
      content: s.content,
      theme: s.theme,
      setting: s.setting,
      storyType: s.storyType,
      storyLength: s.storyLength,
      wordCount: s.wordCount,
      readingTime: s.readingTime,
      writer: s.writer,
      seriesId: s.seriesId,
      chapter: s.chapter,
      createdAt: isoOf(s.createdAt),
      audio: s.audio
        ? {
            status: job?.status ?? null,
            file: audio.find((a) => a.storyId === s.id)?.entry ?? null,
            duration: s.audio.duration ?? null,
            voiceId: s.audio.voiceId ?? null,
          }
        : null,
    })),
    credits: {
      usage: usage.map((u) => ({
        day: u.day,
        kind: u.kind,
        childId: u.childKey === '' || u.childKey === '*' ? null : u.childKey,
        scope: u.childKey === '*' ? 'account' : u.childKey === '' ? 'plan' : 'child',
        used: u.used,
        windowStart: isoOf(u.windowStart),
        windowEnd: isoOf(u.windowEnd),
      })),
      spent: spent.map((r) => ({
        kind: r.kind,
        state: r.state,
        storyId: r.storyId,
        createdAt: isoOf(r.createdAt),
        finishedAt: isoOrNull(r.finishedAt),
      })),
    },
    dailyStoryPlays: plays.map((p) => ({
      storyId: p.storyId,
      title: p.title,
      viewedAt: isoOf(p.viewedAt),
      playedAt: isoOrNull(p.playedAt),
    })),
    mail: mails.map((m) => ({
      subject: m.subject,
      status: m.status,
      createdAt: isoOf(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
    })),
    audioFiles,
    books: await collectBooks(db, userId),
    series: await collectSeries(db, userId),
    storyRequests: await collectStoryRequests(db, userId),
    recordedVoices: voices.json,
    recordingInvitations: voices.invitations,
    shares: links.map((l) => ({
      id: l.id,
      storyId: l.storyId,
      createdAt: isoOf(l.createdAt),
      expiresAt: isoOf(l.expiresAt),
      revokedAt: isoOrNull(l.revokedAt),
    })),
  };
  // The shape is a promise to the parent (and to the test): checked before anything is sent.
  return { json: ZFamilyExport.parse(json), audio };
}
