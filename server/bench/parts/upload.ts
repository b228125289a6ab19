import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mp4Chunks } from '../../test/fixtures/mp4-chunks';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type AppChild, startAppChild } from '../lib/app';
import { gql, login, ok } from '../lib/http';
import { round } from '../lib/load';
import { multipartUpload } from '../lib/multipart-upload';
import { firstJsonLine, sampleRss, spawnNode, tsScript } from '../lib/processes';
import { startS3rver } from '../lib/s3rver';
import { seedCourses, withOrm } from '../lib/seed';
import { benchDir, settings } from '../lib/settings';

const MiB = 1024 * 1024;

export interface TransferFigures {
  bytes: number;
  seconds: number;
  mbPerSecond: number;
  rss: { beforeMiB: number; peakMiB: number; growthMiB: number };
}

export interface UploadTarget {
  app: TransferFigures;
  baseline: TransferFigures;
  /** The larger upload (BENCH_UPLOAD_GIB > 1), app only: the flatness check. */
  appLarge?: TransferFigures;
  /** Files in the app child's TMPDIR 5 s after the last upload: uploads stream into storage, so none are expected. */
  tempFilesLeft: number;
}

export interface UploadResult {
  sizeGiB: number;
  /** The same client streaming the same request to a node:http server that discards it: the loopback ceiling. */
  clientCeiling: { mbPerSecond: number };
  largeGiB: number | null;
  s3: UploadTarget;
  disk: UploadTarget;
}

const ADD_LECTURE = `mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {
  addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } course { numberOfLectures } }
}`;
const DELETE_LECTURE = `mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {
  deleteLecture(courseId: $courseId, lectureId: $lectureId) { success }
}`;

const mib = (bytes: number) => round(bytes / MiB, 1);

/** Upload throughput and the server's peak RSS growth: GraphQL multipart addLecture into S3 and into local disk. */
export async function runUpload(log: (line: string) => void): Promise<UploadResult> {
  const size = Math.round(1 * 1024 * MiB);
  const large = settings.uploadGiB > 1 ? Math.round(settings.uploadGiB * 1024 * MiB) : null;
  const clientCeiling = await measureCeiling(size);
  log(`  client ceiling (node:http sink): ${clientCeiling.mbPerSecond} MB/s`);
  const s3 = await startS3rver();
  try {
    log('  into S3 (s3rver) …');
    const intoS3 = await measureTarget(s3.env, ['s3', s3.endpoint, s3.bucket], size, large, log);
    log('  into local disk …');
    const diskDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-disk-'));
    try {
      const intoDisk = await measureTarget({}, ['disk', diskDir], size, large, log);
      return { sizeGiB: 1, clientCeiling, largeGiB: large ? settings.uploadGiB : null, s3: intoS3, disk: intoDisk };
    } finally {
      await rm(diskDir, { recursive: true, force: true });
    }
  } finally {
    await s3.stop();
  }
}

/**
 * The app and the baseline run side by side and take turns, BENCH_ROUNDS uploads each (who goes first alternates):
 * on a shared machine the load drifts, and interleaving spreads it over both sides alike, as in the catalogue part.
 */
async function measureTarget(
  env: Record<string, string>,
  baselineArgs: string[],
  size: number,
  large: number | null,
  log: (line: string) => void,
): Promise<UploadTarget> {
  const app = await startAppChild({ env: { ...env, MAX_LECTURE_BYTES: String((large ?? size) + 16 * MiB) } });
  try {
    const baseline = await startBaseline(baselineArgs);
    try {
      const [course] = await withOrm(app.databaseUrl, (orm) => seedCourses(orm, 1, () => 0));
      const token = await login(app.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      const intoApp = (bytes: number) => uploadOnce(app, course!.id, token, bytes);
      // A first, small upload pays the one-time costs (code paths compiled, sockets opened, arenas grown).
      await intoApp(20 * MiB);
      await baseline.upload(20 * MiB);
      const appRuns: TransferFigures[] = [];
      const baselineRuns: TransferFigures[] = [];
      for (let turn = 0; turn < settings.rounds; turn += 1) {
        const sides = [
          async () => appRuns.push(await intoApp(size)),
          async () => baselineRuns.push(await baseline.upload(size)),
        ];
        for (const side of turn % 2 === 0 ? sides : sides.reverse()) await side();
        log(
          `    round ${turn + 1}: app ${appRuns.at(-1)!.mbPerSecond} MB/s (RSS +${appRuns.at(-1)!.rss.growthMiB} MiB), ` +
            `baseline ${baselineRuns.at(-1)!.mbPerSecond} MB/s (RSS +${baselineRuns.at(-1)!.rss.growthMiB} MiB)`,
        );
      }
      let appLarge: TransferFigures | undefined;
      if (large) {
        appLarge = await intoApp(large);
        log(`    app ${settings.uploadGiB} GiB: ${appLarge.mbPerSecond} MB/s, RSS +${appLarge.rss.growthMiB} MiB`);
      }
      return {
        app: combined(appRuns),
        baseline: combined(baselineRuns),
        ...(appLarge && { appLarge }),
        tempFilesLeft: await tempLeft(app),
      };
    } finally {
      await baseline.stop();
    }
  } finally {
    await app.stop();
  }
}

/** All the rounds of one side: their bytes over their time, and the round that grew RSS the most. */
function combined(runs: TransferFigures[]): TransferFigures {
  const bytes = runs.reduce((sum, run) => sum + run.bytes, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const rss = runs.reduce((worst, run) => (run.rss.growthMiB > worst.growthMiB ? run.rss : worst), runs[0]!.rss);
  return { bytes, seconds: round(seconds, 2), mbPerSecond: round(bytes / 1e6 / seconds, 1), rss };
}

interface VideoRequest {
  path?: string;
  courseId?: string;
  token?: string;
}

/** The one request every side is sent, byte for byte but the course id and token: addLecture with a generated MP4. */
const postVideo = (url: string, bytes: number, { path, courseId = '', token }: VideoRequest = {}) =>
  multipartUpload({
    url,
    path,
    query: ADD_LECTURE,
    variables: { courseId, input: { title: 'Bench lecture', description: 'Streamed by the bench.' }, video: null },
    filePath: 'variables.video',
    filename: 'bench.mp4',
    bytes,
    chunks: mp4Chunks(bytes),
    token,
  });

async function uploadOnce(app: AppChild, courseId: string, token: string, bytes: number): Promise<TransferFigures> {
  const rss = sampleRss(app.pid);
  const started = performance.now();
  const response = await postVideo(app.url, bytes, { courseId, token });
  const seconds = (performance.now() - started) / 1000;
  const memory = rss.stop();
  const parsed = JSON.parse(response.body) as { data?: { addLecture?: { lecture: { id: string } } }; errors?: unknown };
  const lectureId = parsed.data?.addLecture?.lecture.id;
  if (!lectureId) throw new Error(`addLecture failed (HTTP ${response.status}): ${JSON.stringify(parsed.errors)}`);
  // Frees the space again (1 GiB per upload); the delete is not timed.
  ok(await gql(app.url, DELETE_LECTURE, { courseId, lectureId }, token), 'deleteLecture');
  return figures(bytes, seconds, memory);
}

function figures(bytes: number, seconds: number, memory: ReturnType<ReturnType<typeof sampleRss>['stop']>) {
  return {
    bytes,
    seconds: round(seconds, 2),
    mbPerSecond: round(bytes / 1e6 / seconds, 1),
    rss: { beforeMiB: mib(memory.beforeBytes), peakMiB: mib(memory.peakBytes), growthMiB: mib(memory.growthBytes) },
  };
}

async function tempLeft(app: AppChild): Promise<number> {
  const deadline = Date.now() + 5000;
  let left = 0;
  do {
    // tsx keeps its compile cache there when the server runs from source.
    left = (await readdir(app.spoolDir)).filter((name) => !name.startsWith('tsx-')).length;
    if (!left) return 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return left;
}

/**
 * The baseline: the same client sends the same request to a bare node:http server (children/upload-baseline.ts)
 * that pipes the body straight into the same target, so both sides pay the same loopback HTTP cost.
 */
async function startBaseline(args: string[]) {
  const child = spawnNode([...tsScript(`${benchDir}/children/upload-baseline.ts`), ...args], {});
  try {
    const { port } = await firstJsonLine<{ port: number }>(child);
    const url = `http://127.0.0.1:${port}`;
    return {
      async upload(bytes: number): Promise<TransferFigures> {
        const rss = sampleRss(child.pid);
        const started = performance.now();
        const response = await postVideo(url, bytes, { path: '/measured' });
        const seconds = (performance.now() - started) / 1000;
        const memory = rss.stop();
        if (response.status !== 200)
          throw new Error(`baseline upload failed (HTTP ${response.status}): ${response.body}`);
        // Frees the space again, untimed, as the app's deleteLecture.
        if (!(await fetch(`${url}/measured`, { method: 'DELETE' })).ok) throw new Error('baseline could not delete');
        return figures(bytes, seconds, memory);
      },
      stop: () => child.stop(),
    };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

async function measureCeiling(bytes: number): Promise<{ mbPerSecond: number }> {
  const sink = spawnNode(tsScript(`${benchDir}/children/http-sink.ts`), {});
  try {
    const { port } = await firstJsonLine<{ port: number }>(sink);
    const send = (size: number) => postVideo(`http://127.0.0.1:${port}`, size);
    await send(20 * MiB);
    const started = performance.now();
    await send(bytes);
    return { mbPerSecond: round(bytes / 1e6 / ((performance.now() - started) / 1000), 1) };
  } finally {
    await sink.stop();
  }
}
