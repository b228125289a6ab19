import { pathMessages } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';

const CREATE = /* GraphQL */ `
  mutation Create($input: PathInput!) { createPath(input: $input) { id slug title published } }`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: PathInput!) { updatePath(id: $id, input: $input) { id slug title published } }`;
const PATHS = /* GraphQL */ `query Paths { paths { slug published } }`;
const PATH = /* GraphQL */ `
  query Path($slug: String!) {
    path(slug: $slug) {
      title outcome
      courses { position requiresPrevious course { id title } }
      progress {
        completedCourses totalCourses percent completed
        nextCourse { id }
        steps { courseId completed locked }
        certificate { code courseId courseTitle path { slug courseCount } pdfUrl }
      }
    }
  }`;
const COURSE_PATHS = /* GraphQL */ `query CoursePaths($id: ID!) { course(id: $id) { paths { slug } } }`;
const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { completed }
  }`;
const CERTIFICATE = /* GraphQL */ `
  query Certificate($code: String!) { certificate(code: $code) { code courseId courseTitle instructor path { slug } } }`;

interface PathAnswer {
  title: string;
  outcome: string;
  courses: { position: number; requiresPrevious: boolean; course: { id: string; title: string } }[];
  progress: {
    completedCourses: number;
    totalCourses: number;
    percent: number;
    completed: boolean;
    nextCourse: { id: string } | null;
    steps: { courseId: string; completed: boolean; locked: boolean }[];
    certificate: {
      code: string;
      courseId: string | null;
      courseTitle: string;
      path: { slug: string; courseCount: number };
      pdfUrl: string;
    } | null;
  } | null;
}

let app: TestApp;
let admin: { token: string };
let sequence = 0;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
});
afterAll(() => app.close());

const input = (courseIds: string[], overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    title: `Path ${sequence}`,
    slug: `path-${sequence}`,
    description: 'Courses in order',
    outcome: 'You can build things',
    published: true,
    courses: courseIds.map((courseId, index) => ({ courseId, requiresPrevious: index > 0 })),
    ...overrides,
  };
};

async function created(fields: ReturnType<typeof input>) {
  const answer = await gql<{ createPath: { id: string; slug: string } }>(app, CREATE, { input: fields }, admin);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createPath;
}

async function pathAs(slug: string, who?: { token: string }) {
  const answer = await gql<{ path: PathAnswer }>(app, PATH, { slug }, who);
  expect(answer.errors).toBeUndefined();
  return answer.data!.path;
}

const complete = (who: { token: string }, lectureId: string) =>
  gql(app, SET_COMPLETED, { lectureId, completed: true }, who);

describe('learning paths', () => {
  it('are composed by ADMINs alone, with clear refusals of bad input', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await gql(app, CREATE, { input: input([course.id]) }, learner))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, CREATE, { input: input([course.id]) }))).toBe('UNAUTHENTICATED');

    const refusal = async (fields: ReturnType<typeof input>) => {
      const answer = await gql(app, CREATE, { input: fields }, admin);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      return answer.errors?.[0]?.message;
    };
    expect(await refusal(input([course.id], { title: '  ' }))).toBe(pathMessages.titleRequired);
    expect(await refusal(input([course.id, course.id]))).toBe(pathMessages.duplicateCourse);
    expect(await refusal(input([course.id, '00000000-0000-4000-8000-000000000000']))).toBe(pathMessages.unknownCourse);
    expect(await refusal(input(['not-an-id']))).toBe(pathMessages.unknownCourse);
    expect(await refusal(input([course.id], { slug: 'Not A Slug' }))).toBe(pathMessages.slugInvalid);
    const first = await created(input([course.id]));
    expect(await refusal(input([course.id], { slug: first.slug }))).toBe(pathMessages.slugTaken);

    // An update answers the changed path; its own slug is not "taken".
    const updated = await gql<{ updatePath: { title: string; slug: string } }>(
      app,
      UPDATE,
      { id: first.id, input: input([course.id], { slug: first.slug, title: 'Renamed' }) },
      admin,
    );
    expect(updated.data?.updatePath).toMatchObject({ title: 'Renamed', slug: first.slug });
    expect(errorCode(await gql(app, UPDATE, { id: first.id, input: input([course.id]) }, learner))).toBe('FORBIDDEN');
  });

  it('hide drafts, and draft courses, from everyone but ADMINs', async () => {
    const { course: published } = await createCourse(app, {}, { lectures: 1 });
    const { course: draftCourse } = await createCourse(app, { status: 'DRAFT' }, { lectures: 1 });
    const draft = await created(input([published.id], { published: false }));
    const open = await created(input([published.id, draftCourse.id]));
    const learner = await createUser(app, { subscriptionStatus: 'active' });

    const listed = async (who?: { token: string }) =>
      ((await gql<{ paths: { slug: string }[] }>(app, PATHS, {}, who)).data?.paths ?? []).map((path) => path.slug);
    expect(await listed(learner)).toContain(open.slug);
    expect(await listed(learner)).not.toContain(draft.slug);
    expect(await listed()).not.toContain(draft.slug);
    expect(await listed(admin)).toContain(draft.slug);
    expect(errorCode(await gql(app, PATH, { slug: draft.slug }, learner))).toBe('NOT_FOUND');
    expect((await pathAs(draft.slug, admin)).courses).toHaveLength(1);

    expect((await pathAs(open.slug, learner)).courses.map((step) => step.course.id)).toEqual([published.id]);
    expect((await pathAs(open.slug, admin)).courses.map((step) => step.course.id)).toEqual([
      published.id,
      draftCourse.id,
    ]);
    const coursePaths = await gql<{ course: { paths: { slug: string }[] } }>(
      app,
      COURSE_PATHS,
      { id: published.id },
      learner,
    );
    expect(coursePaths.data?.course.paths.map((path) => path.slug)).toEqual([open.slug]);
  });

  it('follow the learner along, lock a course behind its prerequisite, and certify the path once', async () => {
    const { course: first, lectures: firstLectures } = await createCourse(
      app,
      { title: 'Basics', createdBy: 'Ada' },
      { lectures: 1 },
    );
    const { course: second, lectures: secondLectures } = await createCourse(
      app,
      { title: 'Advanced', createdBy: 'Grace' },
      { lectures: 2 },
    );
    const path = await created(input([first.id, second.id]));
    const learner = await createUser(app, { subscriptionStatus: 'active' });

    expect((await pathAs(path.slug)).progress).toBeNull();
    let seen = await pathAs(path.slug, learner);
    expect(seen.courses.map((step) => step.requiresPrevious)).toEqual([false, true]);
    expect(seen.progress).toMatchObject({ completedCourses: 0, totalCourses: 2, percent: 0, completed: false });
    expect(seen.progress?.nextCourse?.id).toBe(first.id);
    expect(seen.progress?.steps.map((step) => step.locked)).toEqual([false, true]);

    await complete(learner, firstLectures[0]!.id);
    seen = await pathAs(path.slug, learner);
    expect(seen.progress).toMatchObject({ completedCourses: 1, percent: 50, completed: false, certificate: null });
    expect(seen.progress?.nextCourse?.id).toBe(second.id);
    expect(seen.progress?.steps.map((step) => step.locked)).toEqual([false, false]);

    await complete(learner, secondLectures[0]!.id);
    expect((await pathAs(path.slug, learner)).progress?.certificate).toBeNull();
    await complete(learner, secondLectures[1]!.id);
    seen = await pathAs(path.slug, learner);
    expect(seen.progress).toMatchObject({ completedCourses: 2, percent: 100, completed: true, nextCourse: null });
    const certificate = seen.progress?.certificate;
    expect(certificate).toMatchObject({
      courseId: null,
      courseTitle: seen.title,
      path: { slug: path.slug, courseCount: 2 },
    });
    expect(certificate?.pdfUrl).toContain(`/certificate/${certificate?.code}.pdf`);

    // Anyone verifies it by its code, as a course's.
    const verified = await gql<{ certificate: { courseTitle: string; instructor: string; path: { slug: string } } }>(
      app,
      CERTIFICATE,
      { code: certificate?.code },
    );
    expect(verified.data?.certificate).toMatchObject({
      courseTitle: seen.title,
      instructor: 'Ada, Grace',
      path: { slug: path.slug },
    });
    const pdf = await fetch(certificate!.pdfUrl.replace(/^https?:\/\/[^/]+/, app.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    // Completing again (unmark and mark the last lecture) issues nothing more.
    await gql(app, SET_COMPLETED, { lectureId: secondLectures[1]!.id, completed: false }, learner);
    await complete(learner, secondLectures[1]!.id);
    const rows: { code: string }[] = await app.orm.em
      .fork()
      .execute('select code from certificates where path_id = ?', [path.id]);
    expect(rows.map((row) => row.code)).toEqual([certificate?.code]);

    // The inbox told the learner once, by the path's name, leading to the certificate.
    const inbox = await gql<{ inbox: { edges: { node: Record<string, unknown> }[] } }>(
      app,
      '{ inbox { edges { node { kind courseId pathTitle certificateCode } } } }',
      {},
      learner,
    );
    const told = inbox.data?.inbox.edges.map((edge) => edge.node).filter((node) => node.pathTitle !== null);
    expect(told).toEqual([
      { kind: 'CERTIFICATE_ISSUED', courseId: null, pathTitle: seen.title, certificateCode: certificate?.code },
    ]);
  });
});
