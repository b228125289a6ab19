import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  lectureOutputPrefix,
  storedAudioRendition,
  storedRenditions,
  storedStoryboard,
} from '../src/catalog/lecture/lecture-renditions';
import type { Env } from '../src/config';
import { transcode } from '../src/media/transcoder/transcode';
import type { TranscodeResult } from '../src/media/transcoder/types';
import { createCourse } from './course-factories';
import { createUser } from './factories';
import { startTestApp, type TestApp } from './harness';

export interface TranscodedSource {
  dir: string;
  result: TranscodeResult;
}

/**
 * A real transcode (media/transcode.ts) of a generated 3 s 1280x720 source with sound, so the ladder has two
 * renditions (360p, 720p): made once per test file and stored for as many lectures as it needs.
 */
export async function transcodedSource(): Promise<TranscodedSource> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'ready-lecture-'));
  const source = path.join(work, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
  const dir = path.join(work, 'out');
  await mkdir(dir);
  return { dir, result: await transcode(source, dir, {}) };
}

/** Removes what transcodedSource made (nothing when it never made it). */
export async function removeTranscodedSource(source: TranscodedSource | undefined) {
  if (source) await rm(path.dirname(source.dir), { recursive: true, force: true });
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
};

/**
 * Stores the outputs under a fresh processing version of `lectureId` and marks the row READY with them, as the
 * transcode job publishes an attempt. Returns the version (the outputs' folder).
 */
export async function makeLectureReady(app: TestApp, lectureId: string, { dir, result }: TranscodedSource) {
  const version = randomUUID();
  const prefix = lectureOutputPrefix(lectureId, version);
  for (const file of await readdir(dir)) {
    const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    await app.deps.storage.put(`${prefix}${file}`, createReadStream(path.join(dir, file)), { contentType: type });
  }
  await app.orm.em.fork().execute(
    `update lectures set status = 'READY', processing_progress = 100, failure_reason = null, processing_version = ?,
       duration_seconds = ?, renditions = ?::jsonb, audio_rendition = ?::jsonb, poster_key = ?, progressive_key = ?,
       storyboard = ?::jsonb
       where id = ?`,
    [
      version,
      result.durationSeconds,
      JSON.stringify(storedRenditions(result.renditions, prefix)),
      JSON.stringify(storedAudioRendition(result.audio, prefix)),
      result.posterFile ? `${prefix}${result.posterFile}` : null,
      `${prefix}${result.progressiveFile}`,
      result.storyboard ? JSON.stringify(storedStoryboard(result.storyboard, prefix)) : null,
      lectureId,
    ],
  );
  return { version, prefix };
}

/**
 * The real app with one READY lecture (its outputs from a real transcode) and a viewer of each kind: what the media
 * route tests start from. close() stops the app and removes the transcoded source.
 */
export async function startWithReadyLecture(env: Partial<Record<keyof Env, string>> = {}) {
  const [app, source] = await Promise.all([startTestApp(env), transcodedSource()]);
  const admin = await createUser(app, { role: 'ADMIN' });
  const learner = await createUser(app);
  const subscriber = await createUser(app, { subscriptionStatus: 'active' });
  const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
  const lectureId = lectures[0]!.id;
  const { version } = await makeLectureReady(app, lectureId, source);
  return {
    app,
    source,
    admin,
    learner,
    subscriber,
    courseId: course.id,
    lectureId,
    version,
    async close() {
      await app.close();
      await removeTranscodedSource(source);
    },
  };
}

export type ReadyLectureApp = Awaited<ReturnType<typeof startWithReadyLecture>>;

/** The URIs a playlist names, resolved against its own URL as a player does. */
export const playlistUris = (playlist: string, base: URL) =>
  playlist
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((uri) => new URL(uri, base).href);

export type MediaCredentials = { token?: string; cookie?: string };

/** A media request as a player sends it: its session by Bearer token or cookie, or none; redirects not followed. */
export const mediaGet = (
  app: TestApp,
  url: string,
  credentials: MediaCredentials = {},
  headers: Record<string, string> = {},
) =>
  fetch(new URL(url, app.url), {
    redirect: 'manual',
    headers: {
      ...(credentials.token && { authorization: `Bearer ${credentials.token}` }),
      ...(credentials.cookie && { cookie: credentials.cookie }),
      ...headers,
    },
  });
