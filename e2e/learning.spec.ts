import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createCourse, makeTestVideo, openCourseLectures, uploadLecture, withScratchFolder } from './course-steps';
import {
  ADMIN,
  adminApi,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  expectVideoPlays,
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

test.describe.configure({ mode: 'serial' });

withScratchFolder('learning', (folder) => {
  longLecture = path.join(folder, 'long-lecture.mp4');
  makeTestVideo(longLecture, { width: 320, height: 180, fps: 15, seconds: LECTURE_SECONDS, toneHz: 440 });
});

const video = (page: Page) => page.locator('video').first();
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** The save of the learner's position sent when the player seeks or pauses, at or past `from` seconds. */
const positionSaved = (page: Page, from: number) =>
  page.waitForResponse((response) => {
    const body = response.request().postDataJSON() as {
      operationName?: string;
      variables?: { positionSeconds?: number };
    } | null;
    return (
      response.url().endsWith('/graphql') &&
      body?.operationName === 'SaveLectureProgressMutation' &&
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

test('a course link opened in a fresh browser shows its description and curriculum', async ({ browser, baseURL }) => {
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
});

test('a subscriber watches part of a lecture, reloads and resumes; the next lecture follows the end of one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
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
  await uploadLecture(page, { title: 'A long talk', description: 'Long enough to come back to.', file: longLecture });
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
  // Pausing saves again (a position within a second of the last one saved is not sent twice).
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(38);
  const pauseSaved = positionSaved(page, 38);
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  await pauseSaved;
  // Hiding the page sends a last save that outlives it (a keepalive request with the session cookie), which the
  // server accepts.
  await video(page).evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(40);
  const hiddenSaved = positionSaved(page, 40);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenAnswer = (await (await hiddenSaved).json()) as { data?: unknown; errors?: unknown };
  expect(hiddenAnswer.errors).toBeUndefined();
  expect(hiddenAnswer.data).toMatchObject({ saveLectureProgress: { completed: false } });

  await page.reload();
  const resume = page.getByRole('button', { name: /^Resume from 0:4\d$/ });
  await expect(resume).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lectures' })).toContainText(/Stopped at 0:4\d/);
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  await resume.click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(40.5);
  await expect(resume).toBeHidden();

  // The demo course's 6 s lectures: the first ends, the next starts after the countdown, the first is completed.
  await waitForLecturesReady(baseURL!, DEMO_COURSE);
  await page.goto(`/course/displaylecture?course=${encodeURIComponent(await courseIdOf(baseURL!, DEMO_COURSE))}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome and setup' })).toBeVisible();
  await expectVideoPlays(page);
  await expect(page.getByRole('region', { name: 'Next lecture' })).toContainText('Next: Values, types and operators', {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Values, types and operators' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/&lecture=/);
  await expect(
    page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: 'Welcome and setup' }),
  ).toHaveAccessibleDescription(/Completed/);
  // The course may have quizzes by now (the quiz journey adds one), which the line then counts too.
  await expect(page.getByText(/^1 of \d+ lectures(, \d+ of \d+ quiz(zes)?)?, \d+%$/)).toBeVisible();
});

test('an admin marks a lecture as a free preview, which a visitor then plays from the description page', async ({
  page,
}) => {
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
  await page.getByRole('list', { name: 'Curriculum' }).getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'A long talk' })).toBeVisible();
  await expectVideoPlays(page);
});

test('a learner completes a course and anyone can open its certificate at the public address', async ({
  page,
  browser,
}) => {
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
});

test("Continue watching's Resume opens the lecture the learner stopped in, playing from the second they left", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
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
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = 37;
  });
  await saved;
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());

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
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(37.3);
  expect(await currentTime(page)).toBeLessThan(60);
});
