/** A Map or WeakMap: what `kept` needs of it. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value kept under `key`, made by `make` and kept the first time it is asked for. */
export function kept<K, V>(store: Store<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
