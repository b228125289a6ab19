import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { mp4Chunks } from '../../../test/fixtures/mp4-chunks';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { streamUpload } from '../../../test/streaming-upload';
import { seedDemoContent } from '../../db/seeders/demo-content.seeder';
import { Lecture } from './lecture.entity';

// A private os.tmpdir(): GraphQL uploads stream straight into storage, so the app never writes to it.
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'lecture-s3-tmp-'));
process.env.TMPDIR = tempDir;

const MiB = 1024 * 1024;
const bucket = 'lectures-bucket';
const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id videoUrl } lectures { id } }
  }`;

let s3Dir: string;
let s3Port: number;
let s3: ChildProcess;
let client: S3Client;
let app: TestApp;
let admin: { token: string };
/** `METHOD /path?query` of every request s3rver received. */
const s3Requests: string[] = [];

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tempDir, 's3rver-'));
  s3Port = await startS3rver(s3Dir);
  const endpoint = `http://127.0.0.1:${s3Port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  app = await startTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  admin = await createUser(app, { role: 'ADMIN' });
});

afterAll(async () => {
  await app?.close();
  client?.destroy();
  if (s3 && s3.exitCode === null) {
    s3.kill('SIGTERM');
    await once(s3, 'exit');
  }
  await rm(tempDir, { recursive: true, force: true });
});

/**
 * s3rver stands in for a remote S3, so it runs in a process of its own: the memory sampled
 * here is then the app's (and the test client's), not the object store's.
 */
async function startS3rver(directory: string, port = 0): Promise<number> {
  const script = new URL('../../../test/s3rver-process.mjs', import.meta.url);
  s3 = spawn(process.execPath, [script.pathname, directory, bucket, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: s3.stdout! });
  return new Promise((resolve, reject) => {
    s3.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { port?: number; request?: string };
      if (message.request) s3Requests.push(message.request);
      if (message.port) resolve(message.port);
    });
  });
}

/** Samples the process's resident set every 50 ms; returns the peak growth over the starting value. */
function sampleRss() {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss) - baseline;
    },
  };
}

/** What the app left in os.tmpdir(), besides s3rver's store and the harness's data folder. */
const tempFiles = async () => (await readdir(tempDir)).filter((name) => !/^(s3rver-|coursehub-test-)/.test(name));
async function lectureKeysInBucket() {
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'lectures/' }));
  return Contents.map((object) => object.Key);
}
const waitFor = (condition: () => Promise<boolean>, timeout = 15_000) =>
  vi.waitUntil(condition, { timeout, interval: 25 });

const upload = (courseId: string, chunks: AsyncIterable<Uint8Array>, signal?: AbortSignal) =>
  streamUpload<{ addLecture: { lecture: { id: string }; lectures: { id: string }[] } }>(app, {
    query: ADD,
    variables: { courseId, input: { title: 'Big lecture', description: 'Streamed, never buffered.' }, video: null },
    filePath: 'variables.video',
    filename: 'big.mp4',
    chunks,
    credentials: admin,
    signal,
  });

describe('lecture uploads into S3', () => {
  it('seeds the demo content into S3 too', async () => {
    const demoDir = new URL('../../../demo', import.meta.url).pathname;
    const seeded = await seedDemoContent(app.orm, { ...app.deps, demoDir });
    expect(seeded.lectures).toBeGreaterThan(0);
    const keys = await lectureKeysInBucket();
    // Each lecture's original, and its shipped outputs in its outputs folder.
    expect(keys.filter((key) => /^lectures\/[^/]+\.mp4$/.test(key ?? ''))).toHaveLength(seeded.lectures);
    expect(keys.filter((key) => key?.endsWith('/progressive.mp4'))).toHaveLength(seeded.lectures);
  });

  it('streams a 200 MB video through GraphQL multipart into S3 in bounded memory', async () => {
    const { course } = await createCourse(app);
    // A first, small upload pays the one-time costs (SDK code paths compiled, sockets opened,
    // allocator arenas grown); it is logged, and the big upload is then measured on its own.
    const warmUp = sampleRss();
    expect((await upload(course.id, mp4Chunks(20 * MiB))).errors).toBeUndefined();
    const firstUploadGrowth = warmUp.stop();

    const size = 200 * MiB;
    const rss = sampleRss();
    const started = Date.now();
    const response = await upload(course.id, mp4Chunks(size));
    const growth = rss.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `upload ${size / MiB} MB -> peak RSS growth ${Math.round(growth / MiB)} MB in ${seconds} s ` +
        `(the first, 20 MB upload grew RSS by ${Math.round(firstUploadGrowth / MiB)} MB)`,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.addLecture.lectures).toHaveLength(2);
    expect(growth).toBeLessThan(150 * MiB);

    const lecture = await app.orm.em.fork().findOneOrFail(Lecture, response.data!.addLecture.lecture.id);
    expect(lecture.videoBytes).toBe(size);
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: lecture.videoKey }));
    expect(head.ContentLength).toBe(size);
    expect(head.ContentType).toBe('video/mp4');
    expect(await tempFiles()).toEqual([]);
  });

  it('survives a client that aborts mid-upload: no lecture row, no stored object, no temp file', async () => {
    const { course } = await createCourse(app);
    const keysBefore = await lectureKeysInBucket();
    s3Requests.length = 0;
    const abort = new AbortController();
    const partSent = (line: string) => /^PUT \/lectures-bucket\/lectures\/.*partNumber=/.test(line);
    // Keeps sending until the server is uploading parts to S3, then the client goes away.
    const chunks = mp4Chunks(1024 * MiB, {
      onProgress: () => {
        if (s3Requests.some(partSent)) abort.abort();
      },
    });
    await expect(upload(course.id, chunks, abort.signal)).rejects.toThrow();

    // The server's failure path ran to its end: the multipart upload was aborted, then the key deleted.
    await waitFor(async () => s3Requests.some((line) => /^DELETE .*uploadId=.*AbortMultipartUpload/.test(line)));
    await waitFor(async () =>
      s3Requests.some((line) => /^DELETE \/lectures-bucket\/lectures\/.*DeleteObject/.test(line)),
    );
    expect(await tempFiles()).toEqual([]);

    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);
    expect(await lectureKeysInBucket()).toEqual(keysBefore);
    // Still serving.
    const after = await gql<{ courses: { totalCount: number } }>(app, 'query { courses { totalCount } }');
    expect(after.status).toBe(200);
    expect(after.data?.courses.totalCount).toBeGreaterThan(0);
  });
  it('reports an error when the object store dies mid-upload, keeping no row, object or temp file', async () => {
    const { course } = await createCourse(app);
    const keysBefore = await lectureKeysInBucket();
    s3Requests.length = 0;
    const partSent = (line: string) => /^PUT \/lectures-bucket\/lectures\/.*partNumber=/.test(line);
    let killed = false;
    const chunks = mp4Chunks(256 * MiB, {
      onProgress: () => {
        if (!killed && s3Requests.some(partSent)) {
          killed = true;
          s3.kill('SIGKILL');
        }
      },
    });
    const response = await upload(course.id, chunks).catch((error: unknown) => error);
    expect(killed).toBe(true);
    // Either a GraphQL error or the connection closed: the client is told, never "added".
    expect(response instanceof Error || (response as { errors?: unknown[] }).errors?.length).toBeTruthy();
    expect(await tempFiles()).toEqual([]);
    expect(await app.orm.em.fork().count(Lecture, { course: course.id })).toBe(0);

    // The store comes back: the multipart upload was never completed, so no object exists.
    await startS3rver(s3Dir, s3Port);
    expect(await lectureKeysInBucket()).toEqual(keysBefore);
    expect((await gql(app, 'query { courses { totalCount } }')).status).toBe(200);
  });
});
