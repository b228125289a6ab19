import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment } from '../../../test/payment-fixtures';
import { restClient } from '../../../test/rest-client';

/**
 * Under REQUIRE_ADMIN_MFA an admin without a second factor is refused the admin-only operations; the rules inside
 * operations open to everyone (what a course, post or receipt shows to whom) must not grant the admin's powers either.
 */
describe('an admin who has not set up the second factor REQUIRE_ADMIN_MFA asks for', () => {
  let app: TestApp;
  let admin: string;
  let learner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await startTestApp({ REQUIRE_ADMIN_MFA: 'true' });
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    learner = await createUser(app, { subscriptionStatus: 'active' });
  });
  afterAll(() => app?.close());

  it('sees no draft course and plays no lecture', async () => {
    const { course } = await createCourse(app, { status: 'DRAFT' }, { lectures: 1 });
    const draft = await gql(app, 'query ($id: ID!) { course(id: $id) { id } }', { id: course.id }, { token: admin });
    expect(errorCode(draft)).toBe('NOT_FOUND');
    const published = await createCourse(app, {}, { lectures: 1 });
    const lectures = await gql(
      app,
      'query ($id: ID!) { lectures(courseId: $id) { id } }',
      { id: published.course.id },
      { token: admin },
    );
    expect(errorCode(lectures)).toBe('FORBIDDEN');
  });

  it("reads no one else's receipt", async () => {
    const payment = await createPayment(app, learner.user, { paidAt: new Date() });
    const receipt = await gql(
      app,
      'query ($id: ID!) { receipt(paymentId: $id) { number } }',
      { id: payment.id },
      { token: admin },
    );
    expect(errorCode(receipt)).toBe('NOT_FOUND');
  });

  it("renames no one else's profile over REST", async () => {
    const avatar = { content: PNG_1PX, filename: 'me.png', type: 'image/png' };
    const renamed = await restClient(app).form(
      'POST',
      `/user/update/${learner.user.id}`,
      { fullName: 'Renamed' },
      { avatar },
      { cookie: `token=${admin}` },
    );
    expect(renamed.status).toBe(403);
  });

  it("moderates no one's Q&A post", async () => {
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const asked = await gql<{ askQuestion: { id: string } }>(
      app,
      'mutation ($lectureId: ID!) { askQuestion(lectureId: $lectureId, input: { title: "Why?", body: "Because" }) { id } }',
      { lectureId: lectures[0]!.id },
      { token: learner.token },
    );
    const deleted = await gql(
      app,
      'mutation ($id: ID!) { deletePost(id: $id) { id } }',
      { id: asked.data!.askQuestion.id },
      { token: admin },
    );
    expect(errorCode(deleted)).toBe('FORBIDDEN');
  });
});
