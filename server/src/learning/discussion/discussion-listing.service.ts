import { DISCUSSION_COUNT_CAP, type DiscussionSort, discussionMessages } from '@coursehub/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { badInput, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import { containsPattern } from '../../shared/like-pattern';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, type PageArgs } from '../../shared/pagination';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { actsAsAdmin, requireRole, type Viewer } from '../../shared/viewer';
import type { DiscussionTables } from './discussion.entity';
import {
  discussionDb,
  findDiscussedCourse,
  findDiscussedLecture,
  findPost,
  type PostView,
  postRows,
  requireParticipant,
  toPost,
} from './discussion-rows';

/** The orders of a lecture's questions; each ends with the unique id, as keyset paging needs. */
const NEWEST = new Keyset('discussion:newest', [
  { sql: 'd.created_at', type: 'timestamp', descending: true },
  { sql: 'd.id', type: 'uuid', descending: true },
]);
const TOP = new Keyset('discussion:top', [
  { sql: 'd.upvotes', type: 'integer', descending: true },
  { sql: 'd.created_at', type: 'timestamp', descending: true },
  { sql: 'd.id', type: 'uuid', descending: true },
]);
/** The admins' inbox: the longest-waiting question first. */
const OLDEST = new Keyset('discussion:oldest', [
  { sql: 'd.created_at', type: 'timestamp' },
  { sql: 'd.id', type: 'uuid' },
]);

const SEARCH_MAX = 100;

export interface DiscussionArgs extends PageArgs {
  sort?: DiscussionSort | null;
  search?: string | null;
}

type PostsEb = ExpressionBuilder<DiscussionTables & { d: DiscussionTables['discussion_posts'] }, 'd'>;

/** Hidden posts are listed for ADMINs, and for their own authors (marked), never for other learners. */
const visibleTo = (viewer: Viewer) => (eb: PostsEb) =>
  actsAsAdmin(viewer, 'discussions:read')
    ? eb.lit(true)
    : eb.or([eb('d.hidden', '=', false), eb('d.author_id', '=', viewer.id)]);

function searchFilter(search: string | null | undefined) {
  const words = search?.trim() ?? '';
  if (words.length > SEARCH_MAX) throw badInput(discussionMessages.searchTooLong, 'search');
  if (!words) return null;
  const pattern = containsPattern(words);
  return (eb: PostsEb) => eb.or([eb('d.title', 'ilike', pattern), eb('d.body', 'ilike', pattern)]);
}

/** The condition on questions (`d`) of one lecture or course that the caller may see, filtered as the arguments say. */
function questionFilter(viewer: Viewer, where: { lectureId?: string; courseId?: string }, args: DiscussionArgs) {
  const search = searchFilter(args.search);
  return (eb: PostsEb) =>
    eb.and([
      eb('d.parent_id', 'is', null),
      where.lectureId !== undefined ? eb('d.lecture_id', '=', where.lectureId) : eb.lit(true),
      where.courseId !== undefined ? eb('d.course_id', '=', where.courseId) : eb.lit(true),
      args.sort === 'UNANSWERED' ? eb('d.answered_at', 'is', null) : eb.lit(true),
      search ? search(eb) : eb.lit(true),
      visibleTo(viewer)(eb),
    ]);
}

/**
 * How many questions match, counted up to DISCUSSION_COUNT_CAP + 1: the count reads at most that many index entries,
 * so a page costs the same at 100 questions and at 100,000.
 */
async function cappedCount(em: Em, filter: (eb: PostsEb) => Expression<SqlBool>): Promise<number> {
  const counted = await discussionDb(em)
    .selectFrom((db) =>
      db
        .selectFrom('discussion_posts as d')
        .where((eb) => filter(eb))
        .select(sql.lit(1).as('one'))
        .limit(DISCUSSION_COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  return Number(counted?.total ?? 0);
}

/**
 * A page of questions and their count: two statements whatever the number of posts. The page is read straight in the
 * keyset's order with a limit, so an index on (lecture, key…) answers it without sorting the lecture's questions.
 */
async function pageOfQuestions(
  scope: RequestScope,
  viewer: Viewer,
  where: { lectureId?: string; courseId?: string },
  args: DiscussionArgs,
): Promise<Connection<PostView>> {
  const keyset = args.sort === 'TOP' ? TOP : NEWEST;
  const { size, after } = keyset.page(args);
  const filter = questionFilter(viewer, where, args);
  let rows = postRows(scope.em)
    .where((eb) => filter(eb as unknown as PostsEb))
    .select(keyset.keySelections());
  if (after) rows = rows.where(keyset.afterPosition(after));
  const [pageRows, count] = await Promise.all([
    keyset
      .inOrder(rows)
      .limit(size + 1)
      .execute(),
    cappedCount(scope.em, filter),
  ]);
  return keyset.connection(pageRows, size, count, toPost);
}

/** `Lecture.discussion`: the lecture's questions for whoever may watch it, newest, most upvoted or unanswered first. */
export async function lectureDiscussion(scope: RequestScope, lectureId: string, args: DiscussionArgs) {
  const viewer = requireParticipant(scope.viewer);
  const lecture = await findDiscussedLecture(scope.em, viewer, lectureId);
  return pageOfQuestions(scope, viewer, { lectureId: lecture.id }, args);
}

/**
 * The questions of a course's lectures (or, with `lectureId`, of one of them) matching `search`, for whoever may watch
 * them: the lecture screen's Q&A tab and the course-wide search.
 */
export async function courseQuestions(
  scope: RequestScope,
  courseId: string,
  args: DiscussionArgs & { lectureId?: string | null },
) {
  const viewer = requireParticipant(scope.viewer);
  if (!args.lectureId) {
    const course = await findDiscussedCourse(scope.em, viewer, courseId);
    return pageOfQuestions(scope, viewer, { courseId: course }, args);
  }
  const course = knownId(courseId, 'Course');
  const lecture = await findDiscussedLecture(scope.em, viewer, args.lectureId);
  if (lecture.courseId !== course) throw notFound('Lecture');
  return pageOfQuestions(scope, viewer, { lectureId: lecture.id }, args);
}

/** One question (or answer) by id, for its thread. */
export function discussionPost(scope: RequestScope, postId: string) {
  return findPost(scope.em, requireParticipant(scope.viewer), postId);
}

/** ADMIN: every course's visible questions no instructor has answered and none accepted, the longest waiting first. */
export async function unansweredQuestions(scope: RequestScope, args: PageArgs): Promise<Connection<PostView>> {
  requireRole(scope.viewer, 'ADMIN');
  const { size, after } = OLDEST.page(args);
  const waiting = (eb: PostsEb) =>
    eb.and([eb('d.parent_id', 'is', null), eb('d.answered_at', 'is', null), eb('d.hidden', '=', false)]);
  let rows = postRows(scope.em)
    .where((eb) => waiting(eb as unknown as PostsEb))
    .select(OLDEST.keySelections());
  if (after) rows = rows.where(OLDEST.afterPosition(after));
  const [pageRows, count] = await Promise.all([
    OLDEST.inOrder(rows)
      .limit(size + 1)
      .execute(),
    cappedCount(scope.em, waiting),
  ]);
  return OLDEST.connection(pageRows, size, count, toPost);
}

const requestBatches = perRequest(({ em, viewer }: RequestScope) => ({
  replies: createBatch<string, PostView[]>(async (questionIds) => {
    const byQuestion = new Map<string, PostView[]>();
    if (!viewer) return byQuestion;
    const rows = await postRows(em)
      .where('d.parent_id', 'in', questionIds)
      .where((eb) => visibleTo(viewer)(eb as unknown as PostsEb))
      .orderBy('d.created_at')
      .orderBy('d.id')
      .execute();
    for (const row of rows) {
      const post = toPost(row);
      byQuestion.set(post.parentId ?? '', [...(byQuestion.get(post.parentId ?? '') ?? []), post]);
    }
    return byQuestion;
  }, []),
  upvoted: createBatch<string, boolean>(async (postIds) => {
    const marks = new Map<string, boolean>();
    if (!viewer) return marks;
    const rows = await discussionDb(em)
      .selectFrom('discussion_upvotes')
      .select('post_id')
      .where('user_id', '=', viewer.id)
      .where('post_id', 'in', postIds)
      .execute();
    for (const row of rows) marks.set(row.post_id, true);
    return marks;
  }, false),
}));

/** A question's answers, oldest first (the accepted one is marked, not moved): one statement for a page of questions. */
export function repliesOf(scope: RequestScope, questionId: string): Promise<PostView[]> {
  return requestBatches(scope).replies(questionId);
}

/** Whether the caller upvoted the post: one statement for every post of the answer. */
export function upvotedByMe(scope: RequestScope, postId: string): Promise<boolean> {
  if (!scope.viewer) return Promise.resolve(false);
  return requestBatches(scope).upvoted(postId);
}
