import { useEffect } from 'react';
import type { TStorySummary } from '../../../shared/stories';
import { refreshRecent } from '../../lib/offline/keep';
import { useOnline } from '../../lib/offline/use-online';

/**
 * Keeps the library's first page readable offline: once it has loaded (online, unfiltered), its
 * stories and newest narrations are fetched into the recent cache, behind the page.
 */
export function useRecentOffline(firstPage: readonly TStorySummary[] | null): void {
  const online = useOnline();
  const ids = firstPage?.map((s) => `${s.id}:${s.audio.hasAudio}`).join(',') ?? null;
  useEffect(() => {
    if (!online || ids === null || !firstPage) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 500));
    idle(() => void refreshRecent(firstPage).catch(() => undefined));
    // Only when the page's stories (or their narrations) change, not on every new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, ids]);
}
