import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { adminApi, COURSE_TITLES_QUERY, type CourseTitles, courseList, fixture } from './support';

export interface NewCourse {
  title: string;
  instructor: string;
  category: string;
  description: string;
  /** Keep it a draft until published, rather than the form's default (public with its first ready lecture). */
  draft?: boolean;
}

/** An admin creates a course through the form (the fixture avatar as its thumbnail); ends on its success notice. */
export async function createCourse(page: Page, course: NewCourse) {
  await page.goto('/course/create');
  await page.getByLabel('Thumbnail').setInputFiles(fixture('avatar.png'));
  await page.getByLabel('Title').fill(course.title);
  await page.getByLabel('Instructor').fill(course.instructor);
  await page.getByLabel('Category').fill(course.category);
  await page.getByLabel('Description').fill(course.description);
  if (course.draft) await page.getByText('Keep as a draft until I publish it').click();
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Course created successfully')).toBeVisible();
}

/** From the catalogue to the lecture screen of the course with this title, as a learner gets there. */
export async function openCourseLectures(page: Page, title: string) {
  await page.goto('/courses');
  // Clicked once the list has settled: the first page shown may be the one the page or its worker kept, and its
  // refresh puts a new course first, moving every card under the pointer.
  await expect(page.getByRole('list', { name: 'Courses' })).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Watch Lectures' }).click();
  await expect(page).toHaveURL(/\/course\/displaylecture(\?|$)/);
}

/** An admin on the lecture screen adds a lecture with this video file; ends on the upload's success notice. */
export async function uploadLecture(page: Page, lecture: { title: string; description: string; file: string }) {
  await page.getByRole('button', { name: 'Add new lecture' }).click();
  await page.getByLabel('Title').fill(lecture.title);
  await page.getByLabel('Description').fill(lecture.description);
  await page.getByLabel('Video', { exact: true }).setInputFiles(lecture.file);
  await page.getByRole('button', { name: 'Add Lecture' }).click();
  // The notice of an upload before may still show: the last one is this upload's.
  await expect(page.getByText('Lecture added successfully').last()).toBeVisible({ timeout: bound(30_000) });
}

/** Writes an H.264/AAC MP4 of ffmpeg's test card and a sine tone to `file`, as a camera's upload would be. */
export function makeTestVideo(
  file: string,
  video: { width: number; height: number; fps: number; seconds: number; toneHz: number },
) {
  const { width, height, fps, seconds, toneHz } = video;
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${toneHz}:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
}

/**
 * A temporary folder for the videos a spec file makes: `prepare` fills it before the file's first test, and it is
 * removed after its last.
 */
export function withScratchFolder(name: string, prepare: (folder: string) => void | Promise<void>) {
  let folder = '';
  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), `coursehub-e2e-${name}-`));
    await prepare(folder);
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));
}

/** Signed in as this page's user: a GraphQL call with its session cookie. */
export const callAs = (page: Page, query: string, variables: Record<string, unknown>) =>
  page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors?: unknown };
    },
    { query, variables },
  );

/** Where the signed-in learner of `page` stands in the lecture titled `title` of the course, as the server saved it. */
export async function savedProgress(page: Page, courseId: string, title: string) {
  const answer = (await callAs(
    page,
    'query ($id: ID!) { lectures(courseId: $id) { title progress { positionSeconds completed } } }',
    {
      id: courseId,
    },
  )) as { data?: { lectures: { title: string; progress: { positionSeconds: number; completed: boolean } | null }[] } };
  return answer.data?.lectures.find((lecture) => lecture.title === title)?.progress ?? null;
}

/** A course whose lectures are all READY (the demo courses are seeded so), with their ids. */
export async function readyCourse(baseURL: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    let found: { id: string; title: string; lectures: string[] } | undefined;
    await expect
      .poll(
        async () => {
          for (const course of courseList(await query<CourseTitles>(COURSE_TITLES_QUERY))) {
            const { lectures } = await query<{ lectures: { id: string; status: string }[] }>(
              'query ($id: ID!) { lectures(courseId: $id) { id status } }',
              { id: course.id },
            );
            if (lectures.length && lectures.every((lecture) => lecture.status === 'READY')) {
              found = { ...course, lectures: lectures.map((lecture) => lecture.id) };
              return true;
            }
          }
          return false;
        },
        { timeout: bound(180_000), intervals: [1000, 2000] },
      )
      .toBe(true);
    return found!;
  } finally {
    await api.dispose();
  }
}

// A demo course no other journey adds to (the quiz journey gives Modern JavaScript a quiz, which its 100% then needs).

/** Writes an MP4 by its first bytes (the upload check passes) with no playable content: ffprobe refuses it. */
export function writeCorruptMp4(file: string) {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\u0002\0isommp41', 'latin1')]);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + 64 * 1024);
  mdat.write('mdat', 4, 'latin1');
  writeFileSync(file, Buffer.concat([ftyp, mdat, randomBytes(64 * 1024)]));
}

/** Resolves with the answer of the next save of a course's lecture order (a move, a drag or a drop). */
export const reorderSaved = (page: Page) =>
  page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'ReorderLecturesMutation');

export const lectureList = (page: Page) => page.getByRole('list', { name: 'Lectures' });
/** The lecture titles in the order the list shows them. */
export const listedTitles = (page: Page) => lectureList(page).locator('[id^="lecture-title-"]').allTextContents();
/** One lecture's row, by its exact title. */
export const row = (page: Page, title: string) =>
  lectureList(page)
    .getByRole('listitem')
    .filter({ has: page.locator('[id^="lecture-title-"]', { hasText: new RegExp(`^${title}$`) }) });
/** A control of one lecture's row. */
export const control = (page: Page, name: string, title: string) =>
  row(page, title).getByRole('button', { name, exact: true });
