import DataLoader from 'dataloader';

/**
 * Loads what many fields of one answer ask for in one statement: the keys asked for while graphql resolves one level
 * of an answer (every course of a list asks in the same pass) are loaded together once that pass is over. DataLoader
 * with its cache off: nothing is kept between batches, so a mutation's later reads in the same request see its writes.
 */
export type Batch<Key, Value> = (key: Key) => Promise<Value>;

export function createBatch<Key, Value>(
  load: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Value>>,
  missing: Value,
): Batch<Key, Value> {
  const loader = new DataLoader<Key, Value>(
    async (keys) => {
      const values = await load(keys);
      return keys.map((key) => values.get(key) ?? missing);
    },
    { cache: false },
  );
  return (key) => loader.load(key);
}

/**
 * One batch of each kind per request: keyed by the request's scope (services' RequestScope), so it goes with the
 * request. Generic over the scope so that shared/ names no part above it.
 */
export function perRequest<Scope extends object, Batches extends object>(build: (scope: Scope) => Batches) {
  const batches = new WeakMap<Scope, Batches>();
  return (scope: Scope): Batches => {
    let kept = batches.get(scope);
    if (!kept) {
      kept = build(scope);
      batches.set(scope, kept);
    }
    return kept;
  };
}
