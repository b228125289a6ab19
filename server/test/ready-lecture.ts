import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { transcode } from '../src/media/transcode';
import type { TranscodeResult } from '../src/media/types';
import { lectureOutputPrefix, storedRenditions, storedStoryboard } from '../src/modules/lecture/lecture-renditions';
import type { TestApp } from './harness';

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
       duration_seconds = ?, renditions = ?::jsonb, poster_key = ?, progressive_key = ?, storyboard = ?::jsonb
       where id = ?`,
    [
      version,
      result.durationSeconds,
      JSON.stringify(storedRenditions(result.renditions, prefix)),
      result.posterFile ? `${prefix}${result.posterFile}` : null,
      `${prefix}${result.progressiveFile}`,
      result.storyboard ? JSON.stringify(storedStoryboard(result.storyboard, prefix)) : null,
      lectureId,
    ],
  );
  return { version, prefix };
}
