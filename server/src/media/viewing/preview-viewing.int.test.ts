import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { fetchSegments } from '../../../test/hls-player';
import { makeLectureReady, type TranscodedSource } from '../../../test/ready-lecture';
import { withViewingApp } from '../../../test/viewing-app';

let app: TestApp;
let source: TranscodedSource;
const clock = new ManualClock();
withViewingApp(clock, (running) => {
  ({ app, source } = running);
});

const gqlOk = async <T>(query: string, variables: Record<string, unknown>, token: string) => {
  const response = await gql<T>(app, query, variables, { token });
  expect(response.errors).toBeUndefined();
  return response.data!;
};

const CERTIFICATE = `query ($id: ID!) {
  course(id: $id) {
    certificate { viewingVerified }
    certificateWithheld { message lecturesToWatch { id title } }
  }
}`;
type CertificateState = {
  course: {
    certificate: { viewingVerified: boolean } | null;
    certificateWithheld: { message: string; lecturesToWatch: { id: string; title: string }[] } | null;
  };
};

const heartbeat = (token: string, lectureId: string, position: number) =>
  gqlOk<{ recordViewingHeartbeat: { verified: boolean } }>(
    `mutation ($id: ID!, $position: Float!) {
      recordViewingHeartbeat(lectureId: $id, positionSeconds: $position, playing: true, rate: 2, visible: true) {
        verified
      }
    }`,
    { id: lectureId, position },
    token,
  );

describe("a subscriber's free preview", () => {
  it('plays under a lease and is verified like any lecture, issuing the certificate that waited for it', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const lecture = lectures[0]!;
    await makeLectureReady(app, lecture.id, source);
    await app.orm.em.fork().execute('update courses set require_verified_viewing = true where id = ?', [course.id]);
    await app.orm.em.fork().execute('update lectures set free_preview = true where id = ?', [lecture.id]);
    const { token } = await createUser(app, { subscriptionStatus: 'active' });

    const lease = await gqlOk<{ acquirePlaybackLease: { id: string } | null }>(
      'mutation ($id: ID!) { acquirePlaybackLease(lectureId: $id) { id } }',
      { id: lecture.id },
      token,
    );
    expect(lease.acquirePlaybackLease).not.toBeNull();

    // Marked complete, not yet watched: the answer says why there is no certificate, and what is left.
    await gqlOk(
      'mutation ($id: ID!) { setLectureCompleted(lectureId: $id, completed: true) { completed } }',
      { id: lecture.id },
      token,
    );
    expect((await gqlOk<CertificateState>(CERTIFICATE, { id: course.id }, token)).course).toEqual({
      certificate: null,
      certificateWithheld: {
        message:
          'Your certificate is waiting for verified viewing: this course counts a lecture once the player has shown ' +
          `it watched to at least 90% of its length, not only marked complete. Still to watch: ${lecture.title}.`,
        lecturesToWatch: [{ id: lecture.id, title: lecture.title }],
      },
    });

    await fetchSegments(app, token, lecture.id);
    await app.viewing.flush();
    await heartbeat(token, lecture.id, 0);
    clock.advance(2000);
    expect((await heartbeat(token, lecture.id, 3)).recordViewingHeartbeat.verified).toBe(true);
    expect((await gqlOk<CertificateState>(CERTIFICATE, { id: course.id }, token)).course).toEqual({
      certificate: { viewingVerified: true },
      certificateWithheld: null,
    });
  });
});
