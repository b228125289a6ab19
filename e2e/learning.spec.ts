import path from 'node:path';
import { type Page } from '@playwright/test';
import {
  callAs,
  createCourse,
  makeTestVideo,
  openCourseLectures,
  readyCourse,
  savedProgress,
  uploadLecture,
  withScratchFolder,
} from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  adminApi,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  expectInteractive,
  expectVideoPlays,
  inNewBrowser,
  logIn,
  logOut,
  subscribeInTestMode,
  waitForLecturesReady,
} from './support';

const DEMO_COURSE = 'Modern JavaScript from Scratch';
/** Long enough for a saved position past the first 30 s and more than 10 s before the end: one offered to resume. */
const LECTURE_SECONDS = 60;

let longLecture: string;
/** The lecture screen of the course the resume journey creates, which the preview journey then uses. */
let lecturesUrl = '';
/** The title of that course. */
let resumingCourse = '';

withScratchFolder('learning', (folder) => {
  longLecture = path.join(folder, 'long-lecture.mp4');
  // 5 fps: all the journey needs of a long lecture is its length, and each frame is a frame to transcode.
  makeTestVideo(longLecture, { width: 320, height: 180, fps: 5, seconds: LECTURE_SECONDS, toneHz: 440 });
});

const video = (page: Page) => page.locator('video').first();
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** The save of the learner's position sent when the player seeks or pauses, at or past `from` seconds. */
const positionSaved = (page: Page, from: number) =>
  page.waitForResponse((response) => {
    const body = response.request().postDataJSON() as {
      operationName?: string;
      query?: string;
      variables?: { positionSeconds?: number };
    } | null;
    // The player's saves name their trusted document; the keepalive save of a page left sends its text.
    const saves =
      body?.operationName === 'SaveLectureProgressMutation' || body?.query?.includes('saveLectureProgress(');
    return (
      response.url().endsWith('/graphql') &&
      saves === true &&
      (body?.variables?.positionSeconds ?? 0) >= from &&
      response.ok()
    );
  });

async function courseIdOf(baseURL: string, title: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    const courses = courseList(await query<CourseTitles>(COURSE_TITLES_QUERY));
    const course = courses.find((each) => each.title === title);
    expect(course, `a course titled ${title}`).toBeDefined();
    return course!.id;
  } finally {
    await api.dispose();
  }
}

const DESKTOP = { width: 1366, height: 900 };

const banner = (page: Page) => page.getByRole('banner');

const COURSE = 'UI Design Principles';
const LECTURES = ['Visual hierarchy', 'Spacing and layout grids'];

/**
 * Plays the lecture on screen from start to end at 1.5x, as a learner in a hurry does. At the 2x limit a 6 s lecture's
 * heartbeats would have to reach the server within 0.3 s of their pace: the limit is watch-sections.test.ts's.
 */
async function watchFast(page: Page, title: string) {
  await page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    element.playbackRate = 1.5;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: bound(30_000) })
    .toBe(true);
}

test('a learner follows courses: resumes lectures, previews, completes with certificates, and sees it in My learning', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(1_200_000));
  await test.step('a course link opened in a fresh browser shows its description and curriculum', () =>
    inNewBrowser(browser, async (_page) => {
      const id = await courseIdOf(baseURL!, DEMO_COURSE);
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`/course/description?id=${encodeURIComponent(id)}`);
        await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
        const curriculum = page.getByRole('list', { name: 'Curriculum' });
        await expect(curriculum).toContainText('Welcome and setup');
        await expect(curriculum).toContainText('Values, types and operators');
      } finally {
        await context.close();
      }
    }));
  await test.step('a subscriber watches part of a lecture, reloads and resumes; the next lecture follows the end of one', () =>
    inNewBrowser(browser, async (page) => {
      const courseTitle = `Resuming ${Date.now()}`;
      resumingCourse = courseTitle;
      await logIn(page, ADMIN.email, ADMIN.password);
      await createCourse(page, {
        title: courseTitle,
        instructor: 'Ada Resumer',
        category: 'Learning',
        description: 'A course to come back to.',
      });
      await openCourseLectures(page, courseTitle);
      // The lecture screen's address names the course: it is the link a learner can bookmark.
      await expect(page).toHaveURL(/\/course\/displaylecture\?course=/);
      lecturesUrl = page.url();
      await uploadLecture(page, {
        title: 'A long talk',
        description: 'Long enough to come back to.',
        file: longLecture,
      });
      await waitForLecturesReady(baseURL!, courseTitle);
      await logOut(page);

      await subscribeInTestMode(page, 'Resuming');
      await page.goto(lecturesUrl);
      await expect(page.getByRole('heading', { level: 2, name: 'A long talk' })).toBeVisible();
      await expectVideoPlays(page);
      const seekSaved = positionSaved(page, 30);
      await video(page).evaluate((element: HTMLVideoElement) => {
        element.currentTime = 36;
      });
      await seekSaved;
      // Pausing saves again, unless the periodic save past 38 s came within a second of it (not sent twice then).
      const pauseSaved = positionSaved(page, 38);
      await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThan(38);
      await video(page).evaluate((element: HTMLVideoElement) => element.pause());
      await pauseSaved;
      // Hiding the page sends a last save that outlives it (a keepalive request with the session cookie), which the
      // server keeps. The learner has moved on while paused (no periodic save can come between), to a position far from
      // the one pausing saved: hiding within a second of the last save sends nothing more. The server's own record is
      // what is checked, not the keepalive's answer, which the browser may hand the page late or never.
      const courseId = new URL(lecturesUrl).searchParams.get('course')!;
      const at = await video(page).evaluate((element: HTMLVideoElement) => {
        element.currentTime = element.currentTime < 44 ? 46 : 32;
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        return element.currentTime;
      });
      await expect
        .poll(() => savedProgress(page, courseId, 'A long talk'), { timeout: bound(15_000) })
        .toEqual({ positionSeconds: at, completed: false });
      const stoppedAt = `${Math.floor(at / 60)}:${String(at % 60).padStart(2, '0')}`;

      await page.reload();
      const resume = page.getByRole('button', { name: `Resume from ${stoppedAt}`, exact: true });
      await expect(resume).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Lectures' })).toContainText(`Stopped at ${stoppedAt}`);
      await video(page).evaluate((element: HTMLVideoElement) => {
        element.muted = true;
      });
      await resume.click();
      await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThanOrEqual(at);
      await expect(resume).toBeHidden();

      // The demo course's 6 s lectures: the first ends, the next starts after the countdown, the first is completed.
      await page.goto(`/course/displaylecture?course=${encodeURIComponent(await courseIdOf(baseURL!, DEMO_COURSE))}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Welcome and setup' })).toBeVisible();
      await expectVideoPlays(page);
      await expect(page.getByRole('region', { name: 'Next lecture' })).toContainText(
        'Next: Values, types and operators',
        {
          timeout: bound(20_000),
        },
      );
      await expect(page.getByRole('heading', { level: 2, name: 'Values, types and operators' })).toBeVisible({
        timeout: bound(15_000),
      });
      await expect(page).toHaveURL(/&lecture=/);
      await expect(
        page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: 'Welcome and setup' }),
      ).toHaveAccessibleDescription(/Completed/);
      // The course may have quizzes by now (the quiz journey adds one), which the line then counts too.
      await expect(page.getByText(/^1 of \d+ lectures(, \d+ of \d+ quiz(zes)?)?, \d+%$/)).toBeVisible();
    }));
  await test.step('an admin marks a lecture as a free preview, which a visitor then plays from the description page', () =>
    inNewBrowser(browser, async (page) => {
      expect(lecturesUrl, 'the resume journey created the course').not.toBe('');
      const courseId = new URL(lecturesUrl).searchParams.get('course');
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto(lecturesUrl);
      const toggle = page.getByRole('button', { name: 'Free preview' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(page.getByText('The lecture is now a free preview')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await logOut(page);

      await page.goto(`/course/description?id=${encodeURIComponent(courseId ?? '')}`);
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      // The page is rendered on the server for a visitor: Preview plays once the app has taken it over.
      await expectInteractive(page);
      await page.getByRole('list', { name: 'Curriculum' }).getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'A long talk' })).toBeVisible();
      await expectVideoPlays(page);
    }));
  await test.step('a learner completes a course and anyone can open its certificate at the public address', () =>
    inNewBrowser(browser, async (page) => {
      expect(lecturesUrl, 'the resume journey created the course').not.toBe('');
      await subscribeInTestMode(page, 'Certified');
      await page.goto(lecturesUrl);
      await expect(page.getByRole('heading', { level: 2, name: 'A long talk' })).toBeVisible();
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(page.getByText('1 of 1 lecture, 100%')).toBeVisible();
      await page.getByRole('link', { name: 'View your certificate' }).click();
      await expect(page).toHaveURL(/\/certificate\?code=/);
      const certificate = page.getByRole('article', { name: 'Certificate of completion' });
      await expect(certificate).toContainText('Certified Learner');
      const code = new URL(page.url()).searchParams.get('code');
      await expect(certificate).toContainText(`Verification code: ${code}`);

      // The profile lists it too.
      await page.goto('/user/profile');
      await expect(page.getByRole('region', { name: 'Completed courses' }).getByRole('link')).toHaveAttribute(
        'href',
        `/certificate?code=${code}`,
      );

      // A fresh browser: nobody signed in.
      const visitor = await browser.newContext();
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto(`/certificate?code=${encodeURIComponent(code ?? '')}`);
        const verified = visitorPage.getByRole('article', { name: 'Certificate of completion' });
        await expect(verified).toContainText('Certified Learner');
        await expect(verified).toContainText('taught by Ada Resumer');
        await expect(verified).toContainText(`Verification code: ${code}`);
        await expect(verified.getByRole('img', { name: 'QR code of the verification address' })).toBeVisible();

        // The PDF, made by the server: one page that carries the verification code.
        const download = visitorPage.waitForEvent('download');
        await visitorPage.getByRole('link', { name: 'Download PDF' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`certificate-${code}.pdf`);
        const pdf = Buffer.concat(await (await file.createReadStream()).toArray()).toString('latin1');
        expect(pdf.startsWith('%PDF-')).toBe(true);
        expect(pdf).toContain(`Verification code ${code}`);
      } finally {
        await visitor.close();
      }
    }));
  await test.step("Continue watching's Resume opens the lecture the learner stopped in, playing from the second they left", () =>
    inNewBrowser(browser, async (page) => {
      expect(lecturesUrl, 'the resume journey created the course').not.toBe('');
      // A second lecture, so that the one stopped in is not the course's first (unfinished) one.
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto(lecturesUrl);
      await uploadLecture(page, { title: 'Going further', description: 'The sequel.', file: longLecture });
      await waitForLecturesReady(baseURL!, resumingCourse);
      await logOut(page);

      await subscribeInTestMode(page, 'Returning');
      await page.goto(lecturesUrl);
      await page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: 'Going further' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Going further' })).toBeVisible();
      await expectVideoPlays(page);
      const saved = positionSaved(page, 30);
      // Moved and stopped at once: the position saved is 37 s, however long the steps take on a loaded machine.
      await video(page).evaluate((element: HTMLVideoElement) => {
        element.currentTime = 37;
        element.pause();
      });
      await saved;

      await page.goto('/');
      const card = page.getByRole('region', { name: 'Continue watching' }).getByRole('listitem').filter({
        hasText: resumingCourse,
      });
      await expect(card).toContainText(/Going further, stopped at 0:3\d/);
      await card.getByRole('link', { name: `Resume ${resumingCourse}` }).click();

      await expect(page.getByRole('heading', { level: 2, name: 'Going further' })).toBeVisible();
      await expect(page).toHaveURL(/&lecture=/);
      // It plays at once, from where the learner left (the saved position, 37 s, rounded to the tenth), with Start over.
      await expect(page.getByRole('group', { name: 'Where to start' })).toContainText(/Resumed from 0:3[67]/);
      await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThan(37.3);
      expect(await currentTime(page)).toBeLessThan(60);
    }));
  await test.step('my learning: empty, then a course in progress with its next lecture, then completed with its certificate', () =>
    inNewBrowser(browser, async (page) => {
      await page.setViewportSize(DESKTOP);
      await subscribeInTestMode(page, 'Wayfarer');
      const course = await readyCourse(baseURL!);

      await page.goto('/');
      await banner(page).getByRole('link', { name: 'My learning' }).click();
      await expect(page.getByRole('heading', { name: 'You have not started a course yet' })).toBeVisible();

      const [first] = course.lectures;
      const saved = await callAs(
        page,
        'mutation ($id: ID!) { saveLectureProgress(lectureId: $id, positionSeconds: 1) { lectureId } }',
        { id: first },
      );
      expect(saved.errors).toBeUndefined();
      await page.reload();
      const inProgress = page.getByRole('region', { name: 'In progress' });
      const next = inProgress.getByRole('link', { name: `Continue ${course.title}` });
      await expect(next).toHaveAttribute('href', new RegExp(`course=${course.id}&lecture=${first}`));
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/course/displaylecture\\?course=${course.id}&lecture=${first}`));

      for (const id of course.lectures) {
        const done = await callAs(
          page,
          'mutation ($id: ID!) { setLectureCompleted(lectureId: $id, completed: true) { lectureId } }',
          { id },
        );
        expect(done.errors).toBeUndefined();
      }
      await page.goto('/my-learning');
      const completed = page.getByRole('region', { name: 'Completed' });
      await completed.getByRole('link', { name: `Certificate for ${course.title}` }).click();
      await expect(page).toHaveURL(/\/certificate\?code=/);
    }));
  await test.step('a learner watching at 1.5x gets a viewing-verified certificate; the admin sees the retention it made', () =>
    inNewBrowser(browser, async (page) => {
      await subscribeInTestMode(page, 'Watcher');
      await openCourseLectures(page, COURSE);
      for (const title of LECTURES) await watchFast(page, title);
      await expect(page.getByText(/^2 of 2 lectures, 100%$/)).toBeVisible({ timeout: bound(15_000) });

      // The server's record (segments delivered, heartbeats at 1.5x) verifies both lectures: the certificate says so.
      await page.getByRole('link', { name: 'View your certificate' }).click();
      const certificate = page.getByRole('article', { name: 'Certificate of completion' });
      await expect(certificate).toBeVisible();
      await expect
        .poll(
          async () => {
            await page.reload();
            // The page renders the certificate after its query: count once it is there.
            await expect(certificate).toContainText('Verification code');
            return certificate.getByText('Viewing verified').count();
          },
          { timeout: bound(30_000), intervals: [2_000] },
        )
        .toBe(1);
      const code = new URL(page.url()).searchParams.get('code');
      await logOut(page);
      // The public verification page shows it to anyone.
      await page.goto(`/certificate?code=${encodeURIComponent(code ?? '')}`);
      await expect(certificate.getByText('Viewing verified')).toBeVisible();

      // The admin's analytics: the sessions end 30 s after the player stopped (e2e/serve.mjs), then count.
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/dashboard');
      await page.getByRole('link', { name: `Analytics of ${COURSE}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Course analytics' })).toBeVisible();
      const retention = page.getByRole('region', { name: 'Retention' });
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(page.getByRole('heading', { level: 1, name: 'Course analytics' })).toBeVisible();
            return retention.locator('[data-chart="retention"]').count();
          },
          { timeout: bound(150_000), intervals: [10_000] },
        )
        .toBe(1);
      await expect(retention.getByText('Average watched')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Completion funnel' })).toBeVisible();
    }));
});
