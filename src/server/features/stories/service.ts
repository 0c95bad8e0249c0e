import { randomInt } from 'node:crypto';
import { READING_WORDS_PER_MINUTE } from '../../../shared/constants.js';
import type { TCreditKind } from '../../../shared/credits.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { SERIES_MESSAGES } from '../../../shared/series.js';
import { firstName } from '../../../shared/children.js';
import { lengthForChildren, SIBLING_MESSAGES } from '../../../shared/siblings.js';
import type { TPlanType } from '../../../shared/plans.js';
import type { TAudioJobStatus, TStory, TStoryGenerateRequest } from '../../../shared/stories.js';
import type { Db } from '../../platform/db/client.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs/index.js';
import type { Logger } from '../../platform/logger.js';
import type { ChildFinder, HeldCredit, StoryAudio, StoryChild, StoryCredits } from './abilities.js';
import type { BedtimeStore } from './bedtime.js';
import type { BriefBus, SavedBrief } from './brief-bus.js';
import { briefError, followBrief } from './brief-follow.js';
import { createBriefPipeline } from './brief-job.js';
import type { BriefRow } from './brief-state.js';
import { createBriefWriter } from './brief-writer.js';
import type { BriefStore } from './briefs.js';
import { findStoryChildren } from './writer-input.js';
import type { SafetyTally } from './safety/tally.js';
import { countWords } from './safety/readability.js';
import type { StoryWriter, StoryWriterInput } from './writer/types.js';
import { requestHash, type Idempotency } from './idempotency.js';
import type { StoryRepository } from './repository.js';
import { createDrafting, type GenerationEvents } from './drafting.js';
import type { SeriesChapterJob, SeriesStore } from './series.js';

export interface StoriesDeps {
  db: Db;
  /** The generation pipeline's job runs on the queue (issue 27 part 1). */
  jobs: Pick<Jobs, 'define' | 'send' | 'runHere' | 'liveKeys'>;
  briefs: BriefStore;
  bus: BriefBus;
  children: ChildFinder;
  credits: StoryCredits;
  repository: StoryRepository;
  idempotency: Idempotency;
  writer: StoryWriter;
  /**
   * Writes the story when an LLM's drafts were refused (the local engine): the parent gets the
   * usual story, never a refusal.
   */
  fallback?: StoryWriter;
  /** Counts refusals by category for the admin's health report. */
  safety?: SafetyTally;
  logger: Logger;
  /** Narration, for personalized_audio stories. */
  audio?: StoryAudio;
  /** How the last nights went: tonight's story for that child is adjusted (issue 27). */
  bedtime?: BedtimeStore;
  /** Series (issue 27 part 4): a request with a seriesId writes its next chapter. */
  series?: SeriesStore;
}

export interface Requester {
  userId: string;
  timeZone: string;
  access: Access;
}

/**
 * A brief written with its reserved credit (and key claimed): finish() runs its job and answers
 * the saved story, or the failure (the job gave the credits and key back).
 */
export interface PendingGeneration {
  briefId: string;
  requester: Requester;
  /** personalized_audio: the audio credit, reserved before the text one; narration holds it. */
  audioCredit?: HeldCredit;
}

/** A saved story; for personalized_audio, with its audio or (still narrating, or failed) the job's status. */
export interface Finished {
  story: TStory;
  audioStatus?: TAudioJobStatus;
  /** How the parent's words were used, when something could not be (STORY_NOTICES). */
  notices?: string[];
}

export type Begun = { kind: 'replay'; story: TStory } | { kind: 'pending'; job: PendingGeneration };

export function noCreditsError(kind: TCreditKind, planType: TPlanType): AppError {
  return new AppError('NO_CREDITS', 403, STORY_MESSAGES.noCredits(kind), {
    creditLimit: true,
    kind,
    planType,
  });
}

const generationFailed = () => new AppError('GENERATION_FAILED', 502, STORY_MESSAGES.generateFailed);

/** The brief as stored: the request as it will be written, its cast, and what the parent is told. */
function briefValues(
  requester: Requester,
  cast: StoryChild[],
  request: TStoryGenerateRequest,
  extra: { audioCredit?: HeldCredit; idempotencyKey?: string; notices?: string[]; series?: SeriesChapterJob },
) {
  return {
    userId: requester.userId,
    childIds: cast.map((c) => c.id),
    options: request,
    seriesId: extra.series?.id ?? null,
    timeZone: requester.timeZone,
    audioCreditId: extra.audioCredit?.id ?? null,
    idempotencyKey: extra.idempotencyKey ?? null,
    notices: extra.notices ?? null,
  };
}

const randomSeed = () => randomInt(0, 2 ** 32);

/**
 * Story generation: begin() does everything that can be refused up front (key, child, credit)
 * so a streaming request can still answer those as plain JSON errors, and writes the brief with
 * the credit; finish() runs the brief's job (write, check, rewrite once if needed, save: see
 * brief-writer.ts) and follows it to the story or the failure.
 */
export function createStoriesService(deps: StoriesDeps) {
  const { children, credits, repository, idempotency, writer } = deps;

  async function seriesChapter(userId: string, seriesId: string): Promise<SeriesChapterJob> {
    if (!deps.series) throw AppError.notFound(SERIES_MESSAGES.notFound);
    return deps.series.nextChapter(userId, seriesId);
  }

  /** A chapter is written for the series' children with the series' options (the request's are not used). */
  function forSeries(asked: TStoryGenerateRequest, series: SeriesChapterJob): TStoryGenerateRequest {
    const [first = ''] = series.childIds;
    return { ...asked, ...series.options, childId: first, childIds: series.childIds, seriesId: series.id };
  }

  async function begin(
    requester: Requester,
    asked: TStoryGenerateRequest,
    idempotencyKey?: string,
  ): Promise<Begun> {
    const { userId, access, timeZone } = requester;
    if (idempotencyKey) {
      const outcome = await idempotency.claimOrReplay(userId, idempotencyKey, requestHash(asked));
      if (!outcome.claimed) return { kind: 'replay', story: outcome.story };
    }
    let audioCredit: HeldCredit | undefined;
    try {
      const series = asked.seriesId === undefined ? undefined : await seriesChapter(userId, asked.seriesId);
      const wanted = series === undefined ? asked : forSeries(asked, series);
      const [child, ...siblings] = await findStoryChildren(children, userId, access, wanted).catch(
        async (err: unknown) => {
          // A child of the series is gone (deleted since): the series ends, cleanly.
          if (series === undefined || !(err instanceof AppError) || err.status !== 404) throw err;
          await deps.series?.end(userId, series.id);
          throw new AppError('CONFLICT', 409, SERIES_MESSAGES.ended);
        },
      );
      const storyLength = lengthForChildren(wanted.storyLength, 1 + siblings.length);
      const request = { ...wanted, storyLength };
      const notices =
        storyLength === wanted.storyLength
          ? undefined
          : [SIBLING_MESSAGES.threeNeedRoom([child, ...siblings].map((c) => firstName(c.name)))];
      // personalized_audio spends an audio credit as well as the text one (spec §5).
      if (request.storyType === 'personalized_audio') {
        if (!deps.audio) throw AppError.internal();
        audioCredit =
          (await credits.spend({ userId, access, kind: 'audio', childId: child.id, timeZone })) ?? undefined;
        if (!audioCredit) throw noCreditsError('audio', access.planType);
      }
      const values = briefValues(requester, [child, ...siblings], request, {
        audioCredit,
        idempotencyKey,
        notices,
        series,
      });
      let briefId = '';
      // The brief and its credit are one transaction: a reserved credit always has its brief.
      const credit = await credits.spend(
        { userId, access, kind: 'text', childId: child.id, timeZone },
        async (tx, held) => {
          briefId = await deps.briefs.insert(tx, { ...values, creditId: held.id });
        },
      );
      if (!credit) throw noCreditsError('text', access.planType);
      return { kind: 'pending', job: { briefId, requester, audioCredit } };
    } catch (err) {
      if (audioCredit) await credits.release(audioCredit);
      if (idempotencyKey) await idempotency.release(userId, idempotencyKey);
      throw err;
    }
  }

  const writeUntilSafe = createDrafting({
    writer,
    fallback: deps.fallback,
    safety: deps.safety,
  });
  const briefWriter = createBriefWriter({
    db: deps.db,
    children,
    credits,
    repository,
    idempotency,
    writeUntilSafe,
    writerName: writer.name,
    logger: deps.logger,
    bedtime: deps.bedtime,
    series: deps.series,
  });
  const pipeline = createBriefPipeline({
    db: deps.db,
    jobs: deps.jobs,
    briefs: deps.briefs,
    writer: briefWriter,
    bus: deps.bus,
    logger: deps.logger,
  });

  /**
   * The admin's daily story: the same writer and the same safety check as a parent's story, with
   * no child profile and no credit. Words and minutes are counted here, from the text.
   */
  async function writeDaily(input: Omit<StoryWriterInput, 'seed'>): Promise<{
    title: string;
    content: string;
    wordCount: number;
    readingTime: number;
    writer: string;
  } | null> {
    const result = await writeUntilSafe(() => ({ ...input, seed: randomSeed() }), {}, deps.logger);
    if (!result) return null;
    const wordCount = countWords(result.written.content);
    return {
      title: result.written.title.trim(),
      content: result.written.content,
      wordCount,
      readingTime: Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE)),
      writer: writer.name,
    };
  }

  /**
   * The brief's job runs here now (or, if a worker took it first, wherever it runs) and the
   * request follows it to its end; personalized_audio then narrates the saved story as before.
   */
  async function finish(job: PendingGeneration, events: GenerationEvents = {}): Promise<Finished> {
    const log = events.log ?? deps.logger;
    let saved: SavedBrief | undefined;
    const unsubscribe = deps.bus.subscribe(job.briefId, (news) => {
      if (news.kind === 'text') events.onText?.(news.chunk);
      else if (news.kind === 'reset') events.onReset?.();
      else saved = news.saved;
    });
    try {
      await pipeline.runHere(job.briefId).catch((err: unknown) => {
        // The job is retried by a worker (pg-boss): this request keeps following the brief.
        log.error({ err, briefId: job.briefId }, 'story brief run failed: left to the job queue');
      });
      // Written here: the story as saved, no reading back. Elsewhere (a worker took the job, or
      // this run failed or lost the fence): the brief's row says how it ended.
      saved ??= await ended(job, log);
    } finally {
      unsubscribe();
    }
    const { story, notices } = saved;
    if (!job.audioCredit || !deps.audio) return { story, notices };
    // The story is saved and paid for; its narration is a job of its own from here on.
    try {
      const narrated = await deps.audio.narrateSaved(job.requester.userId, story.id, job.audioCredit);
      return { story: narrated.story, audioStatus: narrated.status, notices };
    } catch (err) {
      log.error({ err, storyId: story.id }, 'narration of a new story could not be queued');
      return { story, audioStatus: { status: 'failed', done: 0, total: 0 }, notices };
    }
  }

  /** How a brief written elsewhere ended: its story, or the error the request answers. */
  async function ended(job: PendingGeneration, log: Logger): Promise<SavedBrief> {
    const row: BriefRow = await followBrief(deps.briefs, job.briefId);
    if (row.status === 'failed' || row.storyId === null) throw briefError(row);
    const story = await repository.find(job.requester.userId, row.storyId);
    if (!story) {
      log.error({ briefId: job.briefId, storyId: row.storyId }, 'a done brief whose story is gone');
      throw generationFailed();
    }
    return { story, notices: row.notices && row.notices.length > 0 ? row.notices : undefined };
  }

  return {
    begin,
    finish,
    writeDaily,
    /** The pipeline job's handler for one brief, as a worker runs it (tests: two servers, one brief). */
    runBrief: (briefId: string) => pipeline.job.handler({ briefId }),
    /** The sweep that sends again briefs whose job was lost (tests: a kill -9 that took the job). */
    resumeBriefs: () => pipeline.resume(),
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
