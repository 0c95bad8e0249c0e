import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { BEDTIME_NOTICES, type TBedtimeOutcome } from '../../../shared/bedtime.js';
import { STORY_LENGTH_KEYS, type TStoryLength } from '../../../shared/constants.js';
import type { Db } from '../../platform/db/client.js';
import { bedtimeFeedback, stories } from '../../platform/db/schema/stories.js';
import { isUuid } from '../../platform/http/input.js';
import { firstName } from '../../../shared/children.js';

/** Only answers this recent speak for tonight: an answer from a month ago is a different child. */
const RECENT_DAYS = 14;
/** The newest answers read; two alike in a row are a pattern, one is a night. */
const RECENT_COUNT = 2;

export interface BedtimeAdjustment {
  storyLength: TStoryLength;
  storyTone?: 'calming';
  notice?: string;
}

/**
 * Tonight's story after the last nights' answers (newest first). Bounded: a story only ever gets
 * one step shorter than the parent asked, never below the shortest length, and a calmer tone
 * replaces the profile's; nothing is ever made longer or more exciting than the parent chose.
 */
export function adjustForBedtime(
  requested: TStoryLength,
  recent: readonly TBedtimeOutcome[],
  childName: string,
): BedtimeAdjustment {
  const name = firstName(childName);
  const lastTwo = recent.slice(0, RECENT_COUNT);
  const both = (o: TBedtimeOutcome) => lastTwo.length === RECENT_COUNT && lastTwo.every((x) => x === o);
  const step = STORY_LENGTH_KEYS.indexOf(requested);
  const shorter = step > 0 ? (STORY_LENGTH_KEYS[step - 1] as TStoryLength) : undefined;
  if (both('still_awake'))
    return shorter
      ? { storyLength: shorter, storyTone: 'calming', notice: BEDTIME_NOTICES.shorterAwake(name) }
      : { storyLength: requested, storyTone: 'calming', notice: BEDTIME_NOTICES.calmerAwake(name) };
  if (recent[0] === 'too_exciting')
    return { storyLength: requested, storyTone: 'calming', notice: BEDTIME_NOTICES.calmer(name) };
  if (both('asleep_before_end') && shorter)
    return { storyLength: shorter, notice: BEDTIME_NOTICES.shorterAsleep(name) };
  return { storyLength: requested };
}

/** The feedback rows: one answer per story and child, the newest tap wins. */
export function createBedtimeStore(db: Db) {
  /**
   * The story's children, the first one first (its siblings after it, issue 27), when the story
   * is this parent's; undefined when it is not. A deleted first child is left out.
   */
  async function storyChildren(userId: string, storyId: string): Promise<string[] | undefined> {
    if (!isUuid(storyId)) return undefined;
    const [row] = await db
      .select({ childId: stories.childId, siblingIds: stories.siblingIds })
      .from(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
    if (row === undefined) return undefined;
    return [row.childId, ...(row.siblingIds ?? [])].filter((id): id is string => id !== null);
  }

  async function outcomeOf(storyId: string, childId: string): Promise<TBedtimeOutcome | null> {
    const [row] = await db
      .select({ outcome: bedtimeFeedback.outcome })
      .from(bedtimeFeedback)
      .where(and(eq(bedtimeFeedback.storyId, storyId), eq(bedtimeFeedback.childId, childId)));
    return row?.outcome ?? null;
  }

  async function record(userId: string, storyId: string, childId: string, outcome: TBedtimeOutcome) {
    await db
      .insert(bedtimeFeedback)
      .values({ storyId, childId, userId, outcome })
      .onConflictDoUpdate({
        target: [bedtimeFeedback.storyId, bedtimeFeedback.childId],
        set: { outcome, createdAt: new Date() },
      });
  }

  /** The child's newest answers of the last two weeks, newest first. */
  // Read by every story's run: prepared once (issue 31).
  const recent = db
    .select({ outcome: bedtimeFeedback.outcome })
    .from(bedtimeFeedback)
    .where(
      and(
        eq(bedtimeFeedback.childId, sql.placeholder('childId')),
        gt(bedtimeFeedback.createdAt, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(bedtimeFeedback.createdAt))
    .limit(RECENT_COUNT)
    .prepare('bedtime_recent');

  async function recentFor(childId: string): Promise<TBedtimeOutcome[]> {
    const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
    const rows = await recent.execute({ childId, since });
    return rows.map((r) => r.outcome);
  }

  return { storyChildren, outcomeOf, record, recentFor };
}

export type BedtimeStore = ReturnType<typeof createBedtimeStore>;
