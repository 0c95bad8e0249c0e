/** 'smooth' scrolling unless the person asked their system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
