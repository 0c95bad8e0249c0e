import type { Logger } from '../../platform/logger.js';

/** How often the text of a story being written is saved to its brief. */
export const DRAFT_SAVE_MS = 1_000;

/**
 * Saves the text of a story being written to its brief at most once every `everyMs`, so a parent
 * who reloads on another server sees it (issue 27). The first save waits `everyMs`: the local
 * engine writes a story in milliseconds and never pays a write; an LLM's minute-long stream pays
 * about one small UPDATE a second. A failed save is logged and skipped: the story still comes.
 */
export function createDraftSaver(
  save: (text: string) => Promise<unknown>,
  log: Logger,
  everyMs = DRAFT_SAVE_MS,
) {
  let text = '';
  let saved = '';
  let timer: NodeJS.Timeout | null = null;
  let saving: Promise<void> | null = null;
  let stopped = false;

  async function flush() {
    timer = null;
    if (stopped || text === saved) return;
    const now = text;
    saving = save(now)
      .then(() => {
        saved = now;
      })
      .catch((err: unknown) => log.warn({ err }, 'story draft not saved'))
      .finally(() => {
        saving = null;
        // Text that came while saving waits its own turn.
        if (!stopped && text !== saved) schedule();
      });
  }

  function schedule() {
    if (timer === null && saving === null && !stopped) timer = setTimeout(() => void flush(), everyMs);
  }

  return {
    append(chunk: string) {
      text += chunk;
      schedule();
    },
    reset() {
      text = '';
      schedule();
    },
    /** The brief has ended (its story saved or failed): nothing more is saved. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await saving;
    },
  };
}
