import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inWorkFolder, removeOrphanedWorkFolders, WORK_FOLDER_PREFIXES } from './work-folders';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('work folders', () => {
  it('gives an attempt a folder of its kind and removes it when the work fails', async () => {
    let seen = '';
    await expect(
      inWorkFolder('captions', async (folder) => {
        seen = folder;
        await mkdir(path.join(folder, 'out'));
        throw new Error('ffmpeg died');
      }),
    ).rejects.toThrow('ffmpeg died');
    expect(path.basename(seen).startsWith(`${WORK_FOLDER_PREFIXES.captions}${process.pid}-`)).toBe(true);
    await expect(readdir(seen)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("removes a dead process's folders of every kind, and keeps a live process's and other files", async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'coursehub-work-folders-test-'));
    made.push(tmp);
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const names = [
      `${WORK_FOLDER_PREFIXES.transcode}${dead}-a`,
      `${WORK_FOLDER_PREFIXES.captions}${dead}-b`,
      `${WORK_FOLDER_PREFIXES.transcode}${process.pid}-c`,
      `${WORK_FOLDER_PREFIXES.captions}${process.ppid}-d`,
      'someone-elses-folder',
    ];
    await Promise.all(names.map((name) => mkdir(path.join(tmp, name))));
    expect(await removeOrphanedWorkFolders(tmp)).toBe(2);
    expect((await readdir(tmp)).sort()).toEqual(names.slice(2).sort());
  });
});
