import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/messages';
import type { TAudioJobStatus, TStory } from '../../../shared/stories';
import { ApiError, apiGet, apiSend } from '../../lib/api';
import { useRefreshCredits } from '../credits/hooks';
import type { TCreditShortfall } from '../stories/generation-rules';
import { STORY_KEYS } from '../stories/hooks';
import { useCreditCheck } from '../stories/use-credit-check';
import { audioProblem, type TAudioProblem } from './audio-problems';

/** How often the page asks how far the narration is. */
const POLL_MS = 1_000;

export type TAddAudioState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'working'; done: number; total: number }
  | { phase: 'done' }
  | { phase: 'failed'; problem: TAudioProblem };

type TStatusAnswer = { data: TAudioJobStatus; story?: TStory };
type TGenerateAnswer = { data: TStory; audioStatus?: TAudioJobStatus };

const statusPath = (id: string) => `/api/stories/${encodeURIComponent(id)}/audio/status`;
const generatePath = (id: string) => `/api/stories/generate-audio/${encodeURIComponent(id)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jobFailed = () => new ApiError(502, 'GENERATION_FAILED', ADMIN_MESSAGES.audioFailed);

/**
 * Add Audio (spec §5, §7, §8): checks the audio credit, asks for the narration, and follows its
 * job (sentences done of total) until the story has audio, also when the request gave up waiting
 * (202) or the page was opened while a job was already running.
 */
/** Add Audio is offered only for a story without narration; this is all it needs of it. */
export type TAudioTarget = Pick<TStory, 'id' | 'childId'>;

export function useAddAudio(story: TAudioTarget, onNarrated?: () => void) {
  const queryClient = useQueryClient();
  const checkCredits = useCreditCheck();
  const refreshCredits = useRefreshCredits();
  const [state, setState] = useState<TAddAudioState>({ phase: 'idle' });
  const [shortfall, setShortfall] = useState<TCreditShortfall | null>(null);
  const alive = useRef(true);
  const narratedRef = useRef(onNarrated);
  const id = story.id;

  useEffect(() => {
    narratedRef.current = onNarrated;
  }, [onNarrated]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const finish = useCallback(
    (narrated: TStory) => {
      queryClient.setQueryData(STORY_KEYS.one(narrated.id), narrated);
      void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
      void refreshCredits();
      if (!alive.current) return;
      setState({ phase: 'done' });
      narratedRef.current?.();
    },
    [queryClient, refreshCredits],
  );

  /** Polls the job until `settled` says the answer is in, or the job ends; returns the narrated story. */
  const follow = useCallback(
    async (settled: () => TStory | Error | null, requestPending: () => boolean): Promise<TStory> => {
      for (;;) {
        const outcome = settled();
        if (outcome instanceof Error) throw outcome;
        if (outcome) return outcome;
        if (!alive.current) throw new Error('left the page');
        try {
          const answer = await apiGet<TStatusAnswer>(statusPath(id));
          if (answer.story?.audio) return answer.story;
          const { status, done, total } = answer.data;
          if (alive.current && (status === 'queued' || status === 'running'))
            setState({ phase: 'working', done, total });
          // While the request is still waiting it will report the failure itself.
          if (!requestPending() && (status === 'failed' || status === 'none')) throw jobFailed();
        } catch (err) {
          if (err instanceof ApiError && err.code === 'GENERATION_FAILED') throw err;
          // A dropped status call only delays the next look.
        }
        await pause(POLL_MS);
      }
    },
    [id],
  );

  const fail = useCallback(
    (err: unknown) => {
      const problem = audioProblem(err);
      if (problem.refreshCredits) void refreshCredits();
      if (problem.kind === 'exists') void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
      if (alive.current) setState({ phase: 'failed', problem });
    },
    [queryClient, refreshCredits],
  );

  const start = useCallback(async () => {
    setState({ phase: 'checking' });
    setShortfall(null);
    const missing = await checkCredits(story.childId ?? '', 'audio');
    if (missing) {
      setShortfall(missing);
      setState({ phase: 'idle' });
      return;
    }
    setState({ phase: 'working', done: 0, total: 0 });
    let answer: TStory | Error | null = null;
    let pending = true;
    void apiSend<TGenerateAnswer>('POST', generatePath(id)).then(
      (r) => {
        pending = false;
        // 200 carries the audio; 202 (the job outlasted the wait) leaves it to the polling.
        if (r.data.audio) answer = r.data;
      },
      (err: unknown) => {
        pending = false;
        answer = err instanceof Error ? err : new Error(String(err));
      },
    );
    try {
      finish(
        await follow(
          () => answer,
          () => pending,
        ),
      );
    } catch (err) {
      if (alive.current) fail(err);
    }
  }, [checkCredits, story.childId, id, follow, finish, fail]);

  // Opened while a narration job for this story is already under way: show it and pick it up.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const first = await apiGet<TStatusAnswer>(statusPath(id));
        if (cancelled) return;
        if (first.story?.audio) return finish(first.story);
        if (first.data.status !== 'queued' && first.data.status !== 'running') return;
        setState({ phase: 'working', done: first.data.done, total: first.data.total });
      } catch {
        return; // the status could not be read: Add Audio stays offered
      }
      try {
        finish(
          await follow(
            () => null,
            () => false,
          ),
        );
      } catch (err) {
        if (!cancelled) fail(err);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id, follow, finish, fail]);

  return {
    state,
    start: () => void start(),
    shortfall,
    dismissShortfall: () => setShortfall(null),
    dismissProblem: () => setState({ phase: 'idle' }),
  };
}
