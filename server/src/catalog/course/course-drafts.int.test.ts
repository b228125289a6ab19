import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from '../../../test/client-build';
import { createCourse, publishLectureReady, setLectureStatus } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { mp4OfSize } from '../../../test/fixtures/videos';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { restClient } from '../../../test/rest-client';
import type { WebhookEventTables } from '../../events/webhook-event.entity';
import { LectureProgress } from '../../learning/progress/lecture-progress.entity';
import { NO_READY_LECTURE_MESSAGE } from './course.messages';

const CATALOGUE = /* GraphQL */ `
  query Catalogue($search: String) {
    courses(first: 100, search: $search) {
      totalCount correctedSearch facets { category count } edges { node { id status } }
    }
    categories
  }`;
const COURSE = /* GraphQL */ `query Course($id: ID!) { course(id: $id) { id status title } }`;
const PUBLISH = /* GraphQL */ `mutation Publish($id: ID!) { publishCourse(id: $id) { id status autoPublish } }`;
const UNPUBLISH = /* GraphQL */ `mutation Unpublish($id: ID!) { unpublishCourse(id: $id) { id status } }`;
const CONTINUE_WATCHING = /* GraphQL */ `query ContinueWatching { continueWatching { course { id } } }`;

interface Catalogue {
  courses: {
    totalCount: number;
    correctedSearch: string | null;
    facets: { category: string; count: number }[];
    edges: { node: { id: string; status: string } }[];
  };
  categories: string[];
}

let app: TestApp;
let build: ReturnType<typeof writeClientBuild>;
let admin: { token: string };
let subscriber: { token: string; user: { id: string } };

beforeAll(async () => {
  // A client build, so the /courses HTML (which carries the catalogue) and the sitemap are served too.
  build = writeClientBuild({
    indexHtml: '<!doctype html><html><head><title>CourseHub</title>\n  </head><body></body></html>',
    manifest: { 'src/features/catalog/courses/pages/CoursesPage.tsx': { file: 'assets/CoursesPage-1.js' } },
  });
  app = await startTestApp({}, { clientDir: build.dir });
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  await createCourse(app, { title: 'Public Course', category: 'Web Development' }, { lectures: 1 });
});
afterAll(async () => {
  await app.close();
  build.remove();
});

const catalogue = async (credentials?: { token: string }, search?: string) => {
  const response = await gql<Catalogue>(app, CATALOGUE, { search }, credentials);
  expect(response.errors).toBeUndefined();
  return response.data?.courses as Catalogue['courses'] & { categories?: string[] };
};
const categoriesOf = async (credentials?: { token: string }) =>
  (await gql<Catalogue>(app, CATALOGUE, {}, credentials)).data?.categories;
const ids = (page: Catalogue['courses']) => page.edges.map(({ node }) => node.id);

/** Everything a learner or visitor could learn a course by, each asserted to show it or not. */
async function expectVisibleToLearners(id: string, visible: boolean, category: string, word: string) {
  const rest = restClient(app);
  // Twice anonymously: the first answer goes through Apollo, the second through the fast path and the cache.
  for (const attempt of [1, 2]) {
    const anonymous = await catalogue();
    expect(ids(anonymous).includes(id), `anonymous catalogue, attempt ${attempt}`).toBe(visible);
    expect(anonymous.facets.some((facet) => facet.category === category)).toBe(visible);
    const listed = await rest.get('/courses');
    expect(
      listed.body.courses.some((course: { _id: string }) => course._id === id),
      'REST list',
    ).toBe(visible);
    const html = await (await fetch(`${app.url}/courses`, { headers: { accept: 'text/html' } })).text();
    expect(html.includes(id), '/courses HTML').toBe(visible);
  }
  expect(ids(await catalogue(subscriber)).includes(id), 'subscriber catalogue').toBe(visible);
  expect((await categoriesOf()) ?? [], 'categories').toEqual(
    visible ? expect.arrayContaining([category]) : expect.not.arrayContaining([category]),
  );
  const searched = await catalogue(undefined, word);
  expect(ids(searched).includes(id), 'search').toBe(visible);
  // A typo of a draft's own word must not be corrected to it either: the vocabulary is the public catalogue's.
  expect((await catalogue(undefined, `${word}x`)).correctedSearch === word, 'correction').toBe(visible);
  const one = await gql(app, COURSE, { id });
  expect(visible ? one.errors : errorCode(one), 'course(id)').toBe(visible ? undefined : 'NOT_FOUND');
  const lectures = await rest.get(`/courses/${id}`, { token: subscriber.token });
  expect(lectures.status, 'REST lectures').toBe(visible ? 200 : 404);
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  expect(sitemap.includes(id), 'sitemap').toBe(visible);
}

describe('a DRAFT course', () => {
  it('is seen by ADMINs only, everywhere, until published; unpublishing hides it again and keeps progress', async () => {
    const { course, lectures } = await createCourse(
      app,
      { title: 'Zygomorphic Drafting', category: 'Botany', status: 'DRAFT' },
      { lectures: 1 },
    );
    await expectVisibleToLearners(course.id, false, 'Botany', 'zygomorphic');
    const asAdmin = await catalogue(admin);
    expect(asAdmin.edges.find(({ node }) => node.id === course.id)?.node.status).toBe('DRAFT');
    expect(asAdmin.facets).toContainEqual({ category: 'Botany', count: 1 });
    expect(await categoriesOf(admin)).toContain('Botany');
    expect((await gql(app, COURSE, { id: course.id }, admin)).data).toEqual({
      course: { id: course.id, status: 'DRAFT', title: 'Zygomorphic Drafting' },
    });

    expect((await gql(app, PUBLISH, { id: course.id }, admin)).data).toEqual({
      publishCourse: { id: course.id, status: 'PUBLISHED', autoPublish: false },
    });
    await expectVisibleToLearners(course.id, true, 'Botany', 'zygomorphic');

    const lecture = lectures[0]?.id as string;
    const em = app.orm.em.fork();
    em.create(LectureProgress, {
      user: subscriber.user.id,
      lecture,
      courseId: course.id,
      positionSeconds: 12,
      updatedAt: new Date(),
    });
    await em.flush();
    const continuing = async () =>
      (await gql<{ continueWatching: { course: { id: string } }[] }>(app, CONTINUE_WATCHING, {}, subscriber)).data
        ?.continueWatching;
    expect(await continuing()).toContainEqual({ course: { id: course.id } });
    expect((await gql(app, UNPUBLISH, { id: course.id }, admin)).data).toEqual({
      unpublishCourse: { id: course.id, status: 'DRAFT' },
    });
    await expectVisibleToLearners(course.id, false, 'Botany', 'zygomorphic');
    expect(await continuing()).not.toContainEqual({ course: { id: course.id } });
    expect(await app.orm.em.fork().count(LectureProgress, { lecture })).toBe(1);
  });

  it('cannot be published without a READY lecture', async () => {
    const { course, lectures } = await createCourse(app, { status: 'DRAFT' }, { lectures: 1, status: 'PROCESSING' });
    const refused = await gql(app, PUBLISH, { id: course.id }, admin);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorMessage(refused)).toBe(NO_READY_LECTURE_MESSAGE);
    expect(errorCode(await gql(app, COURSE, { id: course.id }))).toBe('NOT_FOUND');
    await setLectureStatus(app, lectures[0]?.id as string, 'READY');
    expect((await gql(app, PUBLISH, { id: course.id }, admin)).data?.publishCourse).toMatchObject({
      status: 'PUBLISHED',
    });
  });

  it('is published and unpublished by ADMINs only', async () => {
    const { course } = await createCourse(app, { status: 'DRAFT' }, { lectures: 1 });
    expect(errorCode(await gql(app, PUBLISH, { id: course.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(app, PUBLISH, { id: course.id }, subscriber))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, UNPUBLISH, { id: course.id }, subscriber))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, PUBLISH, { id: '00000000-0000-4000-8000-000000000000' }, admin))).toBe('NOT_FOUND');
  });
});

describe('a course created through the spec REST contract', () => {
  it('is a DRAFT the ADMIN sees, published by itself when its first lecture is READY', async () => {
    const rest = restClient(app);
    const created = await rest.form(
      'POST',
      '/courses',
      { title: 'Quokka Photography', description: 'Smiles.', category: 'Photography', createdBy: 'Ann Admin' },
      { thumbnail: { content: PNG_1PX, filename: 'cover.png', type: 'image/png' } },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body.course.status).toBe('DRAFT');
    const id = created.body.course._id as string;
    expect(ids(await catalogue(admin))).toContain(id);
    await expectVisibleToLearners(id, false, 'Photography', 'quokka');

    const added = await rest.form(
      'POST',
      `/courses/${id}`,
      { title: 'First light', description: 'Morning.' },
      { lecture: { content: mp4OfSize(2048), filename: 'a.mp4', type: 'video/mp4' } },
      admin,
    );
    expect(added.status).toBe(201);
    const lectureId = (added.body.course?.lectures as { _id: string }[] | undefined)?.[0]?._id;
    expect(typeof lectureId).toBe('string');
    await expectVisibleToLearners(id, false, 'Photography', 'quokka');
    await publishLectureReady(app, lectureId as string);
    await expectVisibleToLearners(id, true, 'Photography', 'quokka');
    expect((await gql(app, COURSE, { id })).data).toMatchObject({ course: { status: 'PUBLISHED' } });
    // Announced once, beside the lecture it waited for.
    const announced = await app.orm.em
      .fork()
      .getKysely<WebhookEventTables>()
      .selectFrom('webhook_events')
      .select('type')
      .where(sql<boolean>`body::jsonb -> 'data' ->> 'courseId' = ${id}`)
      .execute();
    expect(announced.map((event) => event.type).sort()).toEqual(['course.published', 'lecture.ready']);
  });
});
