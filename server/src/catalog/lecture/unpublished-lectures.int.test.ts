import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';

const UNPUBLISHED = /* GraphQL */ `
  query { unpublishedLectures { id courseId status processingProgress failureReason } }`;

interface Unpublished {
  unpublishedLectures: {
    id: string;
    courseId: string;
    status: string;
    processingProgress: number | null;
    failureReason: string | null;
  }[];
}

let app: TestApp;
let admin: { token: string };

withAdminApp((started) => {
  ({ app, admin } = started);
});

describe('unpublishedLectures', () => {
  it('lists every PROCESSING and FAILED lecture of every course for an ADMIN, in one statement, READY ones never', async () => {
    const ready = await createCourse(app, {}, { lectures: 2 });
    const processing = await createCourse(app, {}, { lectures: 2, status: 'PROCESSING' });
    const failed = await createCourse(app, {}, { lectures: 1, status: 'FAILED' });
    const em = app.orm.em.fork();
    await em.execute('update lectures set processing_progress = 37 where id = ?', [processing.lectures[0]!.id]);
    await em.execute(`update lectures set failure_reason = 'Not a video' where id = ?`, [failed.lectures[0]!.id]);
    const { result, queries } = await app.captureQueries(() => gql<Unpublished>(app, UNPUBLISHED, {}, admin));
    expect(result.errors).toBeUndefined();
    // The session lookup and the one read.
    expect(queries.length).toBeLessThanOrEqual(2);
    const mine = result.data!.unpublishedLectures.filter((lecture) =>
      [ready, processing, failed].some(({ course }) => course.id === lecture.courseId),
    );
    expect(mine).toEqual([
      {
        id: processing.lectures[0]!.id,
        courseId: processing.course.id,
        status: 'PROCESSING',
        processingProgress: 37,
        failureReason: null,
      },
      {
        id: processing.lectures[1]!.id,
        courseId: processing.course.id,
        status: 'PROCESSING',
        processingProgress: 0,
        failureReason: null,
      },
      {
        id: failed.lectures[0]!.id,
        courseId: failed.course.id,
        status: 'FAILED',
        processingProgress: null,
        failureReason: 'Not a video',
      },
    ]);
  });

  it('is for ADMINs only: FORBIDDEN for a subscriber, UNAUTHENTICATED anonymously', async () => {
    const subscriber = await createUser(app, { subscriptionStatus: 'active' });
    expect((await gql(app, UNPUBLISHED, {}, subscriber)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(app, UNPUBLISHED)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
