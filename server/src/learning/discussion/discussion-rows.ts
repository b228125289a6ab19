import { discussionMessages } from '@coursehub/shared';
import type { InferResult } from 'kysely';
import type { CourseStatus, CourseTables } from '../../catalog/course/course.entity';
import type { LectureStatus, LectureTables } from '../../catalog/lecture/lecture.entity';
import type { MailOptOutTables } from '../../identity/user/mail-opt-out.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { canWatchLectures } from '../../identity/user/user.policy';
import { forbidden, notFound, unauthenticated } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import { actsAsAdmin, type Viewer } from '../../shared/viewer';
import type { DiscussionTables } from './discussion.entity';

/** What discussion statements are typed against (docs/decisions/0006-typed-sql.md). */
export const discussionDb = (em: Em) =>
  em.getKysely<DiscussionTables & MailOptOutTables & LectureTables & CourseTables & UserTables>();

/** A post as every reader sees it; `mine` and the upvote mark are the caller's. */
export interface PostView {
  id: string;
  lectureId: string;
  courseId: string;
  parentId: string | null;
  title: string | null;
  body: string;
  videoSeconds: number | null;
  upvotes: number;
  replyCount: number;
  acceptedReplyId: string | null;
  answered: boolean;
  hidden: boolean;
  locked: boolean;
  reportCount: number;
  createdAt: Date;
  editedAt: Date | null;
  authorId: string | null;
  /** An instructor's post is signed with the course's instructor, whichever ADMIN account wrote it. */
  authorName: string | null;
  /** The author is an ADMIN: "Instructor" beside the name. */
  byInstructor: boolean;
  lectureTitle: string;
  courseTitle: string;
}

/** Posts (`d`) with their authors, lectures and courses: one statement for any page. */
export const postRows = (em: Em) =>
  discussionDb(em)
    .selectFrom('discussion_posts as d')
    .innerJoin('lectures as l', 'l.id', 'd.lecture_id')
    .innerJoin('courses as c', 'c.id', 'd.course_id')
    .leftJoin('users as u', 'u.id', 'd.author_id')
    .select([
      'd.id',
      'd.lecture_id',
      'd.course_id',
      'd.parent_id',
      'd.title',
      'd.body',
      'd.video_seconds',
      'd.upvotes',
      'd.reply_count',
      'd.accepted_reply_id',
      'd.answered_at',
      'd.hidden',
      'd.locked',
      'd.report_count',
      'd.created_at',
      'd.edited_at',
      'd.author_id',
      'u.full_name as author_name',
      'u.role as author_role',
      'l.title as lecture_title',
      'c.title as course_title',
      'c.created_by as course_instructor',
    ]);

export type PostRow = InferResult<ReturnType<typeof postRows>>[number];

export const toPost = (row: PostRow): PostView => ({
  id: row.id,
  lectureId: row.lecture_id,
  courseId: row.course_id,
  parentId: row.parent_id,
  title: row.title,
  body: row.body,
  videoSeconds: row.video_seconds,
  upvotes: Number(row.upvotes),
  replyCount: Number(row.reply_count),
  acceptedReplyId: row.accepted_reply_id,
  answered: row.answered_at !== null,
  hidden: row.hidden,
  locked: row.locked,
  reportCount: Number(row.report_count),
  createdAt: new Date(row.created_at),
  editedAt: row.edited_at === null ? null : new Date(row.edited_at),
  authorId: row.author_id,
  authorName: row.author_role === 'ADMIN' ? row.course_instructor : row.author_name,
  byInstructor: row.author_role === 'ADMIN',
  lectureTitle: row.lecture_title,
  courseTitle: row.course_title,
});

/**
 * Who may read and write a lecture's Q&A: whoever may watch it (ADMIN, or an active subscriber), as playing it is
 * decided (user.policy.ts). Anonymous callers are asked to sign in; signed-in ones without access get FORBIDDEN.
 */
export function requireParticipant(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  if (!canWatchLectures(viewer, 'discussions:read')) throw forbidden(discussionMessages.watchDenied);
  return viewer;
}

/** A lecture's Q&A is seen by whoever sees the lecture: READY in a PUBLISHED course, or any for ADMINs. */
const seesQa = (viewer: Viewer, lectureStatus: LectureStatus, courseStatus: CourseStatus) =>
  actsAsAdmin(viewer, 'discussions:read') || (lectureStatus === 'READY' && courseStatus === 'PUBLISHED');

/**
 * The lecture whose Q&A is asked for, as its watchers see it: READY in a PUBLISHED course (ADMINs see every lecture).
 * NOT_FOUND otherwise, so the Q&A of an unpublished lecture is no more visible than the lecture.
 */
export async function findDiscussedLecture(em: Em, viewer: Viewer, lectureId: string) {
  const row = await discussionDb(em)
    .selectFrom('lectures as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select(['l.id', 'l.course_id', 'l.status', 'c.status as course_status'])
    .where('l.id', '=', knownId(lectureId, 'Lecture'))
    .executeTakeFirst();
  if (!row || !seesQa(viewer, row.status, row.course_status)) throw notFound('Lecture');
  return { id: row.id, courseId: row.course_id };
}

/** The course whose Q&A is searched, as its watchers see it: PUBLISHED (ADMINs see every course). */
export async function findDiscussedCourse(em: Em, viewer: Viewer, courseId: string) {
  const row = await discussionDb(em)
    .selectFrom('courses')
    .select(['id', 'status'])
    .where('id', '=', knownId(courseId, 'Course'))
    .executeTakeFirst();
  if (!row || !(actsAsAdmin(viewer, 'discussions:read') || row.status === 'PUBLISHED')) throw notFound('Course');
  return row.id;
}

/**
 * One post as the caller may see it: under a lecture the caller may watch (as findDiscussedLecture), so a post of an
 * unpublished course is no more visible than the course; hidden posts exist for ADMINs and their authors only.
 */
export async function findPost(em: Em, viewer: Viewer, postId: string): Promise<PostView> {
  const row = await postRows(em)
    .select(['l.status as lecture_status', 'c.status as course_status'])
    .where('d.id', '=', knownId(postId, 'Post'))
    .executeTakeFirst();
  if (!row || !seesQa(viewer, row.lecture_status, row.course_status)) throw notFound('Post');
  const post = toPost(row);
  if (post.hidden && !actsAsAdmin(viewer, 'discussions:read') && post.authorId !== viewer.id) throw notFound('Post');
  return post;
}
