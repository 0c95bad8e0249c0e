import { READING_WORDS_PER_MINUTE } from '../../../shared/constants.js';
import { CHILD_MESSAGES, STORY_MESSAGES } from '../../../shared/messages.js';
import { joinNames, lengthForChildren } from '../../../shared/siblings.js';
import { ZStoryGenerateRequest, type TStory } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, errorBody } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { ChildFinder, StoryChild, StoryCredits } from './abilities.js';
import { adjustForBedtime, type BedtimeStore } from './bedtime.js';
import type { SavedBrief } from './brief-bus.js';
import { complete, fail, type BriefRow } from './brief-state.js';
import type { GenerationEvents } from './drafting.js';
import type { createDrafting } from './drafting.js';
import type { Idempotency } from './idempotency.js';
import type { StoryRepository } from './repository.js';
import { countWords } from './safety/readability.js';
import { chapterTaken, type SeriesChapterJob, type SeriesStore } from './series.js';
import { writerInput } from './writer-input.js';
import type { StoryWriterInput, WrittenStory } from './writer/types.js';
import { randomInt } from 'node:crypto';
import type { TStoryGenerateRequest } from '../../../shared/stories.js';

/** What a run writes from: the brief read back, its children and series found again. */
interface BriefJob {
  briefId: string;
  userId: string;
  child: StoryChild;
  siblings: StoryChild[];
  request: TStoryGenerateRequest;
  idempotencyKey: string | null;
  creditId: string;
  notices: string[];
  series?: SeriesChapterJob;
}

export interface BriefWriterDeps {
  db: Db;
  children: ChildFinder;
  credits: Pick<StoryCredits, 'release' | 'settle'>;
  repository: StoryRepository;
  idempotency: Idempotency;
  writeUntilSafe: ReturnType<typeof createDrafting>;
  writerName: string;
  logger: Logger;
  bedtime?: BedtimeStore;
  series?: SeriesStore;
}

/** Another run of the same brief ended it first: this run's story is rolled back. */
class Superseded extends Error {}

const generationFailed = () => new AppError('GENERATION_FAILED', 502, STORY_MESSAGES.generateFailed);
const randomSeed = () => randomInt(0, 2 ** 32);

/**
 * The job's side of a parent's story: write → check → save, from the brief alone (so a run after
 * a crash, on any server, writes the same story the request asked for). The story, its settled
 * credit, the series' step and the brief's `done` are one transaction; a failure that a retry
 * cannot fix fails the brief and gives its credits and key back, once.
 */
export function createBriefWriter(deps: BriefWriterDeps) {
  const { db, credits, repository, idempotency } = deps;

  async function jobOf(row: BriefRow): Promise<BriefJob> {
    const request = ZStoryGenerateRequest.parse(row.options);
    const found = await Promise.all(row.childIds.map((id) => deps.children.findOwned(row.userId, id)));
    const [child, ...siblings] = found;
    // A child deleted since the request: there is nobody to write for.
    if (!child || siblings.some((c) => c === null)) throw AppError.notFound(CHILD_MESSAGES.notFound);
    const series =
      row.seriesId !== null && deps.series
        ? await deps.series.nextChapter(row.userId, row.seriesId)
        : undefined;
    return {
      briefId: row.id,
      userId: row.userId,
      child,
      siblings: siblings as StoryChild[],
      request,
      idempotencyKey: row.idempotencyKey,
      creditId: row.creditId,
      notices: row.notices ?? [],
      series,
    };
  }

  /** Tonight's length and tone after the child's last bedtimes, within what the parent chose. */
  async function forTonight(job: BriefJob): Promise<{ job: BriefJob; notice?: string }> {
    if (!deps.bedtime || job.child.bedtimeLearning === false) return { job };
    const tonight = adjustForBedtime(
      job.request.storyLength,
      await deps.bedtime.recentFor(job.child.id),
      job.child.name,
    );
    if (tonight.notice === undefined) return { job };
    return {
      job: {
        ...job,
        child: { ...job.child, storyTone: tonight.storyTone ?? job.child.storyTone },
        request: {
          ...job.request,
          storyLength: lengthForChildren(tonight.storyLength, 1 + job.siblings.length),
        },
      },
      notice: tonight.notice,
    };
  }

  async function writeChecked(job: BriefJob, events: GenerationEvents, log: Logger) {
    // What this child heard recently, so the engine avoids repeating plots, titles and sentences.
    const memory = await repository.memoryFor(job.userId, job.child.id);
    return deps.writeUntilSafe(
      () => ({
        ...writerInput(job.child, job.request, randomSeed(), job.siblings),
        memory,
        ...(job.series === undefined ? {} : { series: job.series.writer }),
      }),
      events,
      log,
    );
  }

  async function save(
    job: BriefJob,
    input: StoryWriterInput,
    written: WrittenStory,
    notices: string[] | undefined,
  ): Promise<TStory> {
    // Counted here, from the text itself, not taken from the writer.
    const wordCount = countWords(written.content);
    return repository.insert(
      {
        userId: job.userId,
        childId: job.child.id,
        // A story for siblings is shelved with the first child, named for all of them.
        childName: joinNames([job.child, ...job.siblings].map((c) => c.name)),
        siblingIds: job.siblings.map((c) => c.id),
        title: written.title.trim(),
        content: written.content,
        theme: job.request.theme,
        setting: job.request.setting ?? null,
        storyType: job.request.storyType,
        storyLength: job.request.storyLength,
        wordCount,
        readingTime: Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE)),
        idempotencyKey: job.idempotencyKey,
        seed: input.seed,
        writer: deps.writerName,
        planId: written.planId ?? null,
        sentenceKeys: written.sentenceKeys ?? [],
        seriesId: job.series?.id ?? null,
        chapter: job.series?.writer.chapter ?? null,
      },
      async (tx, storyId) => {
        // The fence: of two runs of one brief, the second to get here rolls its story back.
        if (!(await complete(tx, job.briefId, storyId, notices))) throw new Superseded();
        await credits.settle(tx, { id: job.creditId }, storyId);
        if (job.series && deps.series)
          await deps.series.advance(tx, job.userId, job.series, {
            title: written.title.trim(),
            keep: written.continuity?.keep,
            event: written.continuity?.event,
          });
      },
    );
  }

  /**
   * Gives the brief's credits back, then fails it for good and, if this run failed it, its key.
   * The credits first: the request following the brief answers the moment it reads 'failed', and
   * the parent's next try must find the credit there (CI once saw a 403 right after a 409). A
   * release only moves a credit still reserved, so one a winning run settled is never given back.
   */
  async function failBrief(row: BriefRow, appError: AppError, log: Logger) {
    // If a release fails too, the reservation stays 'reserved' and the sweeper gives it back.
    for (const id of [row.creditId, row.audioCreditId]) {
      if (id === null) continue;
      await credits.release({ id }).catch((err: unknown) => log.error({ err }, 'credit release failed'));
    }
    if (!(await fail(db, row.id, { ...errorBody(appError), status: appError.status }))) return;
    if (row.idempotencyKey) await idempotency.release(row.userId, row.idempotencyKey).catch(() => undefined);
  }

  /**
   * One run of the brief (status already moved to writing by the caller). Never throws for a
   * refused story. Answers the story this run saved (undefined when it failed or another run won),
   * so a request in this process hands it over without reading it back.
   */
  async function write(row: BriefRow, events: GenerationEvents): Promise<SavedBrief | undefined> {
    const log = deps.logger.child({ briefId: row.id });
    let series = false;
    try {
      const asked = await jobOf(row);
      series = asked.series !== undefined;
      const tonight = await forTonight(asked);
      const job = tonight.job;
      const result = await writeChecked(job, { ...events, log }, log);
      if (!result) throw generationFailed();
      const said = [
        ...job.notices,
        ...(tonight.notice ? [tonight.notice] : []),
        ...(result.written.notices ?? []),
      ];
      const notices = said.length > 0 ? said : undefined;
      const story = await save(job, result.input, result.written, notices);
      return { story, notices };
    } catch (err) {
      if (err instanceof Superseded) {
        log.warn('story brief written by another run first: this run rolled back');
        return undefined;
      }
      let appError = err instanceof AppError ? err : series || row.seriesId ? chapterTaken(err) : null;
      if (!appError) {
        log.error({ err, writer: deps.writerName }, 'story generation failed');
        appError = generationFailed();
      }
      await failBrief(row, appError, log);
      return undefined;
    }
  }

  return { write, failBrief };
}

export type BriefWriter = ReturnType<typeof createBriefWriter>;
