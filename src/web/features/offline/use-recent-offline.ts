import { useEffect } from 'react';
import type { TStorySummary } from '../../../shared/stories';
import { refreshRecent } from '../../lib/offline/keep';
import { useOnline } from '../../lib/offline/use-online';

/** How long after the library's first page appears its stories are fetched for offline. */
export const RECENT_REFRESH_DELAY_MS = 4000;

/**
 * Keeps the library's first page readable offline: once it has loaded (online, unfiltered), its
 * stories and newest narrations are fetched into the recent cache, behind the page.
 */
export function useRecentOffline(firstPage: readonly TStorySummary[] | null): void {
  const online = useOnline();
  const ids = firstPage?.map((s) => `${s.id}:${s.audio.hasAudio}`).join(',') ?? null;
  useEffect(() => {
    if (!online || ids === null || !firstPage) return;
    // A few seconds after the page settles, then when the browser is idle: fetching fifty stories
    // as soon as the library appears took a phone's main thread while the parent's first taps came.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 0));
    const timer = window.setTimeout(
      () => idle(() => void refreshRecent(firstPage).catch(() => undefined)),
      RECENT_REFRESH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // Only when the page's stories (or their narrations) change, not on every new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, ids]);
}
