import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TStory } from '../../../shared/stories';
import { CREDIT_KEYS } from '../credits/hooks';
import { generationProblem, type TGenerationProblem } from './generation-rules';
import { STORY_KEYS } from './hooks';
import type { TStoryGenerateBody } from './story-form';
import { createParagraphPacer, prefersReducedMotion, type TParagraphPacer } from './paragraph-pacer';
import { streamStoryGeneration } from './story-stream';

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

  const generate = useCallback(
    async (body: TStoryGenerateBody, childName: string): Promise<TStory | null> => {
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
        const { story, notices: told } = await streamStoryGeneration(
          body,
          { onText: paced.push, onReset: paced.reset },
          { signal: ac.signal },
        );
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

  const clear = useCallback(() => setState((s) => (s.phase === 'failed' ? { phase: 'idle' } : s)), []);
  const dismissNotices = useCallback(() => setNotices([]), []);

  return { state, generate, clear, notices, dismissNotices };
}
