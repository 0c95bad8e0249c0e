import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BRIEF_STORAGE_KEY } from '../../../shared/briefs-ui';
import type { TStory } from '../../../shared/stories';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api';
import { whenIdle } from '../../lib/idle';
import { CREDIT_KEYS } from '../credits/hooks';
import { generationProblem, type TGenerationProblem } from './generation-rules';
import { STORY_KEYS } from './hooks';
import type { TStoryGenerateBody } from './story-form';
import { createParagraphPacer, prefersReducedMotion, type TParagraphPacer } from './paragraph-pacer';
import {
  followStoryBrief,
  STREAM_ENDED_CODE,
  streamStoryGeneration,
  type TWrittenAnswer,
} from './story-stream';

/** The brief being written, kept for this tab across a reload (sessionStorage). */
interface TKeptBrief {
  id: string;
  childName: string;
}

function keptBrief(): TKeptBrief | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(BRIEF_STORAGE_KEY);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    if (typeof kept !== 'object' || kept === null) return null;
    const { id, childName } = kept as Record<string, unknown>;
    return typeof id === 'string' && typeof childName === 'string' ? { id, childName } : null;
  } catch {
    return null;
  }
}

function keepBrief(brief: TKeptBrief | null) {
  try {
    if (brief) globalThis.sessionStorage?.setItem(BRIEF_STORAGE_KEY, JSON.stringify(brief));
    else globalThis.sessionStorage?.removeItem(BRIEF_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): a reload then simply does not come back to the story.
  }
}

/** The stream broke before the server said how the story ended (no answer, or cut mid-way). */
const connectionLost = (err: unknown) =>
  err instanceof ApiError && (err.code === NETWORK_ERROR_CODE || err.code === STREAM_ENDED_CODE);

/** Spec §4 story generation: idle, generating (with the text so far), then success or error. */
export type TGenerationState =
  | { phase: 'idle' }
  | { phase: 'writing'; childName: string; text: string }
  | { phase: 'failed'; problem: TGenerationProblem };

export function useStoryGeneration() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TGenerationState>({ phase: 'idle' });
  /** What the last story's answer told the parent about their words (STORY_NOTICES). */
  const [notices, setNotices] = useState<string[]>([]);
  const controller = useRef<AbortController | null>(null);
  /** This screen came back to a story that was being written (a reload): the form shows it. */
  const [resumed, setResumed] = useState(false);
  const pacer = useRef<TParagraphPacer | null>(null);

  // Leaving the Library mid-story stops reading, not writing: the server still saves the story.
  useEffect(
    () => () => {
      pacer.current?.cancel();
      if (!controller.current) return;
      controller.current.abort();
      void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
      void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root });
    },
    [queryClient],
  );

  /**
   * Shows a story being written until it is saved: the POST's own stream, or (after a reload)
   * the change feed of the brief this tab kept.
   */
  const follow = useCallback(
    async (
      childName: string,
      write: (
        handlers: { onText: (t: string) => void; onReset: () => void },
        signal: AbortSignal,
      ) => Promise<TWrittenAnswer>,
    ): Promise<TStory | null> => {
      if (controller.current) return null;
      const ac = new AbortController();
      controller.current = ac;
      setState({ phase: 'writing', childName, text: '' });
      setNotices([]);
      // The story appears paragraph by paragraph even from a fast local engine (at once with
      // reduced motion); the form stays busy until the last paragraph is on screen.
      const paced = createParagraphPacer(
        (text) => setState((s) => (s.phase === 'writing' ? { ...s, text } : s)),
        { immediate: prefersReducedMotion() },
      );
      pacer.current = paced;
      try {
        const { story, notices: told } = await write({ onText: paced.push, onReset: paced.reset }, ac.signal);
        keepBrief(null);
        await paced.finish();
        if (ac.signal.aborted) return null;
        queryClient.setQueryData<TStory[]>(STORY_KEYS.all, (list) =>
          list ? [story, ...list.filter((s) => s.id !== story.id)] : list,
        );
        queryClient.setQueryData(STORY_KEYS.one(story.id), story);
        // The list and every page of the library (the new story heads them).
        void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
        void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root });
        setState({ phase: 'idle' });
        setNotices(told);
        return story;
      } catch (err) {
        if (ac.signal.aborted) return null;
        // The connection was lost (a reload tears the stream down this way too): the story is
        // still being written, so the brief is kept and the next visit comes back to it. Failed,
        // or the kept brief is gone: nothing to come back to.
        if (!connectionLost(err)) keepBrief(null);
        const problem = generationProblem(err);
        // Whatever failed, the credit was given back or never spent: show the true count.
        void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root });
        setState({ phase: 'failed', problem });
        return null;
      } finally {
        paced.cancel();
        if (pacer.current === paced) pacer.current = null;
        if (controller.current === ac) controller.current = null;
      }
    },
    [queryClient],
  );

  const generate = useCallback(
    (body: TStoryGenerateBody, childName: string): Promise<TStory | null> =>
      follow(childName, (handlers, signal) =>
        streamStoryGeneration(body, handlers, {
          signal,
          // Kept until the story is saved: a reload comes back to it (below).
          onBrief: (id) => keepBrief({ id, childName }),
        }),
      ),
    [follow],
  );

  // Back on the form with a story still being written (the page was reloaded mid-story, or the
  // server restarted): follow its brief to the story. Looked for once the browser is idle: the
  // page's first read of sessionStorage opens it, which took a phone's main thread while the
  // library was being drawn.
  useEffect(
    () =>
      whenIdle(() => {
        const kept = keptBrief();
        setResumed(kept !== null);
        if (kept)
          void follow(kept.childName, (handlers, signal) => followStoryBrief(kept.id, handlers, { signal }));
      }),
    [follow],
  );

  const clear = useCallback(() => setState((s) => (s.phase === 'failed' ? { phase: 'idle' } : s)), []);
  const dismissNotices = useCallback(() => setNotices([]), []);

  return { state, generate, clear, notices, dismissNotices, resumed };
}
