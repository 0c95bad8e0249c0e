/** The library's playlist moves (spec §2 featured player, §4 audio playback), pure. */

/** Next story; from the last it goes round to the first. */
export function nextIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index + 1) % length;
}

/** Previous story; from the first it wraps to the last (spec §2). */
export function previousIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index - 1 + length) % length;
}

/**
 * When a story ends: with continuous play the next one plays, until the last has played
 * (spec §4: ended → next audio story if continuous play, else stopped). null means stop.
 */
export function indexAfterEnded(index: number, length: number, continuous: boolean): number | null {
  return continuous && index + 1 < length ? index + 1 : null;
}
