import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { Lecture } from '../src/catalog/lecture/lecture.entity';
import { mp4OfSize } from './fixtures/videos';
import type { Credentials } from './graphql-client';
import { bound } from './hang-bound';
import type { TestApp } from './harness';
import { streamUpload } from './streaming-upload';

/** The lecture operations the upload and editing suites share. */
export const lectureOps = {
  lectures: /* GraphQL */ `
    query CourseLectures($courseId: ID!) {
      lectures(courseId: $courseId) { id courseId title description videoUrl contentType position }
    }`,
  add: /* GraphQL */ `
    mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
      addLecture(courseId: $courseId, input: $input, video: $video) {
        success message
        course { id numberOfLectures }
        lecture { id title position videoUrl contentType status processingProgress }
        lectures { id position status }
      }
    }`,
  update: /* GraphQL */ `
    mutation UpdateLecture($lectureId: ID!, $input: LectureInput!, $video: Upload) {
      updateLecture(lectureId: $lectureId, input: $input, video: $video) {
        id courseId title description position status processingProgress contentType
      }
    }`,
};

export interface LectureData {
  id: string;
  courseId: string;
  title: string;
  position: number;
  videoUrl: string;
  contentType: string;
}

/** A limit small enough that the tests send a video over it in a blink. */
export const MAX_LECTURE_BYTES = 256 * 1024;

/** The names of the files under a folder of the app's uploads (none when it does not exist yet). */
export const storedFiles = (app: TestApp, folder: string) =>
  readdir(path.join(app.config.uploadsDir, folder)).catch(() => [] as string[]);

/**
 * A private os.tmpdir() for the test file, from the moment it is called: GraphQL uploads stream straight into storage,
 * so nothing may ever appear in it. `files()` are what the app left there, besides the harness's own data folder.
 */
export function privateTempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.TMPDIR = dir;
  return {
    files: async () => (await readdir(dir)).filter((name) => !name.startsWith('coursehub-test-')),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** What an upload or a deletion refused must leave exactly as it was: the rows, the stored and partial files, temp. */
export const lectureSnapshot = async (app: TestApp, temp: { files(): Promise<string[]> }) => ({
  lectures: await app.orm.em.fork().count(Lecture),
  files: (await storedFiles(app, 'lectures')).length,
  partial: (await storedFiles(app, '.tmp')).length,
  temp: await temp.files(),
});

export const waitFor = (condition: () => Promise<boolean>, timeout = bound(5000)) =>
  vi.waitUntil(condition, { timeout, interval: 20 });

/**
 * An upload of a video that stops after its first 64 KB until `resume()`: long enough for a test to change what the
 * upload is for (delete its course or lecture) while the video is being written to storage.
 */
export function pausedUpload(
  app: TestApp,
  upload: { query: string; variables: Record<string, unknown>; credentials: Credentials },
) {
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => {
    resume = resolve;
  });
  async function* chunks() {
    yield mp4OfSize(64 * 1024);
    await resumed;
    yield Buffer.alloc(64 * 1024, 1);
  }
  const response = streamUpload(app, {
    ...upload,
    filePath: 'variables.video',
    filename: 'race.mp4',
    chunks: chunks(),
  });
  return { response, resume };
}
