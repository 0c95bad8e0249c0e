import { and, desc, eq, not, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TStoryLength, TStoryType } from '../../../shared/constants.js';
import { RECORDED_VOICE_ID, recordingAudioPath, type TStoredVoice } from '../../../shared/recordings.js';
import { keyTimings, storyDocument, type TStoryDocument } from '../../../shared/story-document.js';
import type { TRecordedVoice, TStory, TStoryAudio } from '../../../shared/stories.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { children, stories, storyIdempotency } from '../../platform/db/schema/stories.js';
import { isUuid } from '../../platform/http/input.js';
import { FAMILY_MEMORY_SIZE, STORY_MEMORY_SIZE } from './memory.js';
import type { StoryMemory } from './writer/types.js';

export type StoryRow = typeof stories.$inferSelect;

/** The story's document: as saved, or (saved before 0031) read through the same splitter. */
const documentOf = (row: Pick<StoryRow, 'document' | 'content'>): TStoryDocument =>
  row.document ?? storyDocument(row.content);

/** Timings keyed to the document's sentences, unless every one already is. */
function keyed<T extends { text: string; sentenceId?: string }>(
  timings: T[] | undefined,
  document: () => TStoryDocument,
): T[] | undefined {
  if (!timings || timings.every((t) => t.sentenceId !== undefined)) return timings;
  return keyTimings(document(), timings);
}

/** A finished recording as the story's own audio object, so the same player plays it. */
function recordedVoice(voice: TStoredVoice, document: () => TStoryDocument): TRecordedVoice {
  return {
    id: voice.id,
    name: voice.name,
    audio: {
      audioUrl: recordingAudioPath(voice.id),
      mimeType: 'audio/mpeg',
      delivery: 'url',
      duration: voice.duration,
      size: voice.size,
      voiceId: RECORDED_VOICE_ID,
      timings: keyed(voice.timings, document),
    },
  };
}
export type NewStoryRow = typeof stories.$inferInsert;

/** Spec §3 Story; `audio` is left out (not null) when the story has none. */
export function toStory(row: StoryRow): TStory {
  const story: TStory = {
    id: row.id,
    childId: row.childId,
    childName: row.childName,
    title: row.title,
    content: row.content,
    theme: row.theme,
    setting: row.setting,
    storyType: row.storyType as TStoryType,
    storyLength: row.storyLength as TStoryLength,
    wordCount: row.wordCount,
    readingTime: row.readingTime,
    createdAt: row.createdAt.toISOString(),
  };
  // Narrations and recordings are keyed when saved; those made before 0031 are keyed here.
  const document = () => documentOf(row);
  if (row.audio) story.audio = { ...row.audio, timings: keyed(row.audio.timings, document) };
  // Recorded family voices (issue 29): each plays from its own owner-checked URL.
  if (row.voices.length > 0) story.voices = row.voices.map((voice) => recordedVoice(voice, document));
  return story;
}

/** One story with its document (the reader's, narration's and the book's one text). */
export const toStoryWithDocument = (row: StoryRow): TStory => ({
  ...toStory(row),
  document: documentOf(row),
});

const newestFirst = [desc(stories.createdAt), desc(stories.id)];

/**
 * Story rows; every statement filters by user id, so another user's story is never found.
 * `onWrite` hears every change to a user's stories (the read cache forgets that user).
 */
export function createStoryRepository(db: Db, onWrite: (userId: string) => void = () => undefined) {
  /**
   * The child's stories, or null when the user has no such child: ONE statement, the child
   * joined with its stories (a child with none gives one row with no story).
   */
  async function listForChild(userId: string, childId: string): Promise<TStory[] | null> {
    if (!isUuid(childId)) return null;
    const rows = await db
      .select({ story: stories })
      .from(children)
      .leftJoin(
        stories,
        and(
          eq(stories.userId, children.userId),
          // Shelved with this child, or a story for siblings this child was in.
          or(eq(stories.childId, children.id), sql`${stories.siblingIds} @> ARRAY[${children.id}]`),
        ),
      )
      .where(and(eq(children.id, childId), eq(children.userId, userId)))
      .orderBy(...newestFirst);
    if (rows.length === 0) return null;
    return rows.flatMap((r) => (r.story ? [toStory(r.story)] : []));
  }

  async function find(userId: string, storyId: string): Promise<TStory | null> {
    if (!isUuid(storyId)) return null;
    const [row] = await db
      .select()
      .from(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
    return row ? toStoryWithDocument(row) : null;
  }

  /** A story by id alone, whoever wrote it, with its owner: for callers that decided who may ask. */
  async function findAny(storyId: string): Promise<{ userId: string; story: TStory } | null> {
    if (!isUuid(storyId)) return null;
    const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
    return row ? { userId: row.userId, story: toStoryWithDocument(row) } : null;
  }

  /**
   * Puts a narration's audio on the story, in the caller's transaction (narration's, which also
   * marks its job ready and settles the credit): the stories feature is the one writer of stories.
   */
  async function saveAudio(tx: Tx, storyId: string, audio: TStoryAudio): Promise<void> {
    await tx.update(stories).set({ audio }).where(eq(stories.id, storyId));
  }

  async function findByIdempotencyKey(userId: string, key: string): Promise<TStory | null> {
    const [row] = await db
      .select()
      .from(stories)
      .where(and(eq(stories.userId, userId), eq(stories.idempotencyKey, key)));
    // A retry's answer is the first one's, document and all.
    return row ? toStoryWithDocument(row) : null;
  }

  /**
   * Saves the story and, when it answers an idempotency key, marks the key's claim as done;
   * `alsoInTx` runs in the same transaction (the credit that paid for it is settled there, so a
   * saved story and its settled credit exist together or not at all).
   */
  async function insert(
    values: NewStoryRow,
    alsoInTx?: (tx: Tx, storyId: string) => Promise<void>,
  ): Promise<TStory> {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(stories)
        .values({ ...values, document: values.document ?? storyDocument(values.content) })
        .returning();
      if (inserted && alsoInTx) await alsoInTx(tx, inserted.id);
      if (inserted && values.idempotencyKey) {
        await tx
          .update(storyIdempotency)
          .set({ storyId: inserted.id })
          .where(
            and(eq(storyIdempotency.userId, values.userId), eq(storyIdempotency.key, values.idempotencyKey)),
          );
      }
      return inserted;
    });
    if (!row) throw new Error('story insert returned no row');
    onWrite(values.userId);
    return toStoryWithDocument(row);
  }

  async function remove(userId: string, storyId: string): Promise<boolean> {
    if (!isUuid(storyId)) return false;
    const rows = await db
      .delete(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
      .returning({ id: stories.id });
    if (rows.length > 0) onWrite(userId);
    return rows.length > 0;
  }

  /**
   * What the child heard lately (their last STORY_MEMORY_SIZE stories, siblings' shared stories
   * included) and, in the same statement, the plots the rest of the family heard lately: the
   * parent reads every child's story, so a brother's plot is not told to his sister tonight.
   * Read by every story's run: prepared once (issue 31).
   */
  const heardBy = sql`(${stories.childId} = ${sql.placeholder('childId')} or ${stories.siblingIds} @> ${sql.placeholder('childIds')})`;
  const memoryColumns = {
    own: sql<boolean>`true`.as('own'),
    planId: stories.planId,
    title: stories.title,
    sentenceKeys: stories.sentenceKeys,
  };
  const memoryStatement = unionAll(
    db
      .select(memoryColumns)
      .from(stories)
      .where(and(eq(stories.userId, sql.placeholder('userId')), heardBy))
      .orderBy(...newestFirst)
      .limit(STORY_MEMORY_SIZE),
    db
      .select({
        ...memoryColumns,
        own: sql<boolean>`false`.as('own'),
        sentenceKeys: sql<string[]>`'[]'::jsonb`,
      })
      .from(stories)
      .where(and(eq(stories.userId, sql.placeholder('userId')), not(heardBy)))
      .orderBy(...newestFirst)
      .limit(FAMILY_MEMORY_SIZE),
  ).prepare('story_memory');

  async function memoryFor(userId: string, childId: string): Promise<StoryMemory> {
    // The array as node-postgres and PGlite both send a uuid[] parameter: a Postgres array literal.
    const rows = await memoryStatement.execute({ userId, childId, childIds: `{${childId}}` });
    const mine = rows.filter((r) => r.own);
    return {
      planIds: mine.flatMap((r) => (r.planId === null ? [] : [r.planId])),
      titles: mine.map((r) => r.title),
      sentenceKeys: mine.flatMap((r) => r.sentenceKeys),
      familyPlanIds: rows.flatMap((r) => (r.own || r.planId === null ? [] : [r.planId])),
    };
  }

  return { listForChild, find, findAny, saveAudio, findByIdempotencyKey, insert, remove, memoryFor };
}

export type StoryRepository = ReturnType<typeof createStoryRepository>;
