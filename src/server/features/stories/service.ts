import { adjustForBedtime, type BedtimeStore } from './bedtime.js';
import { randomInt } from 'node:crypto';
import { READING_WORDS_PER_MINUTE } from '../../../shared/constants.js';
import type { TCreditKind } from '../../../shared/credits.js';
import { STORY_MESSAGES } from '../../../shared/messages.js';
import { SERIES_MESSAGES } from '../../../shared/series.js';
import { firstName } from '../../../shared/children.js';
import { joinNames, lengthForChildren, SIBLING_MESSAGES } from '../../../shared/siblings.js';
import type { TPlanType } from '../../../shared/plans.js';
import type { TAudioJobStatus, TStory, TStoryGenerateRequest } from '../../../shared/stories.js';
import type { Access } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { ChildFinder, HeldCredit, StoryAudio, StoryChild, StoryCredits } from './abilities.js';
import { findStoryChildren, writerInput } from './writer-input.js';
import type { SafetyTally } from './safety/tally.js';
import { countWords } from './safety/readability.js';
import type { StoryWriter, StoryWriterInput, WrittenStory } from './writer/types.js';
import { requestHash, type Idempotency } from './idempotency.js';
import type { StoryRepository } from './repository.js';
import { createDrafting, type GenerationEvents } from './drafting.js';
import { chapterTaken, type SeriesChapterJob, type SeriesStore } from './series.js';

export interface StoriesDeps {
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

/** A generation whose credit is reserved (and key claimed): finish() either saves it or gives both back. */
export interface PendingGeneration {
  requester: Requester;
  child: StoryChild;
  /** The other children of a story for siblings (the first child's credit pays). */
  siblings: StoryChild[];
  request: TStoryGenerateRequest;
  credit: HeldCredit;
  /** personalized_audio: the audio credit, reserved with the text one. */
  audioCredit?: HeldCredit;
  idempotencyKey?: string;
  /** What the parent is told about the request itself (a story for three made medium length). */
  notices?: string[];
  /** A series' next chapter. */
  series?: SeriesChapterJob;
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

const randomSeed = () => randomInt(0, 2 ** 32);

/**
 * Story generation: begin() does everything that can be refused up front (key, child, credit)
 * so a streaming request can still answer those as plain JSON errors; finish() writes, checks,
 * rewrites once if needed, and saves, or refunds the credit and releases the key.
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
      const credit = await credits.spend({ userId, access, kind: 'text', childId: child.id, timeZone });
      if (!credit) throw noCreditsError('text', access.planType);
      return {
        kind: 'pending',
        job: { requester, child, siblings, request, credit, audioCredit, idempotencyKey, notices, series },
      };
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

  async function writeChecked(job: PendingGeneration, events: GenerationEvents, log: Logger) {
    // What this child heard recently, so the engine avoids repeating plots, titles and sentences.
    const memory = await repository.memoryFor(job.requester.userId, job.child.id);
    return writeUntilSafe(
      () => ({
        ...writerInput(job.child, job.request, randomSeed(), job.siblings),
        memory,
        ...(job.series === undefined ? {} : { series: job.series.writer }),
      }),
      events,
      log,
    );
  }

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

  /** Tonight's length and tone after the child's last bedtimes, within what the parent chose. */
  async function forTonight(job: PendingGeneration): Promise<{ job: PendingGeneration; notice?: string }> {
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

  async function finish(asked: PendingGeneration, events: GenerationEvents = {}): Promise<Finished> {
    const log = events.log ?? deps.logger;
    let job = asked;
    let story: TStory;
    let notices: string[] | undefined;
    try {
      const tonight = await forTonight(asked);
      job = tonight.job;
      const result = await writeChecked(job, events, log);
      if (!result) throw generationFailed();
      story = await save(job, result.input, result.written);
      const said = [
        ...(job.notices ?? []),
        ...(tonight.notice ? [tonight.notice] : []),
        ...(result.written.notices ?? []),
      ];
      notices = said.length > 0 ? said : undefined;
    } catch (err) {
      // If this fails too, the reservation stays 'reserved' and the sweeper gives it back.
      for (const held of [job.credit, job.audioCredit]) {
        if (!held) continue;
        await credits
          .release(held)
          .catch((refundErr: unknown) => log.error({ err: refundErr }, 'credit release failed'));
      }
      if (job.idempotencyKey)
        await idempotency.release(job.requester.userId, job.idempotencyKey).catch(() => undefined);
      if (err instanceof AppError) throw err;
      const taken = job.series === undefined ? null : chapterTaken(err);
      if (taken) throw taken;
      log.error({ err, writer: writer.name }, 'story generation failed');
      throw generationFailed();
    }
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

  async function save(
    job: PendingGeneration,
    input: StoryWriterInput,
    written: WrittenStory,
  ): Promise<TStory> {
    // Counted here, from the text itself, not taken from the writer.
    const wordCount = countWords(written.content);
    return repository.insert(
      {
        userId: job.requester.userId,
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
        idempotencyKey: job.idempotencyKey ?? null,
        seed: input.seed,
        writer: writer.name,
        planId: written.planId ?? null,
        sentenceKeys: written.sentenceKeys ?? [],
        seriesId: job.series?.id ?? null,
        chapter: job.series?.writer.chapter ?? null,
      },
      async (tx, storyId) => {
        await credits.settle(tx, job.credit, storyId);
        if (job.series && deps.series)
          await deps.series.advance(tx, job.requester.userId, job.series, {
            title: written.title.trim(),
            keep: written.continuity?.keep,
            event: written.continuity?.event,
          });
      },
    );
  }

  return { begin, finish, writeDaily };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
