/**
 * Keys are relative slash paths of plain names. Anything that could climb out of the root
 * (`..`, a leading `/`, backslashes, NUL) or reach a dot folder such as `.tmp` is refused.
 */
export function isSafeKey(key: string): boolean {
  return !/[\\\0]/.test(key) && key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

/**
 * A prefix given to deletePrefix must name a folder: safe segments ending with '/'. An empty or partial prefix
 * ('', 'lectures', 'lectures/ab') would delete far more than one lecture's outputs.
 */
export function assertFolderPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isSafeKey(prefix.slice(0, -1))) {
    throw new Error(`Invalid storage prefix ${JSON.stringify(prefix)}: a folder of safe segments ending with '/'`);
  }
}
