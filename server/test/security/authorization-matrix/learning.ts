import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newCertificateCode } from '../../../src/learning/progress/certificate.service';
import { createUser } from '../../factories';
import { app, ask, auth, byNewAdmin, catalogue, type MatrixArea, rest, rule, type Session } from './callers';
import { ADMIN_ONLY, http, OPEN, row, SIGNED_IN, WATCHERS } from './outcomes';
import { freshQuiz } from './quizzes';

/** A certificate of some learner's, as the completing write issues it. */
async function issuedCertificate() {
  const code = newCertificateCode();
  const { user } = await createUser(app);
  await app.orm.em
    .fork()
    .execute(
      'insert into certificates (code, user_id, course_id, learner_name, issued_at) values (?, ?, ?, ?, now())',
      [code, user.id, catalogue.course.id, user.fullName],
    );
  return code;
}

/** A learning path of the catalogue's course, published unless asked, made by an ADMIN of its own. */
function pathFields(published = true) {
  const slug = `matrix-${Math.random().toString(36).slice(2, 10)}`;
  return {
    title: 'Matrix path',
    slug,
    description: 'Who may do what',
    outcome: 'Knowing it',
    published,
    courses: [{ courseId: catalogue.course.id, requiresPrevious: false }],
  };
}
async function freshPath(published = true): Promise<{ id: string; slug: string }> {
  const made = await byNewAdmin<{ createPath: { id: string; slug: string } }>(
    'mutation MakePath($input: PathInput!) { createPath(input: $input) { id slug } }',
    { input: pathFields(published) },
  );
  return made.createPath;
}

/** The lease a subscriber's device holds (acquired here); anyone else names one they cannot hold. */
async function playbackLeaseOf(who: Session): Promise<string> {
  if (who.caller !== 'subscriber') return '00000000-0000-4000-8000-000000000000';
  const acquired = await ask(
    who,
    'mutation Acquire($lectureId: ID!) { acquirePlaybackLease(lectureId: $lectureId) { id } }',
    {
      lectureId: catalogue.lectures[0]!.id,
    },
  );
  const lease = acquired.data?.acquirePlaybackLease as { id: string } | undefined;
  expect(lease?.id, JSON.stringify(acquired.errors)).toBeTruthy();
  return lease?.id ?? '';
}

/** A question under the catalogue's first lecture, straight in the database: the caller's when they have an account. */
async function questionBy(authorId: string | null): Promise<string> {
  const id = randomUUID();
  const lecture = catalogue.lectures[0]!;
  await app.orm.em.fork().execute(
    `insert into discussion_posts (id, lecture_id, course_id, author_id, title, body, created_at)
       values (?, ?, ?, ?, 'Matrix question', 'Who may do what?', now())`,
    [id, lecture.id, catalogue.course.id, authorId],
  );
  return id;
}
const someonesQuestion = async () => questionBy((await createUser(app, { subscriptionStatus: 'active' })).user.id);
const ownQuestion = (who: Session) => (who.user ? questionBy(who.user.id) : someonesQuestion());
/** An answer to a question by a learner of its own. */
async function answerTo(questionId: string): Promise<string> {
  const id = randomUUID();
  const { user } = await createUser(app, { subscriptionStatus: 'active' });
  await app.orm.em.fork().execute(
    `insert into discussion_posts (id, lecture_id, course_id, author_id, parent_id, body, created_at)
       values (?, ?, ?, ?, ?, 'An answer', now())`,
    [id, catalogue.lectures[0]!.id, catalogue.course.id, user.id, questionId],
  );
  return id;
}

/** Watching and learning: progress, playback leases, certificates, quizzes, lecture Q&A, and their analytics. */
export const learningRows: MatrixArea = {
  graphql: {
    // Public: anyone holding a certificate's code may verify it.
    'Query.certificate': rule(OPEN, async (who) =>
      ask(who, 'query Certificate($code: String!) { certificate(code: $code) { code } }', {
        code: await issuedCertificate(),
      }),
    ),
    // Learning paths: the published ones are public, a draft is an ADMIN's alone; only ADMINs compose them.
    'Query.paths': rule(OPEN, (who) => ask(who, 'query Paths { paths { slug progress { percent } } }')),
    'Query.path': rule(row('NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'ok'), async (who) =>
      ask(who, 'query Path($slug: String!) { path(slug: $slug) { slug } }', { slug: (await freshPath(false)).slug }),
    ),
    'Mutation.createPath': rule(ADMIN_ONLY, (who) =>
      ask(who, 'mutation Create($input: PathInput!) { createPath(input: $input) { id } }', { input: pathFields() }),
    ),
    'Mutation.updatePath': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Update($id: ID!, $input: PathInput!) { updatePath(id: $id, input: $input) { id } }', {
        id: (await freshPath()).id,
        input: pathFields(),
      }),
    ),
    'Query.myCertificates': rule(SIGNED_IN, (who) => ask(who, 'query MyCertificates { myCertificates { code } }')),
    // The caller's own certificate only: nobody in the matrix has completed the catalogue's course, so NOT_FOUND as for
    // another learner's.
    'Mutation.reissueCertificate': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Reissue($courseId: ID!) { reissueCertificate(courseId: $courseId) { code } }', {
        courseId: catalogue.course.id,
      }),
    ),
    // The caller's own courses in progress; empty for an anonymous caller (the home page asks it for everyone).
    'Query.continueWatching': rule(OPEN, (who) => ask(who, 'query Continue { continueWatching { course { id } } }')),
    'Query.myCourseProgress': rule(OPEN, (who) => ask(who, 'query MyProgress { myCourseProgress { courseId } }')),
    // The caller's own progress (GraphQL has no way to address another learner's), in lectures they may play.
    'Mutation.saveLectureProgress': rule(WATCHERS, (who) =>
      ask(
        who,
        'mutation Save($lectureId: ID!, $position: Float!) { saveLectureProgress(lectureId: $lectureId, positionSeconds: $position) { completed } }',
        { lectureId: catalogue.lectures[0]!.id, position: 12 },
      ),
    ),
    'Mutation.setLectureCompleted': rule(WATCHERS, (who) =>
      ask(
        who,
        'mutation Complete($lectureId: ID!) { setLectureCompleted(lectureId: $lectureId, completed: true) { completed } }',
        { lectureId: catalogue.lectures[0]!.id },
      ),
    ),
    // The caller's own viewing session (their device), in lectures they may play.
    'Mutation.recordViewingHeartbeat': rule(WATCHERS, (who) =>
      ask(
        who,
        'mutation Beat($lectureId: ID!) { recordViewingHeartbeat(lectureId: $lectureId, positionSeconds: 3, playing: true, rate: 1, visible: true) { verified } }',
        { lectureId: catalogue.lectures[0]!.id },
      ),
    ),
    // A playback lease for the caller's own device (null for ADMINs, who need none), before playing a lecture.
    'Mutation.acquirePlaybackLease': rule(WATCHERS, (who) =>
      ask(who, 'mutation Acquire($lectureId: ID!) { acquirePlaybackLease(lectureId: $lectureId) { id } }', {
        lectureId: catalogue.lectures[0]!.id,
      }),
    ),
    // The caller's own device's lease (a session names it): ending it frees the slot; nothing to end is `false`.
    'Mutation.releasePlaybackLease': rule(SIGNED_IN, async (who) =>
      ask(who, 'mutation Release($leaseId: ID!) { releasePlaybackLease(leaseId: $leaseId) }', {
        leaseId: await playbackLeaseOf(who),
      }),
    ),
    'Mutation.renewPlaybackLease': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Renew($leaseId: ID!) { renewPlaybackLease(leaseId: $leaseId) { id } }', {
        leaseId: await playbackLeaseOf(who),
      }),
    ),
    // Analytics: ADMIN (or an API key with the analytics scope).
    'Query.courseAnalytics': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Analytics($id: ID!) { courseAnalytics(courseId: $id) { started finished } }', {
        id: catalogue.course.id,
      }),
    ),
    'Query.learningOverview': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Overview { learningOverview { from courses { started } } }'),
    ),
    'Query.engagementOverview': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Engagement { engagementOverview { weeks { active } paths { started } } }'),
    ),
    'Query.lectureRetention': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Retention($id: ID!) { lectureRetention(lectureId: $id) { sessions } }', {
        id: catalogue.lectures[0]!.id,
      }),
    ),
    // The daily review: the lecture entitlement, over the caller's own cards (another's is NOT_FOUND, review.int.test.ts);
    // the clip a question teaches with is an ADMIN's to choose.
    'Query.dueReview': rule(WATCHERS, (who) => ask(who, 'query Due { dueReview { dueCount } }')),
    'Query.reviewStats': rule(WATCHERS, (who) => ask(who, 'query Stats { reviewStats { cards } }')),
    'Mutation.answerReviewItem': rule(row('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Answer($id: ID!) { answerReviewItem(id: $id, answer: { optionIds: [] }) { correct } }', {
        id: randomUUID(),
      }),
    ),
    'Query.questionClips': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'query Clips($id: ID!) { questionClips(quizId: $id) { questionId } }', { id: await freshQuiz() }),
    ),
    'Mutation.setQuestionClip': rule(ADMIN_ONLY, async (who) => {
      const quizId = await freshQuiz();
      const { questionClips } = await byNewAdmin<{ questionClips: { questionId: string }[] }>(
        'query Clips($id: ID!) { questionClips(quizId: $id) { questionId } }',
        { id: quizId },
      );
      return ask(
        who,
        'mutation Clip($q: ID!, $id: ID!) { setQuestionClip(quizId: $q, questionId: $id, clip: null) { explicit } }',
        {
          q: quizId,
          id: questionClips[0]?.questionId,
        },
      );
    }),
    // Lecture Q&A: whoever may watch the lecture reads and posts; the caller's own post is edited and deleted, their own
    // question's answer accepted (another's is FORBIDDEN: discussion.int.test.ts); moderation and the inbox are ADMIN's.
    'Query.discussionPost': rule(WATCHERS, async (who) =>
      ask(who, 'query Post($id: ID!) { discussionPost(id: $id) { id } }', { id: await someonesQuestion() }),
    ),
    'Query.courseQuestions': rule(WATCHERS, (who) =>
      ask(who, 'query Questions($courseId: ID!) { courseQuestions(courseId: $courseId) { totalCount } }', {
        courseId: catalogue.course.id,
      }),
    ),
    'Query.unansweredQuestions': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Inbox { unansweredQuestions { totalCount } }'),
    ),
    'Mutation.askQuestion': rule(WATCHERS, (who) =>
      ask(
        who,
        'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }',
        {
          lectureId: catalogue.lectures[0]!.id,
          input: { title: 'Matrix question', body: 'Who may ask?' },
        },
      ),
    ),
    'Mutation.replyToPost': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Reply($postId: ID!) { replyToPost(postId: $postId, body: "An answer") { id } }', {
        postId: await someonesQuestion(),
      }),
    ),
    'Mutation.editPost': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Edit($id: ID!) { editPost(id: $id, input: { title: "Edited", body: "Edited" }) { id } }', {
        id: await ownQuestion(who),
      }),
    ),
    'Mutation.deletePost': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Delete($id: ID!) { deletePost(id: $id) { id } }', { id: await ownQuestion(who) }),
    ),
    'Mutation.upvotePost': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Up($id: ID!) { upvotePost(id: $id) { id } }', { id: await someonesQuestion() }),
    ),
    'Mutation.acceptAnswer': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Accept($replyId: ID!) { acceptAnswer(replyId: $replyId) { id } }', {
        replyId: await answerTo(await ownQuestion(who)),
      }),
    ),
    'Mutation.reportPost': rule(WATCHERS, async (who) =>
      ask(who, 'mutation Report($id: ID!) { reportPost(id: $id) { id } }', { id: await someonesQuestion() }),
    ),
    // The caller's own notes and bookmarks (a list of none for a learner without access), in lectures they may play;
    // nobody else's note exists to them.
    'Query.courseNotes': rule(SIGNED_IN, (who) =>
      ask(who, 'query Notes($courseId: ID!) { courseNotes(courseId: $courseId) { courseId } }', {
        courseId: catalogue.course.id,
      }),
    ),
    'Mutation.addNote': rule(WATCHERS, (who) =>
      ask(
        who,
        'mutation Add($lectureId: ID!, $input: AddNoteInput!) { addNote(lectureId: $lectureId, input: $input) { id } }',
        {
          lectureId: catalogue.lectures[0]!.id,
          input: { atSeconds: 5, kind: 'BOOKMARK' },
        },
      ),
    ),
    'Mutation.editNote': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Edit($id: ID!, $input: EditNoteInput!) { editNote(id: $id, input: $input) { id } }', {
        id: '00000000-0000-4000-8000-000000000000',
        input: { body: 'Matrix note' },
      }),
    ),
    'Mutation.deleteNote': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'mutation Delete($id: ID!) { deleteNote(id: $id) { id } }', {
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ),
    // Counts only, for ADMINs.
    'Query.bookmarkedMoments': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Moments($lectureId: ID!) { bookmarkedMoments(lectureId: $lectureId) { __typename } }', {
        lectureId: catalogue.lectures[0]!.id,
      }),
    ),
    // A download's key goes to a subscriber's device (an ADMIN has no subscription to download with); a malformed
    // device key is refused after that check. A receipt is checked for its shape before its download is looked up.
    'Mutation.downloadGrant': rule(row('UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'FORBIDDEN'), (who) =>
      ask(who, 'mutation Grant($input: DownloadGrantInput!) { downloadGrant(input: $input) { id } }', {
        input: { lectureId: catalogue.lectures[0]!.id, quality: 'SD_360', devicePublicKey: 'not-a-key' },
      }),
    ),
    'Query.downloadGrantState': rule(row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'), (who) =>
      ask(who, 'query State($id: ID!) { downloadGrantState(id: $id) { __typename } }', {
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ),
    'Mutation.submitViewingReceipt': rule(
      row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
      (who) =>
        ask(
          who,
          'mutation Receipt($input: ViewingReceiptInput!) { submitViewingReceipt(input: $input) { lectureId } }',
          {
            input: {
              grantId: '00000000-0000-4000-8000-000000000000',
              receiptId: '00000000-0000-4000-8000-000000000000',
              heartbeats: [],
              segments: [],
              mac: 'bm90IGEgbWFj',
            },
          },
        ),
    ),
    'Mutation.moderatePost': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Moderate($id: ID!) { moderatePost(id: $id, action: HIDE) { id } }', {
        id: await someonesQuestion(),
      }),
    ),
  },
  rest: {
    'GET /quizzes/{id}/results.csv': rule(http(ADMIN_ONLY), async (who) =>
      rest.get(`/quizzes/${await freshQuiz()}/results.csv`, auth(who)),
    ),
    'GET /courses/{id}/analytics.csv': rule(http(ADMIN_ONLY), (who) =>
      rest.get(`/courses/${catalogue.course.id}/analytics.csv`, auth(who)),
    ),
  },
};
