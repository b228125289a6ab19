import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../src/shared/clock';
import { startTestApp, type TestApp } from './harness';
import { removeTranscodedSource, type TranscodedSource, transcodedSource } from './ready-lecture';

/**
 * The app the viewing tests start before a file's tests, with a real transcode to make their lectures READY from,
 * both gone after them. The app's time is `clock`, which the tests move between heartbeats; its flush interval is long,
 * so the tests write the viewing record themselves (flush, stop), as shutdown does.
 */
export function withViewingApp(clock: Clock, started: (running: { app: TestApp; source: TranscodedSource }) => void) {
  let app: TestApp | undefined;
  let source: TranscodedSource | undefined;
  beforeAll(async () => {
    [app, source] = await Promise.all([
      startTestApp({ VIEWING_FLUSH_INTERVAL_MS: '60000' }, { clock }),
      transcodedSource(),
    ]);
    started({ app, source });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await removeTranscodedSource(source);
  });
}
