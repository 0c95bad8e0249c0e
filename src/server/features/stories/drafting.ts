import type { Logger } from '../../platform/logger.js';
import { loadPack } from './engine/pack/index.js';
import { readBrief } from './engine/read/brief.js';
import { missedRequirements, requirementsOf, type Requirements } from './engine/read/requirements.js';
import { checkStory, LLM_LENGTH_TOLERANCE } from './safety/check.js';
import type { SafetyTally } from './safety/tally.js';
import { createStreamGate } from './stream-gate.js';
import { minimiseInput } from './writer/minimise.js';
import { MODERATION_PROBLEM } from './writer/moderation.js';
import type { DraftFeedback, StoryWriter, StoryWriterInput, WrittenStory } from './writer/types.js';

export interface GenerationEvents {
  /** Checked story text as it is written (streaming). */
  onText?: (chunk: string) => void;
  /** Forget the text sent so far: it belonged to a draft that failed the check. */
  onReset?: () => void;
  log?: Logger;
}

/** The parent's words read by the engine, as requirements for a writer that is not the engine. */
function requirementsFor(input: StoryWriterInput): Requirements {
  const pack = loadPack();
  return requirementsOf(readBrief(input, pack), pack);
}

export interface DraftingDeps {
  writer: StoryWriter;
  /** Writes the story when an LLM's drafts were all refused (the local engine). */
  fallback?: StoryWriter;
  /** Counts refusals by category for the admin's health report. */
  safety?: SafetyTally;
}

/**
 * Drafting a story until it is safe: the writer's draft, the check, the judge, the rewrite with
 * the reasons, and the local engine when an LLM's drafts are all refused. The parent's story and
 * the admin's daily story both come through here.
 */
export function createDrafting({ writer, fallback, safety: tally }: DraftingDeps) {
  /** An LLM's draft is written again at most twice (the reasons in the prompt); the engine's once. */
  const drafts = writer.name === 'llm' ? 3 : 2;

  /** The judge's problems with a draft the check passed; a judge that fails refuses the draft. */
  async function judge(written: WrittenStory, input: StoryWriterInput, log: Logger) {
    try {
      const problems = (await writer.review?.(written, input)) ?? [];
      const categories = problems.map((p) => (p.startsWith(MODERATION_PROBLEM) ? 'moderation' : 'judge'));
      return { problems, categories: [...new Set(categories)] };
    } catch (err) {
      log.warn({ err, writer: writer.name }, 'story judge failed: the draft counts as refused');
      return { problems: ['The reviewer could not check this draft.'], categories: ['judge-unavailable'] };
    }
  }

  /**
   * Writes, checks (the local layer, then the judge when there is one), and writes again with the
   * reasons; when an LLM's drafts are all refused the local engine writes the story. Null when
   * nothing passed.
   */
  async function writeUntilSafe(
    inputFor: () => StoryWriterInput,
    events: GenerationEvents,
    log: Logger,
  ): Promise<{ input: StoryWriterInput; written: WrittenStory } | null> {
    const lengthTolerance = writer.name === 'llm' ? LLM_LENGTH_TOLERANCE : 0;
    let feedback: DraftFeedback | undefined;
    for (let attempt = 1; attempt <= drafts; attempt++) {
      const input = inputFor();
      // The engine's paragraphs are held to what its whole story is held to (checkStory's engine).
      const gate = events.onText
        ? createStreamGate(input, events.onText, {
            byMeaning: writer.name !== 'local',
            modelText: writer.name === 'llm',
          })
        : null;
      const onText = gate ? (chunk: string) => gate.push(chunk) : undefined;
      // An LLM is told what the parent asked for (no more of the family's life than a story
      // needs: writer/minimise.ts), and its story is held to it (the local engine places it all
      // by construction): a story that misses some is written again, once.
      const requirements = writer.name === 'llm' ? requirementsFor(minimiseInput(input)) : undefined;
      const written = await writer.write(input, { onText, feedback, requirements });
      const check = checkStory(written, input, { lengthTolerance, engine: writer.name === 'local' });
      // The judge (when configured) reads only what the safety check already passed.
      const verdict = check.ok
        ? await judge(written, input, log)
        : { problems: check.problems, categories: check.categories };
      const safety = verdict.problems;
      if (safety.length > 0) tally?.refused(verdict.categories);
      const missed =
        safety.length === 0 && requirements !== undefined && attempt === 1
          ? missedRequirements(requirements, written.title, written.content)
          : [];
      const problems = safety.length > 0 ? safety : missed;
      if (problems.length === 0) {
        if (gate && !gate.finish(written.content)) {
          events.onReset?.();
          events.onText?.(written.content);
        }
        return { input, written };
      }
      // The count only: a problem quotes the fears it found and the story's text (the child's name).
      log.warn(
        {
          attempt,
          writer: writer.name,
          problems: problems.length,
          missed: missed.length,
          categories: verdict.categories,
        },
        missed.length > 0 ? 'story missed what the parent asked for' : 'story refused by the safety check',
      );
      if (gate?.started) events.onReset?.();
      feedback = { draft: written.content, problems };
    }
    return fallback === undefined ? null : writeLocally(fallback, inputFor(), events, log);
  }

  /** The local engine's story after an LLM's drafts were refused: checked like any other. */
  async function writeLocally(
    local: StoryWriter,
    input: StoryWriterInput,
    events: GenerationEvents,
    log: Logger,
  ): Promise<{ input: StoryWriterInput; written: WrittenStory } | null> {
    const written = await local.write(input, {});
    const check = checkStory(written, input, { engine: true });
    if (!check.ok) {
      tally?.refused(check.categories);
      return null;
    }
    tally?.fellBack();
    log.warn({ writer: writer.name }, 'every draft was refused: the local engine wrote the story');
    events.onReset?.();
    events.onText?.(written.content);
    return { input, written };
  }

  return writeUntilSafe;
}
