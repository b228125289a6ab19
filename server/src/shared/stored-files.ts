import pLimit from 'p-limit';

/** The store and the log of AppDeps, as much of them as removing files needs. */
interface StoredFilesDeps {
  storage: { delete(key: string): Promise<unknown> };
  logger: { error(details: object, message: string): void };
}

/**
 * Removes files whose rows are already gone (committed). A failure only leaves an
 * unreferenced object behind, never a row pointing at a missing file, so it is logged
 * for an operator and not reported to the caller, whose operation did succeed.
 */
export async function removeStoredFiles(deps: StoredFilesDeps, keys: string[]) {
  const limit = pLimit(8);
  const results = await Promise.allSettled(keys.map((key) => limit(() => deps.storage.delete(key))));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, key: keys[index] }, 'stored file cleanup failed; the object is orphaned');
    }
  });
}
