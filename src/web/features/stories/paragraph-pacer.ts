/**
 * Paces a streamed story so it appears paragraph by paragraph, even when the local engine sends
 * the whole text in a few milliseconds: complete paragraphs are shown at most one per `stepMs`.
 * While the writer is slower than that (a remote model), the unfinished paragraph grows as it
 * arrives. `immediate` (prefers-reduced-motion) shows every chunk at once and adds no wait.
 */
export interface TParagraphPacer {
  push: (chunk: string) => void;
  /** The stream ended: resolves once every paragraph has been shown. */
  finish: () => Promise<void>;
  /** The writer started again (e.g. a retry): forget the text. */
  reset: () => void;
  /** Stops the timer (the screen went away). */
  cancel: () => void;
}

export interface TPacerOptions {
  stepMs?: number;
  immediate?: boolean;
  now?: () => number;
}

export const PARAGRAPH_STEP_MS = 400;

/** The end offsets of the paragraphs (non-empty lines) in `text`. */
function paragraphEnds(text: string): number[] {
  return Array.from(text.matchAll(/[^\n]+/g), (m) => m.index + m[0].length);
}

export function createParagraphPacer(
  onShow: (text: string) => void,
  { stepMs = PARAGRAPH_STEP_MS, immediate = false, now = () => Date.now() }: TPacerOptions = {},
): TParagraphPacer {
  let received = '';
  let shown = 0; // complete paragraphs on screen
  let finished = false;
  let lastStep = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let drained: (() => void) | null = null;

  /** Paragraphs that are whole: followed by a newline, or the last one once the stream ended. */
  const completeEnds = () => {
    const ends = paragraphEnds(received);
    return finished || ends.at(-1) !== received.length ? ends : ends.slice(0, -1);
  };

  const step = () => {
    timer = null;
    const ends = completeEnds();
    if (shown < ends.length) {
      shown += 1;
      lastStep = now();
      if (shown < ends.length) {
        onShow(received.slice(0, ends[shown - 1]));
        schedule();
      } else if (finished) settle();
      // Caught up mid-stream: the unfinished paragraph shows too, and grows as it arrives.
      else onShow(received);
      return;
    }
    // Caught up: the unfinished paragraph shows as it grows.
    onShow(received);
    if (finished) settle();
  };

  const schedule = () => {
    if (timer !== null) return;
    const wait = Math.max(0, lastStep + stepMs - now());
    timer = setTimeout(step, wait);
  };

  const settle = () => {
    onShow(received);
    drained?.();
    drained = null;
  };

  return {
    push(chunk) {
      received += chunk;
      if (immediate) return onShow(received);
      if (shown < completeEnds().length) schedule();
      else if (timer === null) onShow(received);
    },
    finish() {
      finished = true;
      if (immediate) {
        onShow(received);
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        drained = resolve;
        if (timer === null) step();
      });
    },
    reset() {
      received = '';
      shown = 0;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      onShow('');
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      drained?.();
      drained = null;
    },
  };
}

/** The user asked the system for less motion: the story shows at once. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
