import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withScratchFolder } from './course-steps';
import { type LectureSource, makeLectureSources } from './fixtures/lecture-sources';
import { ADMIN, adminApi, fixture, logIn, logOut, subscribeInTestMode } from './support';

/** Six short lectures queued at once on the server's one transcode worker, on a 2-core machine shared with others. */
const PROCESSING_TIMEOUT_MS = 150_000;
/** How far the reported length may be from the source's. */
const DURATION_TOLERANCE_S = 0.2;
/** How close to its target a seek must land. */
const SEEK_TOLERANCE_S = 0.5;

let sources: LectureSource[];

withScratchFolder('sources', async (folder) => {
  test.setTimeout(60_000);
  sources = await makeLectureSources(folder);
});

interface UploadFile {
  variable: string;
  path: string;
  type: string;
}

/** A GraphQL multipart request (one file) with the page's session, as the app's client sends it. */
async function graphqlUpload<T>(page: Page, query: string, variables: Record<string, unknown>, file: UploadFile) {
  // A FormData keeps the parts in order (operations, map, file); an object would put the integer key '0' first.
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, [file.variable]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${file.variable}`] }));
  form.append('0', new Blob([readFileSync(file.path)], { type: file.type }), path.basename(file.path));
  const response = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    multipart: form,
    timeout: 60_000,
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.data, `${response.status()} ${JSON.stringify(body)}`).toBeTruthy();
  return body.data as T;
}

interface LectureState {
  id: string;
  title: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
  processingProgress: number | null;
  failureReason: string | null;
  durationSeconds: number | null;
  hlsUrl: string | null;
}

/** Polls the course's lectures as the admin until every one is READY; fails at once, with its reason, on a FAILED one. */
async function waitUntilReady(baseURL: string, courseId: string, count: number): Promise<LectureState[]> {
  const { api, query } = await adminApi(baseURL);
  let lectures: LectureState[] = [];
  try {
    await expect
      .poll(
        async () => {
          ({ lectures } = await query<{ lectures: LectureState[] }>(
            `query ($id: ID!) {
              lectures(courseId: $id) { id title status processingProgress failureReason durationSeconds hlsUrl }
            }`,
            { id: courseId },
          ));
          const failed = lectures.filter((lecture) => lecture.status === 'FAILED');
          if (failed.length) {
            throw new Error(failed.map((lecture) => `'${lecture.title}' FAILED: ${lecture.failureReason}`).join('\n'));
          }
          return lectures.map(
            (lecture) =>
              `${lecture.title}: ${lecture.status}${lecture.status === 'PROCESSING' ? ` ${lecture.processingProgress}%` : ''}`,
          );
        },
        { timeout: PROCESSING_TIMEOUT_MS, intervals: [1000] },
      )
      .toEqual(Array.from({ length: count }, () => expect.stringMatching(/: READY$/)));
  } finally {
    await api.dispose();
  }
  return lectures;
}

/** The RESOLUTION of every rendition a master playlist lists, smallest first. */
function renditionsOf(master: string): string[] {
  const sizes = [...master.matchAll(/^#EXT-X-STREAM-INF:.*\bRESOLUTION=(\d+)x(\d+)/gm)].map(([, w, h]) => [
    Number(w),
    Number(h),
  ]);
  return sizes.sort((a, b) => a[0]! * a[1]! - b[0]! * b[1]!).map(([w, h]) => `${w}x${h}`);
}

const videoOf = (page: Page, title: string): Locator => page.getByLabel(`Video of ${title}`, { exact: true });

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Seeks and resolves on 'seeked' with where the element landed. */
const seek = (video: Locator, to: number) =>
  video.evaluate(
    (element: HTMLVideoElement, target) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = target;
      }),
    to,
  );

/** Plays muted (for the headless browser); a load the player starts meanwhile interrupts play(): ask again. */
const play = (video: Locator) =>
  video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await element.play();
      } catch (error) {
        if ((error as Error).name !== 'AbortError' || attempt === 2) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  });

test('an H.264 MP4, an MP4 indexed at the end, HEVC MOV, VP9 WebM, portrait and 4K each transcode to their ladder and play', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const courseTitle = `Every kind of upload ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  const { createCourse } = await graphqlUpload<{ createCourse: { id: string } }>(
    page,
    // Published by its first READY lecture, so that the subscriber below finds it in the catalogue.
    'mutation ($input: CourseInput!, $thumbnail: Upload) { createCourse(input: $input, thumbnail: $thumbnail, publishWhenReady: true) { id } }',
    {
      input: { title: courseTitle, description: 'One lecture per kind of file.', category: 'Video', createdBy: 'E2E' },
    },
    { variable: 'thumbnail', path: fixture('avatar.png'), type: 'image/png' },
  );
  const courseId = createCourse.id;

  await test.step('the admin uploads the six at once', async () => {
    await Promise.all(
      sources.map((source) =>
        graphqlUpload(
          page,
          `mutation ($courseId: ID!, $input: LectureInput!, $video: Upload) {
            addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id status } }
          }`,
          { courseId, input: { title: source.title, description: `${source.title}, as uploaded.` } },
          { variable: 'video', path: source.file, type: source.contentType },
        ),
      ),
    );
  });

  const lectures = await test.step('each ends READY', () => waitUntilReady(baseURL!, courseId, sources.length));

  await test.step('each has the length of its source and the renditions of its ladder', async () => {
    const found = await Promise.all(
      sources.map(async (source) => {
        const lecture = lectures.find((each) => each.title === source.title);
        expect(lecture?.hlsUrl, `${source.title}: hlsUrl`).toBeTruthy();
        // The master playlist with the admin's session, as the player asks for it.
        const response = await page.request.get(lecture!.hlsUrl!);
        expect(response.status(), `${source.title}: ${lecture!.hlsUrl}`).toBe(200);
        return {
          title: source.title,
          durationWithinTolerance: Math.abs((lecture!.durationSeconds ?? -1) - source.seconds) <= DURATION_TOLERANCE_S,
          durationSeconds: lecture!.durationSeconds,
          renditions: renditionsOf(await response.text()),
        };
      }),
    );
    expect(found).toEqual(
      sources.map((source) => ({
        title: source.title,
        durationWithinTolerance: true,
        durationSeconds: expect.any(Number),
        renditions: source.renditions,
      })),
    );
  });
  await logOut(page);

  await subscribeInTestMode(page, 'Sources');
  await page.goto('/courses');
  await page.getByRole('link', { name: courseTitle }).click();
  await page.getByRole('button', { name: 'Watch Lectures' }).click();
  const lectureList = page.getByRole('list', { name: 'Lectures' });
  await expect(lectureList.getByRole('listitem')).toHaveCount(sources.length);
  // What the browser reports while the lectures play: a player or decoder failure shows here first.
  const playbackErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') playbackErrors.push(message.text());
  });
  page.on('pageerror', (error) => playbackErrors.push(error.message));

  for (const source of sources) {
    await test.step(`a subscriber plays '${source.title}' and seeks in it`, async () => {
      await lectureList.getByRole('button', { name: source.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: source.title })).toBeVisible();
      const video = videoOf(page, source.title);
      // The app's player streams the HLS ladder through hls.js (a MediaSource), not the progressive MP4.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 15_000 })
        .toMatch(/^blob:/);
      await play(video);
      await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1);

      const target = source.seconds / 2 + 0.5;
      const landed = await seek(video, target);
      expect(Math.abs(landed - target), `${source.title}: seeked to ${target}, landed at ${landed}`).toBeLessThan(
        SEEK_TOLERANCE_S,
      );
      await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(target + 0.3);

      // A picture of one of the renditions (the HEVC original played as sound only in Chromium).
      const size = await video.evaluate((element: HTMLVideoElement) => `${element.videoWidth}x${element.videoHeight}`);
      expect(source.renditions, `${source.title}: playing ${size}`).toContain(size);
      await expect(page.getByText('This video could not be played.')).toHaveCount(0);
    });
  }
  expect(playbackErrors, 'errors in the browser while playing').toEqual([]);
});
