import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The temporary folders of jobs that work on files (transcodes and the ladder, slides, speech), by kind. Each attempt's folder is
 * named `<prefix><pid>-<random>`, so that a worker killed mid-job (whose `finally` never ran) leaves a folder the next
 * worker on the machine can tell apart from a live sibling's.
 */
export const WORK_FOLDER_PREFIXES = {
  transcode: 'coursehub-transcode-',
  slides: 'coursehub-slides-',
  captions: 'coursehub-captions-',
} as const;

export type WorkFolderKind = keyof typeof WORK_FOLDER_PREFIXES;

const orphanPattern = new RegExp(`^(?:${Object.values(WORK_FOLDER_PREFIXES).join('|')})(\\d+)-`);

const processIsAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Runs one attempt's work in a fresh temporary folder of its kind, removed however the work ends. */
export async function inWorkFolder<T>(kind: WorkFolderKind, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `${WORK_FOLDER_PREFIXES[kind]}${process.pid}-`));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Removes the work folders of every kind whose process is gone (killed mid-job); returns how many. */
export async function removeOrphanedWorkFolders(tmpDir = os.tmpdir()): Promise<number> {
  const orphaned = (await readdir(tmpDir)).filter((name) => {
    const pid = Number(orphanPattern.exec(name)?.[1]);
    return pid > 0 && pid !== process.pid && !processIsAlive(pid);
  });
  await Promise.all(orphaned.map((name) => rm(path.join(tmpDir, name), { recursive: true, force: true })));
  return orphaned.length;
}
