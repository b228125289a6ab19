import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { spawnNode } from './processes';
import { serverDir } from './settings';

export interface S3rverChild {
  endpoint: string;
  bucket: string;
  /** The app's S3 settings for this store. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver in a process of its own (standing in for a remote S3), as the upload tests run it (test/s3rver-process.mjs). */
export async function startS3rver(bucket = 'bench-bucket'): Promise<S3rverChild> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-s3-'));
  const child = spawnNode([path.join(serverDir, 'test/s3rver-process.mjs'), directory, bucket], {});
  const lines = createInterface({ input: child.process.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.process.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    // Every request is printed; the lines keep being read (and dropped) so s3rver never blocks on its stdout.
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { port?: number };
      if (message.port) resolve(message.port);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await child.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
