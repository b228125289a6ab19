import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { AppDeps } from '../shared/scope';

/**
 * Past the idle timeout, a connection that sent nothing has been closed (http-server.ts), and the upload it carried
 * was removed with it. A file still untouched this much later was left by a process that died mid-upload (a crash, a
 * kill, a forced shutdown). The margin covers the short wait between the last byte written and the moment the
 * service opens the file (a password hash, a database round trip); once open, removing it no longer matters.
 */
const STALE_MARGIN_MS = 10 * 60 * 1000;
/** How often a running server looks for such files. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Removes the files in `dirs` that nobody has written to for longer than the idle timeout plus a margin. A file
 * being written has a fresh modification time however long its upload runs (a 2 GiB lecture over a slow link),
 * since every chunk that arrives is written at once.
 */
export async function sweepPartialUploads(
  dirs: readonly string[],
  http: Pick<Config['http'], 'idleTimeoutMs'>,
  logger: Pick<Logger, 'warn' | 'info'>,
  now = Date.now(),
): Promise<number> {
  const staleBefore = now - (http.idleTimeoutMs + STALE_MARGIN_MS);
  let removed = 0;
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        const info = await stat(file);
        if (!info.isFile() || info.mtimeMs >= staleBefore) continue;
        await rm(file, { force: true });
        removed++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          logger.warn({ err: error, file }, 'could not sweep a partial upload');
        }
      }
    }
  }
  if (removed > 0) logger.info({ removed }, 'removed partial uploads left by an earlier process');
  return removed;
}

/**
 * Sweeps once now (resolved before the server takes requests) and then every SWEEP_INTERVAL_MS; the timer keeps no
 * process alive, and stop() ends it on shutdown.
 */
export async function startPartialUploadSweeps(dirs: readonly string[], deps: Pick<AppDeps, 'config' | 'logger'>) {
  const sweep = () => sweepPartialUploads(dirs, deps.config.http, deps.logger);
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => deps.logger.warn({ err: error }, 'the partial upload sweep failed'));
  }, SWEEP_INTERVAL_MS).unref();
  return { stop: () => clearInterval(timer) };
}
