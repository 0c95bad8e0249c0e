import { useEffect, useState, type RefObject } from 'react';

/**
 * How far ahead of the viewport a deferred element is drawn: about a screen on a phone, so a
 * parent scrolling at reading pace does not see it arrive.
 */
const AHEAD = '0px 0px 800px 0px';

type TWaiter = (near: boolean) => void;
let shared: IntersectionObserver | null = null;
const waiters = new WeakMap<Element, TWaiter>();

/** One observer for every deferred element of the page (fifty cards, one observer). */
function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiters.get(entry.target)?.(true);
        waiters.delete(entry.target);
        shared?.unobserve(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  return shared;
}

/**
 * True once the element has come near the viewport (and from then on). Without an
 * IntersectionObserver (old browsers, tests) everything counts as near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    waiters.set(element, setNear);
    observer().observe(element);
    return () => {
      waiters.delete(element);
      shared?.unobserve(element);
    };
  }, [near, ref]);
  return near;
}
