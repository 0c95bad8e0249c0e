import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TStory } from '../../../shared/stories';
import { CREDIT_KEYS } from '../credits/hooks';
import { generationProblem, type TGenerationProblem } from './generation-rules';
import { STORY_KEYS } from './hooks';
import type { TStoryGenerateBody } from './story-form';
import { streamStoryGeneration } from './story-stream';

/** Spec §4 story generation: idle, generating (with the text so far), then success or error. */
export type TGenerationState =
  | { phase: 'idle' }
  | { phase: 'writing'; childName: string; text: string }
  | { phase: 'failed'; problem: TGenerationProblem };

export function useStoryGeneration() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TGenerationState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the Library mid-story stops reading, not writing: the server still saves the story.
  useEffect(
    () => () => {
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
      try {
        const story = await streamStoryGeneration(
          body,
          {
            onText: (chunk) => setState((s) => (s.phase === 'writing' ? { ...s, text: s.text + chunk } : s)),
            onReset: () => setState((s) => (s.phase === 'writing' ? { ...s, text: '' } : s)),
          },
          { signal: ac.signal },
        );
        queryClient.setQueryData<TStory[]>(STORY_KEYS.all, (list) =>
          list ? [story, ...list.filter((s) => s.id !== story.id)] : list,
        );
        queryClient.setQueryData(STORY_KEYS.one(story.id), story);
        // The list and every page of the library (the new story heads them).
        void queryClient.invalidateQueries({ queryKey: STORY_KEYS.root });
        void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root });
        setState({ phase: 'idle' });
        return story;
      } catch (err) {
        if (ac.signal.aborted) return null;
        const problem = generationProblem(err);
        // Whatever failed, the credit was given back or never spent: show the true count.
        void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.root });
        setState({ phase: 'failed', problem });
        return null;
      } finally {
        if (controller.current === ac) controller.current = null;
      }
    },
    [queryClient],
  );

  const clear = useCallback(() => setState((s) => (s.phase === 'failed' ? { phase: 'idle' } : s)), []);

  return { state, generate, clear };
}
