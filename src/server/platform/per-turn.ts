/**
 * Work gathered per turn of the event loop (docs/decisions/020-answers-in-bursts.md): whoever
 * asks before the turn's check phase is served together, in one go.
 */

/**
 * A gate that holds whoever waits on it until the check phase of the event loop's current turn,
 * and lets them all through at once: the requests read in one poll phase are then answered
 * together, so their responses leave in one burst instead of one at a time. A client on the same
 * host (a reverse proxy, the bench's load generator) that sleeps between responses is woken by a
 * cross-CPU interrupt for each one, and in a virtual machine that wake-up costs the writing thread
 * more than building a cached answer. Answered in bursts, it is woken once per burst.
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

/**
 * One load per key per turn: the callers that ask for the same key before the turn's check phase
 * share one load, sent after all of them asked. So no caller gets a value read before it asked
 * (unlike sharing a load already in flight), and a burst of requests for the same row costs one
 * query instead of one each. Callers share the value: they must not change it.
 */
export function sharedPerTurn<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const nextTurn = turnGatherer();
  const asked = new Map<string, Promise<V>>();
  return (key) => {
    let shared = asked.get(key);
    if (!shared) {
      shared = nextTurn().then(() => {
        // From here on, a caller asks after this load is sent: it gets the next one.
        asked.delete(key);
        return load(key);
      });
      asked.set(key, shared);
    }
    return shared;
  };
}
