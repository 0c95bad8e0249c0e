import {
  and,
  arrayContains,
  desc,
  eq,
  isNotNull,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import {
  STORY_EXCERPT_LENGTH,
  type TStory,
  type TStoryListQuery,
  type TStoryPage,
  type TStorySummary,
} from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/identity.js';
import { stories } from '../../platform/db/schema/stories.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/input.js';
import { toStory } from './repository.js';

/**
 * The library, one page at a time (issue 14). Newest first on the keyset (created_at, id): a
 * cursor names the last story a page showed, and the next page starts strictly after it, so a
 * story written between two page loads neither repeats nor pushes another one out.
 *
 * The cursor carries created_at as PostgreSQL printed it: timestamps have microseconds, which a
 * JavaScript Date would round away (and then a page boundary could skip or repeat a story).
 * Indexes (0013_story_list_indexes.sql): (user_id, created_at, id), the same after child_id and
 * after theme, and partial ones for with/without audio, each read backwards.
 */

interface Position {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** A cursor we did not make (or a damaged one) is a 400, never a database error. */
export function decodeCursor(cursor: string): Position {
  const invalid = () =>
    AppError.validation(STORY_MESSAGES.pageCursorInvalid, { cursor: STORY_MESSAGES.pageCursorInvalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string') throw invalid();
  if (!TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt.replace(' ', 'T'))) || !isUuid(id))
    throw invalid();
  return { createdAt, id };
}

/** The filters, in SQL: every one of them narrows an index range or a partial index. */
function whereOf(userId: string, query: Omit<TStoryListQuery, 'limit'>): SQL | undefined {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  return and(
    eq(stories.userId, userId),
    // A story for siblings is shelved with the first child and found under each of them.
    query.childId
      ? or(eq(stories.childId, query.childId), arrayContains(stories.siblingIds, [query.childId]))
      : undefined,
    query.theme ? eq(stories.theme, query.theme) : undefined,
    query.audio === 'with'
      ? isNotNull(stories.audio)
      : query.audio === 'without'
        ? isNull(stories.audio)
        : undefined,
    after
      ? sql`(${stories.createdAt}, ${stories.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

const newestFirst = [desc(stories.createdAt), desc(stories.id)];

interface SummaryJson {
  id: string;
  title: string;
  childId: string | null;
  childName: string;
  theme: string;
  createdAt: string;
  readingTime: number;
  audioUrl: string | null;
  duration: number | null;
  hasAudio: boolean;
  voiceNames: string[];
  excerpt: string;
}

function toSummary(row: SummaryJson): TStorySummary {
  return {
    id: row.id,
    title: row.title,
    childId: row.childId,
    childName: row.childName,
    theme: row.theme,
    createdAt: new Date(row.createdAt).toISOString(),
    readingTime: row.readingTime,
    audio: { hasAudio: row.hasAudio, duration: row.duration, audioUrl: row.audioUrl },
    ...(row.voiceNames.length > 0 ? { voiceNames: row.voiceNames } : {}),
    cover: null,
    excerpt: row.excerpt,
  };
}

export function createLibrary(db: Db) {
  /**
   * One page of summaries and the family's themes, in ONE statement (the read's one round trip
   * after the session): both are built as JSON by the database, beside the user's own row.
   * One row more than asked tells whether another page follows.
   */
  /** The statement: the page's summaries and the family's themes, beside the user's own row. */
  function pageStatement(userId: Placeholder | string, where: SQL | undefined, limit: Placeholder | number) {
    const pageRows = db
      .select({
        id: stories.id,
        title: stories.title,
        childId: stories.childId,
        childName: stories.childName,
        theme: stories.theme,
        createdAt: stories.createdAt,
        readingTime: stories.readingTime,
        audioUrl: sql`${stories.audio}->>'audioUrl'`.as('audio_url'),
        duration: sql`(${stories.audio}->>'duration')::float8`.as('duration'),
        hasAudio: sql`${stories.audio} is not null`.as('has_audio'),
        voiceNames: sql`jsonb_path_query_array(${stories.voices}, '$[*].name')`.as('voice_names'),
        excerpt: sql`left(${stories.content}, ${STORY_EXCERPT_LENGTH})`.as('excerpt'),
      })
      .from(stories)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .as('p');
    const themes = db
      .selectDistinct({ theme: stories.theme })
      .from(stories)
      .where(eq(stories.userId, userId))
      .as('t');
    return db
      .select({
        page: sql<SummaryJson[]>`(select coalesce(json_agg(json_build_object(
            'id', p.id, 'title', p.title, 'childId', p.child_id, 'childName', p.child_name,
            'theme', p.theme, 'createdAt', p.created_at, 'readingTime', p.reading_time,
            'audioUrl', p.audio_url, 'duration', p.duration, 'hasAudio', p.has_audio,
            'voiceNames', p.voice_names, 'excerpt', p.excerpt
          ) order by p.created_at desc, p.id desc), '[]'::json) from ${pageRows})`,
        themes: sql<
          string[]
        >`(select coalesce(json_agg(t.theme order by t.theme), '[]'::json) from ${themes})`,
      })
      .from(users)
      .where(eq(users.id, userId));
  }

  // Opening the library (no filter, no cursor) is the read every parent makes: prepared once, so
  // PostgreSQL plans it once per connection instead of on every read (planning cost more than
  // running it: 1.8 ms against 1.3 ms for a 200-story family).
  const userParam = sql.placeholder('userId');
  const openingPage = pageStatement(
    userParam,
    eq(stories.userId, userParam),
    sql.placeholder('limit'),
  ).prepare('library_opening_page');

  /**
   * One page of summaries and the family's themes, in ONE statement (the read's one round trip
   * after the session): both are built as JSON by the database, beside the user's own row.
   * One row more than asked tells whether another page follows.
   */
  async function page(userId: string, query: TStoryListQuery): Promise<TStoryPage> {
    const opening = !query.cursor && !query.childId && !query.theme && !query.audio;
    const [row] = opening
      ? await openingPage.execute({ userId, limit: query.limit + 1 })
      : await pageStatement(userId, whereOf(userId, query), query.limit + 1);
    const rows = row?.page ?? [];
    const shown = rows.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      data: shown.map(toSummary),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      themes: row?.themes ?? [],
    };
  }

  /**
   * GET /api/stories/all keeps the spec's shape ({ data: Story[] }, full stories) for the first
   * page; `nextCursor` says whether more exist (the list endpoint pages through them).
   */
  async function firstFullPage(
    userId: string,
    limit: number,
  ): Promise<{ data: TStory[]; nextCursor: string | null }> {
    const rows = await db
      // The same ISO spelling, microseconds kept, as the summaries' JSON carries.
      .select({ story: stories, position: sql<string>`to_json(${stories.createdAt}) #>> '{}'` })
      .from(stories)
      .where(eq(stories.userId, userId))
      .orderBy(...newestFirst)
      .limit(limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      data: shown.map((r) => toStory(r.story)),
      nextCursor:
        rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.story.id }) : null,
    };
  }

  return { page, firstFullPage };
}

export type Library = ReturnType<typeof createLibrary>;
