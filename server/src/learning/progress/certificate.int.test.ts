import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, setLectureStatus } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { CertificateTables } from './certificate.entity';

const SAVE = /* GraphQL */ `
  mutation Save($lectureId: ID!, $positionSeconds: Float!) {
    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) { completed }
  }`;
const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { completed }
  }`;
const MY_CERTIFICATE = /* GraphQL */ `
  query MyCertificate($id: ID!) {
    course(id: $id) {
      progress { percent }
      certificate { code learnerName courseId courseTitle instructor completedAt reissuedAt }
    }
  }`;
const CERTIFICATE = /* GraphQL */ `
  query Certificate($code: String!) {
    certificate(code: $code) { code learnerName courseId courseTitle instructor completedAt reissuedAt }
  }`;
const REISSUE = /* GraphQL */ `
  mutation Reissue($courseId: ID!) {
    reissueCertificate(courseId: $courseId) { code learnerName courseId courseTitle instructor completedAt reissuedAt }
  }`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($fullName: String!, $avatar: Upload) {
    updateProfile(fullName: $fullName, avatar: $avatar) { fullName }
  }`;

interface Certificate {
  code: string;
  learnerName: string;
  courseId: string;
  courseTitle: string;
  instructor: string;
  completedAt: string;
  reissuedAt: string | null;
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function myCertificate(token: string, courseId: string) {
  const response = await gql<{ course: { certificate: Certificate | null } }>(
    app,
    MY_CERTIFICATE,
    { id: courseId },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.course.certificate ?? null;
}

describe('certificates', () => {
  it('are issued by the write that completes the last READY lecture, and verified by anyone with the code', async () => {
    const { course, lectures } = await createCourse(
      app,
      { title: 'Certified Course', createdBy: 'Grace Hopper' },
      { lectures: 3, lectureSeconds: 100 },
    );
    const [first, second, processing] = lectures.map((lecture) => lecture.id) as [string, string, string];
    // A lecture still processing is not part of what there is to complete.
    await setLectureStatus(app, processing, 'PROCESSING');
    const learner = await createUser(app, { subscriptionStatus: 'active', fullName: 'Ada Lovelace' });
    const other = await createUser(app, { subscriptionStatus: 'active' });

    await gql(app, SAVE, { lectureId: first, positionSeconds: 95 }, learner);
    expect(await myCertificate(learner.token, course.id)).toBeNull();
    const completing = await gql(app, SET_COMPLETED, { lectureId: second, completed: true }, learner);
    expect(completing.errors).toBeUndefined();

    const issued = await myCertificate(learner.token, course.id);
    expect(issued).toEqual({
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      learnerName: 'Ada Lovelace',
      courseId: course.id,
      courseTitle: 'Certified Course',
      instructor: 'Grace Hopper',
      completedAt: expect.any(String),
      reissuedAt: null,
    });
    const code = issued?.code as string;

    // Public: logged out, with the code typed in lower case.
    const verified = await gql<{ certificate: Certificate }>(app, CERTIFICATE, { code: ` ${code.toLowerCase()} ` });
    expect(verified.data?.certificate).toEqual(issued);
    // Nobody else has one for this course.
    expect(await myCertificate(other.token, course.id)).toBeNull();

    // Issued once: watching again, or un-completing and completing again, keeps the same certificate.
    await gql(app, SAVE, { lectureId: first, positionSeconds: 99 }, learner);
    await gql(app, SET_COMPLETED, { lectureId: first, completed: false }, learner);
    await gql(app, SET_COMPLETED, { lectureId: first, completed: true }, learner);
    expect(await myCertificate(learner.token, course.id)).toEqual(issued);
    const row = await app.orm.em
      .fork()
      .getKysely<CertificateTables>()
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    expect(Number(row?.count)).toBe(1);
  });

  it('keep the name as issued after a change of name, until the learner asks for a reissue', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Named Course' }, { lectures: 1 });
    const learner = await createUser(app, { subscriptionStatus: 'active', fullName: 'Ada Lovelace' });
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id, completed: true }, learner);
    const issued = (await myCertificate(learner.token, course.id)) as Certificate;
    expect(issued).toMatchObject({ learnerName: 'Ada Lovelace', reissuedAt: null });

    const avatar = [{ path: 'variables.avatar', filename: 'me.png', content: PNG_1PX }];
    const renamed = await gqlUpload(app, UPDATE_PROFILE, { fullName: 'Ada King', avatar: null }, avatar, learner);
    expect(renamed.errors).toBeUndefined();
    const verified = await gql<{ certificate: Certificate }>(app, CERTIFICATE, { code: issued.code });
    expect(verified.data?.certificate).toEqual(issued);

    const reissued = await gql<{ reissueCertificate: Certificate }>(app, REISSUE, { courseId: course.id }, learner);
    expect(reissued.data?.reissueCertificate).toEqual({
      ...issued,
      learnerName: 'Ada King',
      reissuedAt: expect.any(String),
    });
    // The same code, so a link already shared shows the name reissued.
    const after = await gql<{ certificate: Certificate }>(app, CERTIFICATE, { code: issued.code });
    expect(after.data?.certificate).toEqual(reissued.data?.reissueCertificate);
    // Asked again with the same name, nothing changes.
    const again = await gql<{ reissueCertificate: Certificate }>(app, REISSUE, { courseId: course.id }, learner);
    expect(again.data?.reissueCertificate).toEqual(reissued.data?.reissueCertificate);
  });

  it('are reissued only by their learner, signed in', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const learner = await createUser(app, { subscriptionStatus: 'active', fullName: 'Kept Name' });
    const other = await createUser(app, { subscriptionStatus: 'active', fullName: 'Other Name' });
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id, completed: true }, learner);
    expect(errorCode(await gql(app, REISSUE, { courseId: course.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(app, REISSUE, { courseId: course.id }, other))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, REISSUE, { courseId: 'not-an-id' }, learner))).toBe('NOT_FOUND');
    expect((await myCertificate(learner.token, course.id))?.learnerName).toBe('Kept Name');
  });

  it("are listed on the learner's profile, most recent first, for them only", async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const other = await createUser(app, { subscriptionStatus: 'active' });
    const mine = async (token?: string) =>
      gql<{ myCertificates: { courseTitle: string }[] }>(
        app,
        'query Mine { myCertificates { courseTitle } }',
        {},
        {
          token,
        },
      );
    expect((await mine(learner.token)).data?.myCertificates).toEqual([]);
    for (const title of ['First Completed', 'Second Completed']) {
      const { lectures } = await createCourse(app, { title }, { lectures: 1 });
      await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id, completed: true }, learner);
    }
    expect((await mine(learner.token)).data?.myCertificates.map((each) => each.courseTitle)).toEqual([
      'Second Completed',
      'First Completed',
    ]);
    expect((await mine(other.token)).data?.myCertificates).toEqual([]);
    expect(errorCode(await mine())).toBe('UNAUTHENTICATED');
  });

  it('answers NOT_FOUND for a code that names none', async () => {
    for (const code of ['0000-0000-0000', 'not a code', '']) {
      expect(errorCode(await gql(app, CERTIFICATE, { code }))).toBe('NOT_FOUND');
    }
  });

  it('are null on a course for an anonymous caller', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    const response = await gql<{ course: { certificate: null } }>(app, MY_CERTIFICATE, { id: course.id });
    expect(response.data?.course.certificate).toBeNull();
  });
});
