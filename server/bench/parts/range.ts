import { open } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';
import { mp4Chunks } from '../../test/fixtures/mp4-chunks';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startAppChild } from '../lib/app';
import { gql, login, ok } from '../lib/http';
import { round } from '../lib/load';
import { type Child, firstJsonLine, spawnNode, tsScript } from '../lib/processes';
import { seedCourses, seedLectureRow, withOrm } from '../lib/seed';
import { benchDir, settings } from '../lib/settings';

export interface RangeFigures {
  ttfbMs: { median: number; p90: number; min: number };
  /** Reading the whole range (from the middle to the end). */
  mbPerSecond: number;
}

export interface RangeResult {
  fileBytes: number;
  rangeStart: number;
  samples: number;
  app: RangeFigures;
  baseline: RangeFigures;
}

const KEY = 'lectures/bench-range.mp4';
const TTFB_SAMPLES = 40;
const READS = 5;

const LECTURES = `query CourseLecturesQuery($courseId: ID!) { lectures(courseId: $courseId) { id videoUrl } }`;

/** Where a range is asked for, and the headers every request there carries (the app's: the session). */
interface Target {
  url: string;
  headers: Record<string, string>;
}

function request({ url, headers }: Target, range: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    // A new connection per request (agent: false), as a seeking <video> often opens one.
    get(url, { agent: false, headers: { ...headers, range } }, resolve).once('error', reject);
  });
}

/** Milliseconds from sending the request to the first body byte; the connection is then dropped. */
async function timeToFirstByte(target: Target, range: string): Promise<number> {
  const started = performance.now();
  const response = await request(target, range);
  if (response.statusCode !== 206) throw new Error(`${target.url} answered ${response.statusCode} to ${range}`);
  await new Promise<void>((resolve, reject) => {
    response.once('data', () => resolve());
    response.once('error', reject);
  });
  const elapsed = performance.now() - started;
  response.destroy();
  return elapsed;
}

async function readWhole(target: Target, range: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const response = await request(target, range);
  let bytes = 0;
  for await (const chunk of response) bytes += (chunk as Buffer).length;
  return { seconds: (performance.now() - started) / 1000, bytes };
}

async function firstBytes(target: Target, range: string, count: number): Promise<Buffer> {
  const response = await request(target, range);
  if (response.statusCode !== 206) {
    response.resume();
    throw new Error(`${target.url} answered ${response.statusCode} to ${range}`);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= count) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, count);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => percentile(values, 50);

/**
 * Video delivery: a Range request in the middle of a large lecture, app (its stable /media/lectures/:id URL, the
 * admin's session checked on every request, as a player's every seek is) vs a static server.
 */
export async function runRange(log: (line: string) => void): Promise<RangeResult> {
  const size = Math.round(settings.rangeFileMB * 1e6);
  const app = await startAppChild();
  let baseline: Child | undefined;
  try {
    const uploadsDir = path.join(app.dataDir, 'uploads');
    // Stored through the app's own adapter, where the app keeps uploads (DATA_DIR/uploads).
    await new LocalDiskStorage({ rootDir: uploadsDir }).put(KEY, Readable.from(mp4Chunks(size)), {
      contentType: 'video/mp4',
    });
    const [course] = await withOrm(app.databaseUrl, async (orm) => {
      const seeded = await seedCourses(orm, 1, () => 0);
      await seedLectureRow(orm, seeded[0]!.id, KEY, size);
      return seeded;
    });
    const token = await login(app.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const lectures = ok(
      await gql<{ lectures: { videoUrl: string }[] }>(app.url, LECTURES, { courseId: course!.id }, token),
      'lectures',
    ).lectures;
    // A relative /media/lectures/<id> path; the player's requests carry the session (here the Bearer token).
    const appTarget: Target = {
      url: new URL(lectures[0]!.videoUrl, app.url).toString(),
      headers: { authorization: `Bearer ${token}` },
    };

    baseline = spawnNode([...tsScript(`${benchDir}/children/static-range-baseline.ts`), uploadsDir], {});
    const { port } = await firstJsonLine<{ port: number }>(baseline);
    const baselineTarget: Target = { url: `http://127.0.0.1:${port}/${KEY}`, headers: {} };

    const start = Math.floor(size / 2);
    const range = `bytes=${start}-`;
    const expected = Buffer.alloc(64 * 1024);
    const file = await open(path.join(uploadsDir, KEY));
    await file.read(expected, 0, expected.length, start);
    await file.close();
    for (const target of [appTarget, baselineTarget]) {
      if (!(await firstBytes(target, range, expected.length)).equals(expected)) {
        throw new Error(`${target.url} did not answer ${range} with the file's bytes`);
      }
    }

    // Interleaved, so any drift of the machine's load falls on both alike.
    const ttfb = { app: [] as number[], baseline: [] as number[] };
    for (let i = 0; i < 5; i += 1)
      await Promise.all([timeToFirstByte(appTarget, range), timeToFirstByte(baselineTarget, range)]);
    for (let i = 0; i < TTFB_SAMPLES; i += 1) {
      ttfb.app.push(await timeToFirstByte(appTarget, range));
      ttfb.baseline.push(await timeToFirstByte(baselineTarget, range));
    }
    const reads = { app: [] as number[], baseline: [] as number[] };
    for (let i = 0; i < READS; i += 1) {
      for (const [name, target] of [
        ['app', appTarget],
        ['baseline', baselineTarget],
      ] as const) {
        const { seconds, bytes } = await readWhole(target, range);
        if (bytes !== size - start) throw new Error(`${name} sent ${bytes} bytes of the range, not ${size - start}`);
        reads[name].push(bytes / 1e6 / seconds);
      }
    }
    const summarize = (name: 'app' | 'baseline'): RangeFigures => ({
      ttfbMs: {
        median: round(median(ttfb[name]), 2),
        p90: round(percentile(ttfb[name], 90), 2),
        min: round(Math.min(...ttfb[name]), 2),
      },
      mbPerSecond: round(median(reads[name]), 1),
    });
    const result = {
      fileBytes: size,
      rangeStart: start,
      samples: TTFB_SAMPLES,
      app: summarize('app'),
      baseline: summarize('baseline'),
    };
    log(`  app: first byte ${result.app.ttfbMs.median} ms, ${result.app.mbPerSecond} MB/s`);
    log(`  static baseline: first byte ${result.baseline.ttfbMs.median} ms, ${result.baseline.mbPerSecond} MB/s`);
    return result;
  } finally {
    await baseline?.stop();
    await app.stop();
  }
}
