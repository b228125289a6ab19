import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessesNamed } from '../../../test/fixtures/media-sources';
import { StderrTail, stderrReason } from './ffmpeg-stderr';
import { progressMicroseconds, runFfmpeg } from './run-ffmpeg';
import { MediaError } from './types';

/** ffmpeg encoding a generated picture to nowhere: `seconds` of it, slowly enough to be caught running. */
const encodeForever = (seconds: number) => [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-progress',
  'pipe:1',
  '-nostats',
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=320x240:rate=30:duration=${seconds}`,
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-f',
  'null',
  '-',
];

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'run-ffmpeg-test-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('runFfmpeg', () => {
  it('reports growing percentages below 100 and resolves when ffmpeg exits 0', async () => {
    const progress: number[] = [];
    await runFfmpeg('ffmpeg', encodeForever(3), { durationSeconds: 3, onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(0);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]!);
    expect(Math.max(...progress)).toBeLessThanOrEqual(99);
  });

  it('kills ffmpeg on abort and rejects only once it has exited', async () => {
    const controller = new AbortController();
    const running = runFfmpeg('ffmpeg', encodeForever(3600), {
      signal: controller.signal,
      durationSeconds: 3600,
      onProgress: () => controller.abort(new Error('lecture deleted')),
    });
    const error = await running.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ permanent: false, reason: 'The transcode was cancelled' });
    expect((error as MediaError).cause).toEqual(new Error('lecture deleted'));
    expect(childProcessesNamed('ffmpeg')).toEqual([]);
  });

  it('rejects with the first line of stderr, without the paths, and not permanent', async () => {
    const missing = path.join(dir, 'missing.mp4');
    const error = await runFfmpeg('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-i', missing]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({
      permanent: false,
      reason: 'ffmpeg failed (exit code 1): No such file or directory',
    });
  });

  it('dies with the process that started it (a worker killed mid-job leaves no ffmpeg running)', async () => {
    // A child process runs runFfmpeg, prints ffmpeg's pid once it encodes, and is then SIGKILLed.
    const script = path.join(dir, 'parent.mts');
    const runFfmpegUrl = new URL('./run-ffmpeg.ts', import.meta.url).href;
    const fixturesUrl = new URL('../../../test/fixtures/media-sources.ts', import.meta.url).href;
    await writeFile(
      script,
      `import { runFfmpeg } from ${JSON.stringify(runFfmpegUrl)};
import { childProcessesNamed } from ${JSON.stringify(fixturesUrl)};
let told = false;
runFfmpeg('ffmpeg', ${JSON.stringify(encodeForever(3600))}, { durationSeconds: 3600, onProgress: () => {
  if (!told) { told = true; console.log(JSON.stringify(childProcessesNamed('ffmpeg'))); }
} });
`,
    );
    const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [pid] = await new Promise<number[]>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as number[]));
      parent.once('exit', (code) => reject(new Error(`the parent exited (${code}) before ffmpeg ran`)));
    });
    expect(pid).toBeGreaterThan(0);
    parent.kill('SIGKILL');
    // The kernel delivers the death signal as the parent goes; an orphan would run for the hour it was given.
    const alive = () => existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    while (alive()) await sleep(50);
    expect(alive()).toBe(false);
  });
});

describe('progress and stderr parsing', () => {
  it('reads out_time_us, else out_time, and ignores N/A', () => {
    expect(progressMicroseconds('out_time_us', '1500000')).toBe(1_500_000);
    expect(progressMicroseconds('out_time', '00:01:02.500000')).toBe(62_500_000);
    expect(progressMicroseconds('out_time_us', 'N/A')).toBeNull();
    expect(progressMicroseconds('out_time', 'N/A')).toBeNull();
    expect(progressMicroseconds('frame', '12')).toBeNull();
  });

  it('takes the first message, without the context prefix and the paths', () => {
    expect(
      stderrReason(
        '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55f20cee7ac0] moov atom not found\n' +
          'file:/tmp/x/original.mp4: Invalid data found when processing input\n',
      ),
    ).toBe('moov atom not found');
    expect(stderrReason('/var/lib/app/tmp/out/720p.mp4: No space left on device\n')).toBe('No space left on device');
    expect(stderrReason('Could not write header for output file #0 to /tmp/a/b/720p.m3u8\n')).toBe(
      'Could not write header for output file #0 to 720p.m3u8',
    );
    expect(stderrReason('\n\n')).toBeNull();
  });

  it('keeps the last 4 kB of stderr, from a whole line', () => {
    const tail = new StderrTail();
    for (let i = 0; i < 1000; i++) tail.push(`line ${i} of noise\n`);
    tail.push('the real error\n');
    const kept = tail.toString();
    expect(kept.length).toBeLessThanOrEqual(4096);
    expect(kept.startsWith('line ')).toBe(true);
    expect(kept.endsWith('the real error\n')).toBe(true);
  });
});
