import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CREATE_STORY_QUERY, PATHS } from './paths';

/**
 * The spec's "window events" as navigation: each one is a path, so any screen can send the
 * user to a tab and the browser's back button works.
 */
export interface TAppNavigation {
  openSubscriptionTab: () => void;
  /** Opens the Library tab; the story form opens after STORY_FORM_OPEN_DELAY_MS. */
  openStoriesForm: () => void;
  openKidsTab: () => void;
  openStory: (storyId: string) => void;
}

export function useAppNavigation(): TAppNavigation {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      openSubscriptionTab: () => void navigate(PATHS.profile),
      openStoriesForm: () => void navigate(`${PATHS.library}?${CREATE_STORY_QUERY}=1`),
      openKidsTab: () => void navigate(PATHS.kids),
      openStory: (storyId: string) => void navigate(PATHS.read(storyId)),
    }),
    [navigate],
  );
}
