/**
 * One load per key per turn of the event loop: the callers that ask for the same key before the
 * turn's check phase share one load, sent after all of them asked. So no caller gets a value
 * read before it asked (unlike sharing a load already in flight), and a burst of requests for
 * the same row costs one query instead of one each (docs/decisions/020-answers-in-bursts.md).
 * Callers share the value: they must not change it.
 */
export function sharedPerTurn<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const asked = new Map<string, Promise<V>>();
  return (key) => {
    let shared = asked.get(key);
    if (!shared) {
      shared = new Promise<V>((resolve, reject) =>
        setImmediate(() => {
          // From here on, a caller asks after this load is sent: it gets the next one.
          asked.delete(key);
          load(key).then(resolve, reject);
        }),
      );
      asked.set(key, shared);
    }
    return shared;
  };
}
