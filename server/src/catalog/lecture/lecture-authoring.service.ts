import { lectureSchema } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { sql } from 'kysely';
import { badInput, DomainError, notFound } from '../../shared/errors';
import { isUuid, knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { removeStoredFiles } from '../../shared/stored-files';
import type { IncomingFile, StoredFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireRole, type Viewer } from '../../shared/viewer';
import { Course } from '../course/course.entity';
import { type CourseSummary, findCourseSummary } from '../course/course-catalog.service';
import { Lecture, type LectureTables } from './lecture.entity';
import {
  COURSE_FULL_MESSAGE,
  MAX_LECTURES_PER_COURSE,
  REORDER_MISMATCH_MESSAGE,
  RETRY_NOT_FAILED_MESSAGE,
} from './lecture.messages';
import { loadLectures } from './lecture-listing.service';
import { lectureOutputPrefix } from './lecture-renditions';
import { storeLectureVideo } from './lecture-video';
import { newProcessingAttempt, retireReplacedVideo, swapLectureVideo } from './lecture-video-replacement';

export interface LectureFields {
  title: string;
  description: string;
}

async function courseSummaryOrFail(em: Em, deps: AppDeps, courseId: string): Promise<CourseSummary> {
  const course = await findCourseSummary(em, deps.storage, courseId);
  if (!course) throw notFound('Course');
  return course;
}

/** One lecture as an ADMIN sees it (one statement: its course's list); NOT_FOUND when it is gone. */
async function adminLectureView(em: Em, admin: Viewer, courseId: string, lectureId: string) {
  const lecture = (await loadLectures(em, courseId, admin)).find((each) => each.id === lectureId);
  if (!lecture) throw notFound('Lecture'); // deleted concurrently
  return lecture;
}

/**
 * Streams a new original into storage, then writes the row(s) that name it with `write`; when that throws, or finds
 * nothing to write to (null), the stored file is removed again, so a refused or broken upload leaves nothing behind.
 */
async function storeVideoFor<T>(
  deps: AppDeps,
  video: IncomingFile,
  write: (stored: StoredFile) => Promise<T>,
): Promise<T> {
  const stored = await storeLectureVideo(deps, video);
  try {
    const written = await write(stored);
    if (written === null) await removeStoredFiles(deps, [stored.key]);
    return written;
  } catch (error) {
    await removeStoredFiles(deps, [stored.key]);
    throw error;
  }
}

const courseFull = () => new DomainError('CONFLICT', COURSE_FULL_MESSAGE);

/**
 * Inserts the row for a stored video at the end of the course, with its transcode's job, or throws NOT_FOUND if the
 * course is gone.
 */
async function insertLecture(deps: AppDeps, em: Em, courseId: string, fields: LectureFields, video: StoredFile) {
  return em.transactional(async (tx) => {
    // The lock orders concurrent uploads to one course (unique positions) and deleteCourse.
    const course = await tx.findOne(Course, courseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course) throw notFound('Course');
    const last = await tx
      .getKysely<LectureTables>()
      .selectFrom('lectures')
      .select((eb) => [eb.fn.max('position').as('position'), sql<number>`count(*)::int`.as('lectures')])
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    if (Number(last?.lectures ?? 0) >= MAX_LECTURES_PER_COURSE) throw courseFull();
    const lecture = tx.create(Lecture, {
      course,
      ...fields,
      videoKey: video.key,
      videoBytes: video.bytes,
      contentType: video.contentType,
      position: Number(last?.position ?? 0) + 1,
      status: 'PROCESSING',
    });
    await deps.events.publish(tx, 'lecture.processing', {
      lectureId: lecture.id,
      restart: false,
      replacedVersion: null,
    });
    return lecture;
  });
}

/**
 * ADMIN. The video streams to storage as it arrives; the row is written once it is
 * complete (PROCESSING), with its transcode's job, and if that fails the stored file is removed again.
 */
export async function addLecture(
  { em, deps, viewer }: RequestScope,
  courseId: string,
  input: LectureFields,
  video: IncomingFile | null | undefined,
) {
  const admin = requireRole(viewer, 'ADMIN');
  const { hasVideo: _, ...fields } = parseInput(lectureSchema, { ...input, hasVideo: Boolean(video) });
  const id = knownId(courseId, 'Course');
  // Checked before the upload, so a typo in the id does not cost a 2 GB transfer into storage.
  if (!(await em.count(Course, { id }))) throw notFound('Course');
  if ((await em.count(Lecture, { course: id })) >= MAX_LECTURES_PER_COURSE) throw courseFull();

  const lecture = await storeVideoFor(deps, video as IncomingFile, (stored) =>
    insertLecture(deps, em, id, fields, stored),
  );
  const lectures = await loadLectures(em, id, admin);
  const added = lectures.find((each) => each.id === lecture.id);
  if (!added) throw notFound('Lecture'); // deleted concurrently
  return { course: await courseSummaryOrFail(em, deps, id), lecture: added, lectures };
}

/**
 * ADMIN. NOT_FOUND unless the lecture belongs to that course. The files go once the row is gone: `lecture.deleted`,
 * published in the deleting transaction, has them removed after the commit (the original, and the transcode's
 * outputs, its job cancelled: media/processing/lecture-files.ts).
 */
export async function deleteLecture({ em, deps, viewer }: RequestScope, courseId: string, lectureId: string) {
  requireRole(viewer, 'ADMIN');
  const deletedFrom = await em.transactional(async (tx) => {
    const lecture = await tx.findOne(Lecture, {
      id: knownId(lectureId, 'Lecture'),
      course: knownId(courseId, 'Lecture'),
    });
    if (!lecture) throw notFound('Lecture');
    const { id, videoKey } = lecture;
    await tx.remove(lecture).flush();
    await deps.events.publish(tx, 'lecture.deleted', { lectureId: id, courseId: lecture.course.id, videoKey });
    return lecture.course.id;
  });
  return { course: await courseSummaryOrFail(em, deps, deletedFrom) };
}

/**
 * ADMIN. Processes a FAILED lecture again from its original, as a new attempt (a new processing version, so nothing
 * the failed attempt left can mix with the new outputs). CONFLICT for a lecture that is not FAILED.
 */
export async function retryLectureProcessing({ em, deps, viewer }: RequestScope, lectureId: string) {
  const admin = requireRole(viewer, 'ADMIN');
  const id = knownId(lectureId, 'Lecture');
  const restarted = await em.transactional(async (tx) => {
    const row = await tx
      .getKysely<LectureTables>()
      .updateTable('lectures as l')
      .from('lectures as previous')
      .set(newProcessingAttempt())
      .where('l.id', '=', id)
      .whereRef('previous.id', '=', 'l.id')
      .where('l.status', '=', 'FAILED')
      .returning(['l.course_id', 'previous.processing_version as previous_version'])
      .executeTakeFirst();
    if (row)
      await deps.events.publish(tx, 'lecture.processing', { lectureId: id, restart: true, replacedVersion: null });
    return row;
  });
  if (!restarted) {
    const ladder = await em.transactional((tx) => requeueLadder(deps, tx, id));
    if (ladder) return adminLectureView(em, admin, ladder.course_id, id);
    if (!(await em.count(Lecture, { id }))) throw notFound('Lecture');
    throw new DomainError('CONFLICT', RETRY_NOT_FAILED_MESSAGE);
  }
  // The failed attempt has ended (its job failed for good), so what it left under its own version can go.
  await deps.storage
    .deletePrefix(lectureOutputPrefix(id, restarted.previous_version))
    .catch((error: unknown) => deps.logger.error({ err: error, lectureId: id }, 'failed attempt outputs not removed'));
  return adminLectureView(em, admin, restarted.course_id, id);
}

/**
 * A READY lecture whose ladder failed (it plays on its first rendition) gets its ladder queued again, pending once
 * more; null when the lecture has no failed ladder.
 */
async function requeueLadder(deps: AppDeps, tx: Em, id: string) {
  const row = await tx
    .getKysely<LectureTables>()
    .updateTable('lectures')
    .set({ renditions_pending: true, renditions_failure_reason: null, failure_reason: null })
    .where('id', '=', id)
    .where('status', '=', 'READY')
    .where('renditions_failure_reason', 'is not', null)
    .returning(['course_id', 'processing_version'])
    .executeTakeFirst();
  if (!row) return null;
  await deps.events.publish(tx, 'lecture.ladder-retried', { lectureId: id, version: row.processing_version });
  return row;
}

/** Writes some of a lecture's columns and answers it as an ADMIN sees it; NOT_FOUND when it is gone. */
async function updateLectureRow(
  em: Em,
  admin: Viewer,
  id: string,
  values: { title: string; description: string } | { free_preview: boolean },
) {
  const row = await em
    .getKysely<LectureTables>()
    .updateTable('lectures')
    .set(values)
    .where('id', '=', id)
    .returning('course_id')
    .executeTakeFirst();
  if (!row) throw notFound('Lecture');
  return adminLectureView(em, admin, row.course_id, id);
}

/**
 * ADMIN. Replaces a lecture's title and description (validated as on upload), and its video when one is sent.
 *
 * A new video is checked and streamed to storage as addLecture's is, before anything else changes: a refused or broken
 * upload leaves the lecture as it was (its partial file removed). Then the lecture is processed as a new upload:
 * PROCESSING (learners stop seeing it until it is READY again), its transcode queued once the row is committed. The
 * old original goes once the swap is committed (retireReplacedVideo); the old outputs once no URL handed out before can
 * reach them, by a purge queued in the swap's transaction (swapLectureVideo).
 */
export async function updateLecture(
  { em, deps, viewer }: RequestScope,
  lectureId: string,
  input: LectureFields,
  video?: IncomingFile | null,
) {
  const admin = requireRole(viewer, 'ADMIN');
  const { hasVideo: _, ...fields } = parseInput(lectureSchema, { ...input, hasVideo: true });
  const id = knownId(lectureId, 'Lecture');
  if (!video) return updateLectureRow(em, admin, id, { title: fields.title, description: fields.description });
  // Checked before the upload, so a typo in the id does not cost a 2 GB transfer into storage.
  if (!(await em.count(Lecture, { id }))) throw notFound('Lecture');
  const replaced = await storeVideoFor(deps, video, (stored) => swapLectureVideo(deps, em, id, fields, stored));
  if (!replaced) throw notFound('Lecture'); // deleted during the upload
  await retireReplacedVideo(deps, replaced);
  return adminLectureView(em, admin, replaced.courseId, id);
}

/** ADMIN. Opens a lecture to everyone as a free preview (once READY), or closes it again. */
export async function setLecturePreview({ em, viewer }: RequestScope, lectureId: string, preview: boolean) {
  const admin = requireRole(viewer, 'ADMIN');
  return updateLectureRow(em, admin, knownId(lectureId, 'Lecture'), { free_preview: preview });
}

/**
 * ADMIN. Puts a course's lectures in the given order: `lectureIds` names each of them (whatever their status) exactly
 * once. Positions become 1…n. One transaction, under the course's lock (as uploads take it, so a lecture added
 * meanwhile waits and lands after); positions are unique within a course at every statement, so they are first moved
 * out of the way (negated), then set.
 */
export async function reorderLectures({ em, viewer }: RequestScope, courseId: string, lectureIds: readonly string[]) {
  const admin = requireRole(viewer, 'ADMIN');
  const id = knownId(courseId, 'Course');
  const order = lectureIds.map((lectureId) => (isUuid(lectureId) ? lectureId.toLowerCase() : lectureId));
  await em.transactional(async (tx) => {
    const course = await tx.findOne(Course, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course) throw notFound('Course');
    const lectures = tx.getKysely<LectureTables>();
    const current = await lectures.selectFrom('lectures').select('id').where('course_id', '=', id).execute();
    const known = new Set(current.map((row) => row.id));
    if (
      order.length !== known.size ||
      new Set(order).size !== order.length ||
      !order.every((each) => known.has(each))
    ) {
      throw badInput(REORDER_MISMATCH_MESSAGE, 'lectureIds');
    }
    const [firstId, ...otherIds] = order;
    if (firstId === undefined) return;
    await lectures
      .updateTable('lectures')
      .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
      .where('course_id', '=', id)
      .execute();
    // Every lecture of the course is named once (checked above): its new position is its place in `order` (`else`
    // is never taken).
    await lectures
      .updateTable('lectures')
      .set((eb) => ({
        position: otherIds
          .reduce(
            (positions, lectureId, index) => positions.when('id', '=', lectureId).then(eb.lit(index + 2)),
            eb
              .case()
              .when('id', '=', firstId)
              .then(eb.lit(1 as number)),
          )
          .else(eb.ref('position'))
          .end(),
      }))
      .where('course_id', '=', id)
      .execute();
  });
  return loadLectures(em, id, admin);
}
