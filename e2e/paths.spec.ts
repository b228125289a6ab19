import { type Page } from '@playwright/test';
import { callAs } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import {
  ADMIN,
  adminApi,
  COURSE_TITLES_QUERY,
  type CourseTitles,
  courseList,
  inNewBrowser,
  logIn,
  subscribeInTestMode,
} from './support';

/** Two seeded courses whose lectures are all READY, in catalogue order: the path's first and second. */
async function twoReadyCourses(baseURL: string) {
  const { api, query } = await adminApi(baseURL);
  try {
    const ready: { id: string; title: string; lectures: string[] }[] = [];
    for (const course of courseList(await query<CourseTitles>(COURSE_TITLES_QUERY))) {
      const { lectures } = await query<{ lectures: { id: string; status: string }[] }>(
        'query ($id: ID!) { lectures(courseId: $id) { id status } }',
        { id: course.id },
      );
      if (lectures.length && lectures.every((lecture) => lecture.status === 'READY')) {
        ready.push({ ...course, lectures: lectures.map((lecture) => lecture.id) });
      }
      if (ready.length === 2) break;
    }
    expect(ready, 'two seeded courses with READY lectures').toHaveLength(2);
    return ready as [(typeof ready)[number], (typeof ready)[number]];
  } finally {
    await api.dispose();
  }
}

/** Completes every lecture of a course as the signed-in learner, as the player's "Mark as complete" does. */
async function completeCourse(page: Page, lectures: string[]) {
  for (const lectureId of lectures) {
    const answer = await callAs(
      page,
      'mutation ($lectureId: ID!) { setLectureCompleted(lectureId: $lectureId, completed: true) { completed } }',
      { lectureId },
    );
    expect(answer.errors).toBeUndefined();
  }
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Courses in this path' });

test('an admin composes a path of two courses; a learner follows it and earns the path certificate', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(300_000));
  const [first, second] = await twoReadyCourses(baseURL ?? '');
  const slug = `journey-path-${Date.now()}`;

  await test.step('the admin composes the path: two courses in order, the second requiring the first', () =>
    inNewBrowser(browser, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/paths/new');
      await page.getByLabel('Title').fill('Journey Path');
      await page.getByLabel('Address').fill(slug);
      await page.getByLabel('Description').fill('Two courses, one after the other.');
      await page.getByLabel('Outcome').fill('You have finished both.');
      for (const course of [first, second]) {
        await page.getByLabel('Course to add').selectOption(course.id);
        await page.getByRole('button', { name: 'Add course' }).click();
      }
      const courses = page.getByRole('list', { name: 'Courses in order' });
      await expect(courses.getByRole('listitem')).toHaveCount(2);
      await expect(courses.getByRole('checkbox', { name: 'Requires the previous course' })).toBeChecked();
      await page.getByText('Learners see published paths only.').click();
      await expect(page.getByRole('checkbox', { name: /^Published/ })).toBeChecked();
      await page.getByRole('button', { name: 'Save path' }).click();
      await expect(page).toHaveURL(new RegExp(`/paths/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Journey Path' })).toBeVisible();
    }));

  await test.step('a learner follows it to the end and opens the path certificate', () =>
    inNewBrowser(browser, async (page) => {
      await subscribeInTestMode(page, 'Pathfinder');
      await page.goto('/paths');
      await page.getByRole('link', { name: 'Journey Path' }).click();
      await expect(page).toHaveURL(new RegExp(`/paths/${slug}$`));
      const steps = timeline(page).getByRole('listitem');
      await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(1)).toContainText(`Finish ${first.title} first`);
      await expect(page.getByText('0 of 2 courses finished')).toBeVisible();

      await completeCourse(page, first.lectures);
      await page.reload();
      await expect(steps.nth(0)).toContainText('Finished');
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(1).getByRole('link', { name: 'Continue' })).toHaveAttribute(
        'href',
        `/course/displaylectures?course=${second.id}`,
      );
      await expect(page.getByText('1 of 2 courses finished')).toBeVisible();

      await completeCourse(page, second.lectures);
      await page.reload();
      await expect(page.getByText('You finished this path')).toBeVisible();
      await page.getByRole('link', { name: 'View certificate' }).click();
      await expect(page).toHaveURL(/\/certificate\?code=/);
      const certificate = page.getByRole('article', { name: 'Certificate of completion' });
      await expect(certificate).toContainText('Pathfinder Learner');
      await expect(certificate).toContainText('Journey Path');
      await expect(certificate).toContainText('finished all 2 courses of the learning path');
    }));
});
