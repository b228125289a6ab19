/**
 * Loads what many fields of one answer ask for in one statement: the keys asked for while graphql resolves one level
 * of an answer (every course of a list asks in the same pass) are loaded together once that pass is over, as
 * DataLoader does. Nothing is kept between batches, so a mutation's later reads in the same request see its writes.
 */
export type Batch<Key, Value> = (key: Key) => Promise<Value>;

const resolved = Promise.resolve();

export function createBatch<Key, Value>(
  load: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Value>>,
  missing: Value,
): Batch<Key, Value> {
  let pending: Map<Key, ((value: Value) => void)[]> | null = null;
  let failures: ((error: unknown) => void)[] = [];

  const dispatch = () => {
    const batch = pending as Map<Key, ((value: Value) => void)[]>;
    const rejects = failures;
    pending = null;
    failures = [];
    load([...batch.keys()]).then(
      (values) => {
        for (const [key, waiting] of batch) for (const resolve of waiting) resolve(values.get(key) ?? missing);
      },
      (error: unknown) => {
        for (const reject of rejects) reject(error);
      },
    );
  };

  return (key) =>
    new Promise<Value>((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        // After the promise jobs already queued (the rest of this resolver pass), as DataLoader schedules.
        resolved.then(() => process.nextTick(dispatch));
      }
      const waiting = pending.get(key);
      if (waiting) waiting.push(resolve);
      else pending.set(key, [resolve]);
      failures.push(reject);
    });
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
