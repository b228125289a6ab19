import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, setLectureStatus } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { makeLectureReady, type TranscodedSource, transcodedSource } from '../../../test/ready-lecture';
import type { CurriculumLectureView } from '../../catalog/lecture/lecture-listing.service';

const CURRICULUM = /* GraphQL */ `
  query Curriculum($id: ID!) {
    course(id: $id) {
      id
      lectures {
        id courseId title position durationSeconds freePreview
        lecture { id videoUrl hlsUrl posterUrl }
      }
    }
  }`;
const CATALOGUE_CURRICULUM = /* GraphQL */ `
  query CatalogueCurriculum($category: String) {
    courses(category: $category) {
      edges {
        node {
          id
          lectures { id title freePreview lecture { id videoUrl } progress { positionSeconds } }
        }
      }
    }
  }`;
const SET_PREVIEW = /* GraphQL */ `
  mutation Preview($lectureId: ID!, $preview: Boolean!) {
    setLecturePreview(lectureId: $lectureId, preview: $preview) { id freePreview }
  }`;
const SAVE = /* GraphQL */ `
  mutation Save($lectureId: ID!, $positionSeconds: Float!) {
    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) { positionSeconds }
  }`;

/** A curriculum entry as the query above asks for it: the view's fields, and of the playable lecture, its URLs. */
type CurriculumLecture = Omit<CurriculumLectureView, 'lecture'> & {
  lecture: { id: string; videoUrl: string; hlsUrl: string | null; posterUrl: string | null } | null;
};
interface CurriculumData {
  course: { id: string; lectures: CurriculumLecture[] };
}

let app: TestApp;
let admin: { token: string };
let learner: { token: string };
let subscriber: { token: string };
let source: TranscodedSource;

beforeAll(async () => {
  [app, source] = await Promise.all([startTestApp(), transcodedSource()]);
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
});
afterAll(() => app.close());

async function curriculum(courseId: string, token?: string) {
  const response = await gql<CurriculumData>(app, CURRICULUM, { id: courseId }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.course.lectures ?? [];
}

async function setPreview(lectureId: string, preview: boolean) {
  const response = await gql<{ setLecturePreview: { id: string; freePreview: boolean } }>(
    app,
    SET_PREVIEW,
    { lectureId, preview },
    { token: admin.token },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.setLecturePreview;
}

const media = (path: string, token?: string) =>
  fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, redirect: 'manual' });

describe('Course.lectures', () => {
  it('shows everyone the READY lectures in order, and playable fields only to those who may play them', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2, lectureSeconds: 75 });
    // A lecture still processing is no part of the curriculum.
    await setLectureStatus(app, lectures[1]?.id as string, 'PROCESSING');
    const [first] = lectures;

    const expected = (playable: boolean): CurriculumLecture[] => [
      {
        id: first?.id as string,
        courseId: course.id,
        title: 'Lecture 1',
        position: 1,
        durationSeconds: 75,
        freePreview: false,
        lecture: playable
          ? { id: first?.id as string, videoUrl: `/media/lectures/${first?.id}`, hlsUrl: null, posterUrl: null }
          : null,
      },
    ];
    expect(await curriculum(course.id)).toEqual(expected(false));
    expect(await curriculum(course.id, learner.token)).toEqual(expected(false));
    expect(await curriculum(course.id, subscriber.token)).toEqual(expected(true));
    expect(await curriculum(course.id, admin.token)).toEqual(expected(true));
  });

  it('costs the same statements for 1 course as for 20, with progress', async () => {
    const statements = async (count: number) => {
      const category = `Curriculum ${randomUUID()}`;
      for (let made = 0; made < count; made += 1) await createCourse(app, { category }, { lectures: 3 });
      const { result, queries } = await app.captureQueries(() =>
        gql<{ courses: { edges: { node: { lectures: unknown[] } }[] } }>(
          app,
          CATALOGUE_CURRICULUM,
          { category },
          subscriber,
        ),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.courses.edges.flatMap(({ node }) => node.lectures)).toHaveLength(3 * count);
      return queries.length;
    };
    expect(await statements(20)).toBe(await statements(1));
  });
});

describe('free preview lectures', () => {
  it('play for anyone, signed in or not, through GraphQL and /media; the others stay closed', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const [preview, closed] = lectures as [(typeof lectures)[0], (typeof lectures)[0]];
    const { version } = await makeLectureReady(app, preview.id, source);

    expect(await setPreview(preview.id, true)).toEqual({ id: preview.id, freePreview: true });
    const shown = await curriculum(course.id);
    expect(shown.map((each) => [each.id, each.freePreview, each.lecture?.id ?? null])).toEqual([
      [preview.id, true, preview.id],
      [closed.id, false, null],
    ]);
    expect(shown[0]?.lecture).toMatchObject({
      hlsUrl: `/media/lectures/${preview.id}/hls.m3u8`,
      posterUrl: expect.stringContaining(version),
    });

    for (const token of [undefined, learner.token]) {
      const video = await media(`/media/lectures/${preview.id}`, token);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      await video.arrayBuffer();
      const master = await media(`/media/lectures/${preview.id}/hls.m3u8`, token);
      expect(master.status).toBe(200);
      expect(await master.text()).toContain('#EXTM3U');
      const poster = await media(`/media/lectures/${preview.id}/poster.jpg`, token);
      expect(poster.status).toBe(200);
      await poster.arrayBuffer();
    }
    // The other lecture, and any unknown one, answer as they always did: nothing tells them apart.
    expect((await media(`/media/lectures/${closed.id}`)).status).toBe(401);
    expect((await media(`/media/lectures/${closed.id}`, learner.token)).status).toBe(403);
    expect((await media(`/media/lectures/${randomUUID()}`)).status).toBe(401);
    expect((await media('/media/lectures/not-an-id', learner.token)).status).toBe(403);

    // Taking the mark away closes it at the next request.
    await setPreview(preview.id, false);
    expect((await media(`/media/lectures/${preview.id}`)).status).toBe(401);
    expect((await media(`/media/lectures/${preview.id}/hls.m3u8`, learner.token)).status).toBe(403);
    expect((await curriculum(course.id))[0]?.lecture).toBeNull();
  });

  it('are not open while processing', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1, status: 'PROCESSING' });
    const lectureId = lectures[0]?.id as string;
    await setPreview(lectureId, true);
    expect((await media(`/media/lectures/${lectureId}`)).status).toBe(401);
    expect((await media(`/media/lectures/${lectureId}`, learner.token)).status).toBe(403);
  });

  it('keep the progress of a signed-in learner without a subscription, not of an anonymous one', async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 2 });
    const [preview, closed] = lectures.map((each) => each.id) as [string, string];
    await setPreview(preview, true);
    const saved = await gql(app, SAVE, { lectureId: preview, positionSeconds: 4 }, learner);
    expect(saved.errors).toBeUndefined();
    expect(errorCode(await gql(app, SAVE, { lectureId: closed, positionSeconds: 4 }, learner))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, SAVE, { lectureId: preview, positionSeconds: 4 }))).toBe('UNAUTHENTICATED');
  });

  it('show in the anonymous catalogue at once (its cache follows the curriculum)', async () => {
    const category = `Cached ${randomUUID()}`;
    const { lectures } = await createCourse(app, { category }, { lectures: 1 });
    const lectureId = lectures[0]?.id as string;
    const anonymous = async () => {
      const response = await gql<{
        courses: { edges: { node: { lectures: { freePreview: boolean; lecture: unknown }[] } }[] };
      }>(app, CATALOGUE_CURRICULUM, { category });
      return response.data?.courses.edges[0]?.node.lectures[0];
    };
    expect(await anonymous()).toMatchObject({ freePreview: false, lecture: null });
    await setPreview(lectureId, true);
    expect(await anonymous()).toMatchObject({ freePreview: true, lecture: { id: lectureId } });
  });
});
