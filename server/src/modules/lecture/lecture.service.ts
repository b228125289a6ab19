import { lectureSchema } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireRole, requireViewer, type Viewer } from '../../shared/viewer';
import { Course } from '../course/course.entity';
import { type CourseSummary, findCourseSummary } from '../course/course-catalog.service';
import { removeStoredFiles } from '../course/stored-files';
import { canWatchLectures } from '../user/user.policy';
import { Lecture } from './lecture.entity';
import { storeLectureVideo, videoUrl } from './lecture-video';

export interface LectureView {
  id: string;
  courseId: string;
  title: string;
  description: string;
  /** The stable playback URL (relative to the app's origin), authorized per request; it never expires. */
  videoUrl: string;
  contentType: string;
  position: number;
  createdAt: Date;
}

export interface LectureFields {
  title: string;
  description: string;
}

export const WATCH_DENIED_MESSAGE = 'Subscribe to watch the lectures of this course';

/** Video URLs go to ADMINs and active subscribers only, whatever the transport. */
export function requireWatcher(viewer: Viewer | null): Viewer {
  const known = requireViewer(viewer);
  if (!canWatchLectures(known)) throw forbidden(WATCH_DENIED_MESSAGE);
  return known;
}

interface LectureRow {
  course_id: string;
  id: string | null;
  title: string;
  description: string;
  video_key: string;
  content_type: string;
  position: number;
  created_at: Date | string;
}

/**
 * One statement: the course row (so an unknown course is told apart from an empty one)
 * left-joined to its lectures in order.
 */
async function loadLectures(em: Em, courseId: string): Promise<LectureView[]> {
  const rows = await em.execute<LectureRow[]>(
    `select c.id as course_id, l.id, l.title, l.description, l.video_key, l.content_type, l.position, l.created_at
     from courses c left join lectures l on l.course_id = c.id
     where c.id = ? order by l.position`,
    [courseId],
  );
  if (!rows.length) throw notFound('Course');
  return rows
    .filter((row): row is LectureRow & { id: string } => row.id !== null)
    .map((row) => ({
      id: row.id,
      courseId: row.course_id,
      title: row.title,
      description: row.description,
      videoUrl: videoUrl(row.id),
      contentType: row.content_type,
      position: row.position,
      createdAt: new Date(row.created_at),
    }));
}

/** ADMIN or a USER with an active subscription. */
export async function listLectures({ em, viewer }: RequestScope, courseId: string): Promise<LectureView[]> {
  requireWatcher(viewer);
  return loadLectures(em, knownId(courseId, 'Course'));
}

/** Where a lecture's video is stored, for its playback URL. */
export interface LectureVideo {
  key: string;
  contentType: string;
}

/** Lecture videos already read, by lecture id (see findLectureVideo). */
export type LectureVideoCache = Map<string, LectureVideo>;

const LECTURE_VIDEO_CACHE_ENTRIES = 10_000;

/**
 * Behind every request to a lecture's playback URL: the same rule as the lecture list (ADMIN or active subscriber),
 * checked first, every time, so that a cancelled subscription stops playback at the next request and nobody else
 * learns which lectures exist; then one primary-key read.
 *
 * A player sends many range requests, so `cache` may keep what was read: a lecture's video never changes (no operation
 * replaces it, ids are never reused), and a deleted lecture's file is deleted with it, which the store then reports.
 */
export async function findLectureVideo(
  { em, viewer }: RequestScope,
  lectureId: string,
  cache?: LectureVideoCache,
): Promise<LectureVideo> {
  requireWatcher(viewer);
  const id = knownId(lectureId, 'Lecture');
  const known = cache?.get(id);
  if (known) return known;
  const [row] = await em.execute<{ video_key: string; content_type: string }[]>(
    'select video_key, content_type from lectures where id = ?',
    [id],
  );
  if (!row) throw notFound('Lecture');
  const video = { key: row.video_key, contentType: row.content_type };
  if (cache) {
    // Dropping everything now and then bounds memory; the entries are one read each to get back.
    if (cache.size >= LECTURE_VIDEO_CACHE_ENTRIES) cache.clear();
    cache.set(id, video);
  }
  return video;
}

async function courseSummaryOrFail(em: Em, deps: AppDeps, courseId: string): Promise<CourseSummary> {
  const course = await findCourseSummary(em, deps.storage, courseId);
  if (!course) throw notFound('Course');
  return course;
}

type StoredVideo = Awaited<ReturnType<typeof storeLectureVideo>>;

/** Inserts the row for a stored video at the end of the course, or throws NOT_FOUND if the course is gone. */
async function insertLecture(em: Em, courseId: string, fields: LectureFields, video: StoredVideo) {
  return em.transactional(async (tx) => {
    // The lock orders concurrent uploads to one course (unique positions) and deleteCourse.
    const course = await tx.findOne(Course, courseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course) throw notFound('Course');
    const [last] = await tx.execute<{ position: number | null }[]>(
      'select max(position) as position from lectures where course_id = ?',
      [courseId],
    );
    return tx.create(Lecture, {
      course,
      ...fields,
      videoKey: video.key,
      videoBytes: video.bytes,
      contentType: video.contentType,
      position: Number(last?.position ?? 0) + 1,
    });
  });
}

/**
 * ADMIN. The video streams to storage as it arrives; the row is written once it is
 * complete, and if that fails the stored file is removed again.
 */
export async function addLecture(
  { em, deps, viewer }: RequestScope,
  courseId: string,
  input: LectureFields,
  video: IncomingFile | null | undefined,
) {
  requireRole(viewer, 'ADMIN');
  const { hasVideo: _, ...fields } = parseInput(lectureSchema, { ...input, hasVideo: Boolean(video) });
  const id = knownId(courseId, 'Course');
  // Checked before the upload, so a typo in the id does not cost a 2 GB transfer into storage.
  if (!(await em.count(Course, { id }))) throw notFound('Course');

  const stored = await storeLectureVideo(deps, video as IncomingFile);
  let lecture: Lecture;
  try {
    lecture = await insertLecture(em, id, fields, stored);
  } catch (error) {
    await removeStoredFiles(deps, [stored.key]);
    throw error;
  }
  const lectures = await loadLectures(em, id);
  const added = lectures.find((each) => each.id === lecture.id);
  if (!added) throw notFound('Lecture'); // deleted concurrently
  return { course: await courseSummaryOrFail(em, deps, id), lecture: added, lectures };
}

/** ADMIN. NOT_FOUND unless the lecture belongs to that course; the file goes once the row is gone. */
export async function deleteLecture({ em, deps, viewer }: RequestScope, courseId: string, lectureId: string) {
  requireRole(viewer, 'ADMIN');
  const lecture = await em.findOne(Lecture, {
    id: knownId(lectureId, 'Lecture'),
    course: knownId(courseId, 'Lecture'),
  });
  if (!lecture) throw notFound('Lecture');
  const key = lecture.videoKey;
  await em.remove(lecture).flush();
  await removeStoredFiles(deps, [key]);
  return { course: await courseSummaryOrFail(em, deps, lecture.course.id) };
}
