import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from '../harness';
import { type NodeProcess, startWorkerProcess, workerBeside } from '../server-process';

/**
 * What the tests that kill a transcoding `npm run worker` share: the workers beside a test app, each with a temporary
 * folder of its own (where its transcodes work, and a killed one leaves its files), and a generated lecture.
 */
export function transcodeWorkers(app: () => TestApp, env: Record<string, string> = {}) {
  const workers = new Map<NodeProcess, string>();
  return {
    /** A worker on the app's database and storage, in `tmpDir` (a new folder unless given). */
    async start(tmpDir?: string) {
      tmpDir ??= await mkdtemp(path.join(os.tmpdir(), 'coursehub-worker-tmp-'));
      await shareCompiledSources(tmpDir);
      const worker = await startWorkerProcess({ ...workerBeside(app()), ...env, TMPDIR: tmpDir });
      workers.set(worker, tmpDir);
      return worker;
    },
    tmpDirOf: (worker: NodeProcess) => workers.get(worker) as string,
    /** Kills every worker started and removes their folders. */
    async stop() {
      await Promise.all([...workers.keys()].map((worker) => worker.kill()));
      await Promise.all([...workers.values()].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/**
 * tsx keeps the TypeScript it compiled in TMPDIR (`tsx-<uid>`): a worker with a folder of its own would compile every
 * source of the app again, as no other spawn does. A link to this process's shares it; the workers' checks of their
 * folder look at their work folders only.
 */
async function shareCompiledSources(tmpDir: string) {
  const name = `tsx-${process.geteuid?.() ?? os.userInfo().username}`;
  const shared = path.join(os.tmpdir(), name);
  await mkdir(shared, { recursive: true });
  await symlink(shared, path.join(tmpDir, name)).catch((error: NodeJS.ErrnoException) => {
    // A folder given again (a worker started where a killed one worked) has its link already.
    if (error.code !== 'EEXIST') throw error;
  });
}

/** A transcode's encoder has written a file `written` accepts: a `coursehub-transcode-…/out` folder under tmpDir holds one. */
export async function encoderWriting(tmpDir: string, written: (file: string) => boolean = () => true) {
  for (const name of await readdir(tmpDir)) {
    if (!name.startsWith('coursehub-transcode-')) continue;
    const out = await readdir(path.join(tmpDir, name, 'out')).catch(() => []);
    if (out.some(written)) return true;
  }
  return false;
}

/** ffmpeg's moving test card and a tone as an H.264/AAC MP4 of `size` and `seconds`; `video` are extra encoder options. */
export async function generatedLecture(size: string, seconds: number, video: string[] = []): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-worker-source-'));
  try {
    const file = path.join(dir, 'lecture.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', ...video, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
