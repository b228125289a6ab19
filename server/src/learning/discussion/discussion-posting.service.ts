import {
  askQuestionSchema,
  DISCUSSION_POSTS_PER_HOUR,
  discussionMessages,
  type ModerationAction,
  postEditSchema,
  replySchema,
  reportSchema,
} from '@coursehub/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { hasOptedOut } from '../../identity/user/mail-opt-outs';
import { queueMail } from '../../mail/outbox';
import type { RateLimits, RequestCounter } from '../../rate-limit/rate-limits';
import { badInput, DomainError, forbidden, notFound } from '../../shared/errors';
import { quietHoursEnd } from '../../shared/quiet-hours';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import type { Viewer } from '../../shared/viewer';
import { actsAsAdmin, requireRole } from '../../shared/viewer';
import { addToInbox } from '../inbox';
import { questionAnsweredMail } from './discussion.mails';
import { discussionDb, findDiscussedLecture, findPost, type PostView, requireParticipant } from './discussion-rows';

export type AskQuestionInput = z.input<typeof askQuestionSchema>;
export type EditPostInput = z.input<typeof postEditSchema>;

const counters = new WeakMap<RateLimits, RequestCounter>();

/** Posts per learner and hour (ADMINs are not counted): TOO_MANY_REQUESTS past DISCUSSION_POSTS_PER_HOUR. */
async function countPost(scope: RequestScope, viewer: Viewer) {
  if (actsAsAdmin(viewer)) return;
  const { rateLimits } = scope.deps;
  let counter = counters.get(rateLimits);
  if (!counter) {
    counter = rateLimits.requestCounter('discussion_posts', DISCUSSION_POSTS_PER_HOUR, 3600);
    counters.set(rateLimits, counter);
  }
  const { hits, resetAt } = await counter.hit(viewer.id);
  if (hits > DISCUSSION_POSTS_PER_HOUR) {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new DomainError('TOO_MANY_REQUESTS', 'You have posted a lot this hour. Please try again later.', {
      retryAfterSeconds,
      rateLimit: 'discussion',
    });
  }
}

/**
 * A question already posted under this id: the same question sent again (its author, its lecture) is given back; any
 * other use of the id is a CONFLICT.
 */
async function questionPostedAs(scope: RequestScope, viewer: Viewer, lectureId: string, id: string) {
  const posted = await discussionDb(scope.em)
    .selectFrom('discussion_posts')
    .select(['author_id', 'lecture_id', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!posted) return null;
  const same = posted.author_id === viewer.id && posted.lecture_id === lectureId && posted.parent_id === null;
  if (!same) throw new DomainError('CONFLICT', discussionMessages.postIdTaken, { field: 'id' });
  return findPost(scope.em, viewer, id);
}

/**
 * Asks a question under a lecture, optionally at a moment of its video. A device that queued it offline names it with
 * an id of its own: sent twice, it is posted (and counted against the hourly limit) once.
 */
export async function askQuestion(scope: RequestScope, lectureId: string, input: AskQuestionInput): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const fields = parseInput(askQuestionSchema, input);
  const lecture = await findDiscussedLecture(scope.em, viewer, lectureId);
  const id = fields.id?.toLowerCase() ?? crypto.randomUUID();
  const resent = fields.id ? await questionPostedAs(scope, viewer, lecture.id, id) : null;
  if (resent) return resent;
  await countPost(scope, viewer);
  const inserted = await discussionDb(scope.em)
    .insertInto('discussion_posts')
    .values({
      id,
      lecture_id: lecture.id,
      course_id: lecture.courseId,
      author_id: viewer.id,
      parent_id: null,
      title: fields.title,
      body: fields.body,
      video_seconds: fields.videoSeconds,
      created_at: sql<Date>`now()`,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  // The same question sent twice at once: the other send posted it.
  if (!inserted) return (await questionPostedAs(scope, viewer, lecture.id, id)) ?? findPost(scope.em, viewer, id);
  return findPost(scope.em, viewer, id);
}

/**
 * Answers a question. Locked threads take answers from ADMINs only. An ADMIN's answer marks the question answered.
 * The asker is mailed (unless it is their own answer or they turned these mails off), in the same transaction.
 */
export async function replyToPost(scope: RequestScope, postId: string, body: string): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const fields = parseInput(replySchema, { body });
  const question = await findPost(scope.em, viewer, postId);
  if (question.parentId !== null) throw badInput(discussionMessages.replyToReply, 'postId');
  await findDiscussedLecture(scope.em, viewer, question.lectureId);
  if (question.locked && !actsAsAdmin(viewer)) throw new DomainError('CONFLICT', discussionMessages.locked);
  await countPost(scope, viewer);
  const id = crypto.randomUUID();
  const byInstructor = actsAsAdmin(viewer);
  await scope.em.transactional(async (tx) => {
    const db = discussionDb(tx);
    await db
      .insertInto('discussion_posts')
      .values({
        id,
        lecture_id: question.lectureId,
        course_id: question.courseId,
        author_id: viewer.id,
        parent_id: question.id,
        title: null,
        body: fields.body,
        video_seconds: null,
        created_at: sql<Date>`now()`,
      })
      .execute();
    await db
      .updateTable('discussion_posts')
      .set((eb) => ({
        reply_count: eb('reply_count', '+', 1),
        ...(byInstructor ? { answered_at: sql<Date>`coalesce(answered_at, now())` } : {}),
      }))
      .where('id', '=', question.id)
      .execute();
    const askerId = question.authorId;
    if (!askerId || askerId === viewer.id) return;
    const people = await db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'locale', 'time_zone'])
      .where('id', 'in', [askerId, viewer.id])
      .execute();
    const asker = people.find((person) => person.id === askerId);
    const replier = people.find((person) => person.id === viewer.id);
    if (!asker) return;
    const course = await db
      .selectFrom('courses')
      .select(['title', 'created_by'])
      .where('id', '=', question.courseId)
      .executeTakeFirstOrThrow();
    // An instructor's answer is signed as on the page: with the course's instructor, not the ADMIN account's name.
    const replierName = (byInstructor ? course.created_by : null) ?? replier?.full_name ?? 'Someone';
    // The inbox is told whatever the asker chose for mail: turning the mails off keeps the answers findable.
    await addToInbox(tx, scope.deps, {
      userId: askerId,
      kind: 'QUESTION_ANSWERED',
      subjectId: id,
      courseId: question.courseId,
      lectureId: question.lectureId,
      data: {
        courseTitle: course.title,
        lectureTitle: question.lectureTitle,
        questionId: question.id,
        questionTitle: question.title ?? '',
        actorName: replierName,
      },
    });
    if (await hasOptedOut(tx, askerId, 'DISCUSSION_ANSWERS')) return;
    queueMail(
      tx,
      asker.email,
      questionAnsweredMail(scope.deps.config, {
        askerId,
        askerName: asker.full_name,
        askerLocale: asker.locale,
        questionTitle: question.title ?? '',
        replierName,
        byInstructor,
        courseId: question.courseId,
        lectureId: question.lectureId,
        lectureTitle: question.lectureTitle,
      }),
      quietHoursEnd(scope.deps.clock.now(), asker.time_zone, scope.deps.config.quietHours),
    );
    await tx.flush();
  });
  return findPost(scope.em, viewer, id);
}

/** Only the author changes a post's words (ADMINs moderate instead: hide or delete). */
function requireAuthor(viewer: Viewer, post: PostView) {
  if (post.authorId !== viewer.id) throw forbidden(discussionMessages.notYours);
}

export async function editPost(scope: RequestScope, postId: string, input: EditPostInput): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const fields = parseInput(postEditSchema, input);
  const post = await findPost(scope.em, viewer, postId);
  requireAuthor(viewer, post);
  if (post.parentId === null && fields.title === null) throw badInput(discussionMessages.titleRequired, 'title');
  await discussionDb(scope.em)
    .updateTable('discussion_posts')
    .set({
      body: fields.body,
      title: post.parentId === null ? fields.title : null,
      edited_at: sql<Date>`now()`,
    })
    .where('id', '=', post.id)
    .execute();
  return findPost(scope.em, viewer, post.id);
}

/** Deletes a post (a question with its answers); its author or an ADMIN. Gives back the deleted post. */
export async function deletePost(scope: RequestScope, postId: string): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const post = await findPost(scope.em, viewer, postId);
  if (!actsAsAdmin(viewer)) requireAuthor(viewer, post);
  await removePost(scope, post);
  return post;
}

async function removePost(scope: RequestScope, post: PostView) {
  await scope.em.transactional(async (tx) => {
    const db = discussionDb(tx);
    await db.deleteFrom('discussion_posts').where('id', '=', post.id).execute();
    if (post.parentId === null) return;
    // The question counts one answer fewer; an accepted answer deleted leaves it unaccepted (and unanswered unless
    // an instructor's answer remains).
    await db
      .updateTable('discussion_posts as q')
      .set((eb) => ({
        reply_count: eb('q.reply_count', '-', 1),
        accepted_reply_id: sql<string | null>`nullif(q.accepted_reply_id, ${post.id}::uuid)`,
        answered_at: sql<Date | null>`case when exists (select 1 from discussion_posts r join users u on u.id = r.author_id where r.parent_id = q.id and u.role = 'ADMIN') or nullif(q.accepted_reply_id, ${post.id}::uuid) is not null then q.answered_at end`,
      }))
      .where('q.id', '=', post.parentId)
      .execute();
  });
}

/** Upvotes a post (or takes the upvote back); one per learner, never one's own. */
export async function upvotePost(scope: RequestScope, postId: string, upvoted: boolean): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const post = await findPost(scope.em, viewer, postId);
  if (post.authorId === viewer.id) throw badInput(discussionMessages.ownUpvote, 'postId');
  await scope.em.transactional(async (tx) => {
    const db = discussionDb(tx);
    const changed = upvoted
      ? await db
          .insertInto('discussion_upvotes')
          .values({ post_id: post.id, user_id: viewer.id })
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .executeTakeFirst()
      : await db
          .deleteFrom('discussion_upvotes')
          .where('post_id', '=', post.id)
          .where('user_id', '=', viewer.id)
          .executeTakeFirst();
    const rows = 'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows;
    if (!rows) return;
    await db
      .updateTable('discussion_posts')
      .set((eb) => ({ upvotes: eb('upvotes', upvoted ? '+' : '-', 1) }))
      .where('id', '=', post.id)
      .execute();
  });
  return findPost(scope.em, viewer, post.id);
}

/**
 * Marks an answer as the accepted one of its question (accepted false: takes the mark away); by the asker or an
 * ADMIN. An accepted answer makes the question answered. Gives back the question.
 */
export async function acceptAnswer(scope: RequestScope, replyId: string, accepted: boolean): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const reply = await findPost(scope.em, viewer, replyId);
  if (reply.parentId === null) throw badInput(discussionMessages.acceptQuestion, 'replyId');
  const question = await findPost(scope.em, viewer, reply.parentId);
  if (!actsAsAdmin(viewer) && question.authorId !== viewer.id) throw forbidden(discussionMessages.acceptDenied);
  await discussionDb(scope.em)
    .updateTable('discussion_posts')
    .set(
      accepted
        ? { accepted_reply_id: reply.id, answered_at: sql<Date>`coalesce(answered_at, now())` }
        : { accepted_reply_id: sql<string | null>`nullif(accepted_reply_id, ${reply.id}::uuid)` },
    )
    .where('id', '=', question.id)
    .execute();
  return findPost(scope.em, viewer, question.id);
}

/** A learner reports a post to the moderators, once per post. */
export async function reportPost(scope: RequestScope, postId: string, reason: string | null): Promise<PostView> {
  const viewer = requireParticipant(scope.viewer);
  const fields = parseInput(reportSchema, { reason: reason ?? '' });
  const post = await findPost(scope.em, viewer, postId);
  await scope.em.transactional(async (tx) => {
    const db = discussionDb(tx);
    const inserted = await db
      .insertInto('discussion_reports')
      .values({ post_id: post.id, user_id: viewer.id, reason: fields.reason, created_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (!inserted.numInsertedOrUpdatedRows) return;
    await db
      .updateTable('discussion_posts')
      .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
      .where('id', '=', post.id)
      .execute();
  });
  return findPost(scope.em, viewer, post.id);
}

/** ADMIN moderation: hide or show a post, lock or unlock a thread, delete a post. Gives back the post as it was left. */
export async function moderatePost(scope: RequestScope, postId: string, action: ModerationAction): Promise<PostView> {
  const viewer = requireRole(scope.viewer, 'ADMIN');
  const post = await findPost(scope.em, viewer, postId);
  if (action === 'DELETE') {
    await removePost(scope, post);
    return post;
  }
  if ((action === 'LOCK' || action === 'UNLOCK') && post.parentId !== null) {
    throw badInput('Only a question’s thread can be locked', 'action');
  }
  const changes = {
    HIDE: { hidden: true },
    UNHIDE: { hidden: false },
    LOCK: { locked: true },
    UNLOCK: { locked: false },
  }[action];
  const result = await discussionDb(scope.em)
    .updateTable('discussion_posts')
    .set(changes)
    .where('id', '=', post.id)
    .executeTakeFirst();
  if (!result.numUpdatedRows) throw notFound('Post');
  return findPost(scope.em, viewer, post.id);
}
