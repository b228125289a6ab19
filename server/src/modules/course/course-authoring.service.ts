import { courseSchema } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { Course } from './course.entity';
import { type CourseSummary, findCourseSummary } from './course-catalog.service';
import type { CourseLectureTables } from './course-lectures.tables';
import { removeLectureFiles, removeStoredFiles } from './stored-files';
import { storeThumbnail, thumbnailUrl } from './thumbnail';

export interface CourseFields {
  title: string;
  description: string;
  category: string;
  /** The instructor's name. */
  createdBy: string;
}

/** On update the thumbnail is optional: the course already has one. */
const courseUpdateSchema = courseSchema.omit({ hasThumbnail: true });

/** Flushes, and if the rows could not be written removes the file stored for them. */
async function flushOrDiscard(em: Em, deps: AppDeps, storedKey: string | undefined) {
  try {
    await em.flush();
  } catch (error) {
    if (storedKey) await removeStoredFiles(deps, [storedKey]);
    throw error;
  }
}

/** ADMIN. Every field and the thumbnail are required ('All Fields are mandatory'). */
export async function createCourse(
  { em, deps, viewer }: RequestScope,
  input: CourseFields,
  thumbnail: IncomingFile | null | undefined,
): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const { hasThumbnail: _, ...fields } = parseInput(courseSchema, { ...input, hasThumbnail: Boolean(thumbnail) });
  const stored = await storeThumbnail(deps, thumbnail as IncomingFile);
  const course = em.create(Course, { ...fields, thumbnailKey: stored.key });
  await flushOrDiscard(em, deps, stored.key);
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category,
    createdBy: course.createdBy,
    thumbnailUrl: await thumbnailUrl(deps.storage, course.thumbnailKey),
    numberOfLectures: 0,
    totalDurationSeconds: 0,
    createdAt: course.createdAt,
    updatedAt: course.updatedAt,
  };
}

/** ADMIN. Replaces the text fields, and the thumbnail when one is sent (the old file is removed afterwards). */
export async function updateCourse(
  { em, deps, viewer }: RequestScope,
  id: string,
  input: CourseFields,
  thumbnail: IncomingFile | null | undefined,
): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const fields = parseInput(courseUpdateSchema, input);
  const course = await em.findOne(Course, knownId(id, 'Course'));
  if (!course) throw notFound('Course');

  const stored = thumbnail ? await storeThumbnail(deps, thumbnail) : undefined;
  const previousKey = course.thumbnailKey;
  em.assign(course, { ...fields, ...(stored && { thumbnailKey: stored.key }) });
  await flushOrDiscard(em, deps, stored?.key);
  // The row no longer points at the old file, so removing it can only leave garbage, never a broken link.
  if (stored) await removeStoredFiles(deps, [previousKey]);

  const summary = await findCourseSummary(em, deps.storage, course.id);
  if (!summary) throw notFound('Course'); // deleted concurrently
  return summary;
}

/**
 * ADMIN. The course and its lectures go in one transaction; their files are removed only
 * once the rows are gone, so no row can ever point at a missing file. The lectures' transcodes
 * are cancelled and their outputs removed (removeLectureFiles).
 */
export async function deleteCourse({ em, deps, viewer }: RequestScope, id: string): Promise<void> {
  requireRole(viewer, 'ADMIN');
  const courseId = knownId(id, 'Course');
  const { thumbnailKey, lectures } = await em.transactional(async (tx) => {
    // Locking the row serialises this with addLecture, which locks it before inserting.
    const course = await tx.findOne(Course, courseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!course) throw notFound('Course');
    // Lectures by their table (the course module reads them in SQL, as the lecture counts do): lecture depends on course,
    // never the other way round.
    const rows = await tx
      .getKysely<CourseLectureTables>()
      .deleteFrom('lectures')
      .where('course_id', '=', courseId)
      .returning(['id', 'video_key'])
      .execute();
    await tx.nativeDelete(Course, { id: courseId });
    return {
      thumbnailKey: course.thumbnailKey,
      lectures: rows.map((row) => ({ id: row.id, videoKey: row.video_key })),
    };
  });
  await removeStoredFiles(deps, [thumbnailKey]);
  await removeLectureFiles(deps, lectures);
}
