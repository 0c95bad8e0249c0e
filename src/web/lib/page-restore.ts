import { useEffect, useRef } from 'react';

/**
 * Runs `onRestore` when the browser shows this page again from its back/forward cache: the
 * parent left for checkout or the billing portal, then pressed Back. The page comes back exactly
 * as it was left, "leaving" spinners and disabled buttons included, so anything that only made
 * sense while leaving must be reset here (a fresh load starts clean anyway).
 */
export function useOnPageRestore(onRestore: () => void): void {
  const latest = useRef(onRestore);
  useEffect(() => {
    latest.current = onRestore;
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
