/**
 * A gate that holds whoever waits on it until the check phase of the event loop's current turn,
 * and lets them all through at once: the requests read in one poll phase are then answered
 * together, so their responses leave in one burst instead of one at a time.
 *
 * Why it pays (docs/decisions/020-answers-in-bursts.md): a client on the same host (a reverse
 * proxy, the bench's load generator) that sleeps between responses is woken by a cross-CPU
 * interrupt for each one, and in a virtual machine that wake-up costs the writing thread more
 * than building a cached answer. Answered in bursts, it is woken once per burst.
 */
export function turnGatherer(): () => Promise<void> {
  let turn: Promise<void> | null = null;
  return () =>
    (turn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        turn = null;
        resolve();
      }),
    ));
}
