import { INBOX_KEPT } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { discussionDb } from '../discussion/discussion-rows';
import { tellCourseLearners } from '../progress/new-lecture-notices';
import { inboxDb, trimInboxes } from './inbox-rows';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Learner = Awaited<ReturnType<typeof createUser>>;

const ITEM =
  'id kind read courseId courseTitle lectureId lectureTitle questionId questionTitle actorName certificateCode';
const INBOX = `query Inbox($first: Int, $after: String) { inboxUnreadCount inbox(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ITEM} } } } }`;
const MARK = 'mutation Mark($ids: [ID!]) { markInboxRead(ids: $ids) { unreadCount items { id read } } }';
const ASK =
  'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }';
const REPLY = 'mutation Reply($postId: ID!, $body: String!) { replyToPost(postId: $postId, body: $body) { id } }';
const SET_COMPLETED =
  'mutation Done($lectureId: ID!, $completed: Boolean!) { setLectureCompleted(lectureId: $lectureId, completed: $completed) { lectureId } }';
const SAVE =
  'mutation Save($lectureId: ID!, $positionSeconds: Float!) { saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) { lectureId } }';

interface InboxAnswer {
  inboxUnreadCount: number;
  inbox: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Record<string, unknown> & { id: string; kind: string; read: boolean } }[];
  };
}

async function inboxOf(learner: Learner, variables: { first?: number; after?: string | null } = {}) {
  const answer = await gql<InboxAnswer>(app, INBOX, variables, learner);
  expect(answer.errors).toBeUndefined();
  const data = answer.data as InboxAnswer;
  return { ...data.inbox, unread: data.inboxUnreadCount, items: data.inbox.edges.map((edge) => edge.node) };
}

/** Tells the course's followers of each of its lectures but the first, in order, as their READY would. */
async function announceLaterLectures(courseId: string, lectures: { id: string; title: string }[]) {
  for (const lecture of lectures.slice(1)) {
    await tellCourseLearners(app.orm.em.fork(), app.deps, {
      lectureId: lecture.id,
      courseId,
      title: lecture.title,
      durationSeconds: 60,
    });
  }
}

describe('the inbox', () => {
  it('tells the asker of each answer but their own, signed as on the page, whatever they chose for mail', async () => {
    const { course, lectures } = await createCourse(
      app,
      { title: 'Shell basics', createdBy: 'Ravi Instructor' },
      { lectures: 1 },
    );
    const lectureId = lectures[0]?.id ?? '';
    const asker = await createUser(app, { subscriptionStatus: 'active' });
    const admin = await createUser(app, { role: 'ADMIN' });
    const peer = await createUser(app, { subscriptionStatus: 'active', fullName: 'Pia Peer' });
    const asked = await gql<{ askQuestion: { id: string } }>(
      app,
      ASK,
      { lectureId, input: { title: 'Why quote $HOME?', body: 'Spaces' } },
      asker,
    );
    const questionId = asked.data?.askQuestion.id ?? '';
    // The asker turned the answers' mails off: the inbox still tells them.
    await discussionDb(app.orm.em.fork())
      .insertInto('mail_opt_outs')
      .values({ user_id: asker.user.id, kind: 'DISCUSSION_ANSWERS', created_at: new Date() })
      .execute();
    await gql(app, REPLY, { postId: questionId, body: 'A follow-up of mine' }, asker);
    expect((await inboxOf(asker)).items).toEqual([]);

    await gql(app, REPLY, { postId: questionId, body: 'Word splitting' }, admin);
    await gql(app, REPLY, { postId: questionId, body: 'Try it with a space' }, peer);
    const inbox = await inboxOf(asker);
    expect(inbox.unread).toBe(2);
    expect(inbox.items.map((item) => [item.kind, item.actorName, item.read])).toEqual([
      ['QUESTION_ANSWERED', 'Pia Peer', false],
      ['QUESTION_ANSWERED', 'Ravi Instructor', false],
    ]);
    expect(inbox.items[1]).toMatchObject({
      courseId: course.id,
      courseTitle: 'Shell basics',
      lectureId,
      lectureTitle: 'Lecture 1',
      questionId,
      questionTitle: 'Why quote $HOME?',
      certificateCode: null,
    });
  });

  it('tells a learner of the certificate they earned, with its code, once', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Git for teams' }, { lectures: 1 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const done = await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id, completed: true }, learner);
    expect(done.errors).toBeUndefined();
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id, completed: false }, learner);
    await gql(app, SET_COMPLETED, { lectureId: lectures[0]?.id, completed: true }, learner);
    const { items } = await inboxOf(learner);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'CERTIFICATE_ISSUED', courseId: course.id, courseTitle: 'Git for teams' });
    expect(items[0]?.certificateCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });

  it("tells a published course's learners of its new lecture, once, but not those who played it or never started", async () => {
    const { course, lectures } = await createCourse(app, { title: 'Docker' }, { lectures: 2 });
    const [first, second] = lectures.map((lecture) => lecture.id);
    const follower = await createUser(app, { subscriptionStatus: 'active' });
    const watchedIt = await createUser(app, { subscriptionStatus: 'active' });
    const stranger = await createUser(app, { subscriptionStatus: 'active' });
    await gql(app, SAVE, { lectureId: first, positionSeconds: 3 }, follower);
    await gql(app, SAVE, { lectureId: first, positionSeconds: 3 }, watchedIt);
    await gql(app, SAVE, { lectureId: second, positionSeconds: 3 }, watchedIt);
    const ready = { lectureId: second ?? '', courseId: course.id, title: 'Lecture 2', durationSeconds: 60 };
    await tellCourseLearners(app.orm.em.fork(), app.deps, ready);
    // Run again, as a job is after a worker died: nobody is told twice.
    await tellCourseLearners(app.orm.em.fork(), app.deps, ready);
    expect((await inboxOf(follower)).items).toEqual([
      expect.objectContaining({
        kind: 'NEW_LECTURE',
        lectureId: second,
        lectureTitle: 'Lecture 2',
        courseTitle: 'Docker',
      }),
    ]);
    expect((await inboxOf(watchedIt)).items).toEqual([]);
    expect((await inboxOf(stranger)).items).toEqual([]);

    const { course: draft, lectures: drafted } = await createCourse(app, { status: 'DRAFT' }, { lectures: 2 });
    await gql(app, SAVE, { lectureId: drafted[0]?.id, positionSeconds: 3 }, follower);
    const draftReady = { lectureId: drafted[1]?.id ?? '', courseId: draft.id, title: 'Lecture 2', durationSeconds: 60 };
    await tellCourseLearners(app.orm.em.fork(), app.deps, draftReady);
    expect((await inboxOf(follower)).totalCount).toBe(1);
  });

  it('marks the named items read, or all; others’ items are out of reach; bad ids are refused', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 4 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const other = await createUser(app, { subscriptionStatus: 'active' });
    await gql(app, SAVE, { lectureId: lectures[0]?.id, positionSeconds: 3 }, learner);
    await gql(app, SAVE, { lectureId: lectures[0]?.id, positionSeconds: 3 }, other);
    await announceLaterLectures(course.id, lectures);
    const firstPage = await inboxOf(learner, { first: 2 });
    expect(firstPage).toMatchObject({ totalCount: 3, unread: 3, pageInfo: { hasNextPage: true } });
    const rest = await inboxOf(learner, { first: 2, after: firstPage.pageInfo.endCursor });
    expect(rest.items.map((item) => item.lectureTitle)).toEqual(['Lecture 2']);

    const othersItem = (await inboxOf(other)).items[0]?.id;
    const [newest] = firstPage.items;
    const marked = await gql<{ markInboxRead: { unreadCount: number; items: { id: string }[] } }>(
      app,
      MARK,
      { ids: [newest?.id, othersItem] },
      learner,
    );
    expect(marked.data?.markInboxRead).toEqual({ unreadCount: 2, items: [{ id: newest?.id, read: true }] });
    expect((await inboxOf(other)).unread).toBe(3);

    const all = await gql<{ markInboxRead: { unreadCount: number; items: unknown[] } }>(app, MARK, {}, learner);
    expect(all.data?.markInboxRead.unreadCount).toBe(0);
    expect(all.data?.markInboxRead.items).toHaveLength(2);
    expect((await inboxOf(learner)).items.every((item) => item.read)).toBe(true);

    expect(errorCode(await gql(app, MARK, { ids: ['not-an-id'] }, learner))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, INBOX, {}))).toBe('UNAUTHENTICATED');
  });

  it(`keeps each learner's newest items only (${INBOX_KEPT} in the app)`, async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 4 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    await gql(app, SAVE, { lectureId: lectures[0]?.id, positionSeconds: 3 }, learner);
    await announceLaterLectures(course.id, lectures);
    await trimInboxes(app.orm.em.fork(), [learner.user.id], 2);
    const kept = await inboxDb(app.orm.em.fork())
      .selectFrom('inbox_items')
      .select('lecture_id')
      .where('user_id', '=', learner.user.id)
      .orderBy('created_at', 'desc')
      .execute();
    expect(kept.map((row) => row.lecture_id)).toEqual([lectures[3]?.id, lectures[2]?.id]);
  });
});
