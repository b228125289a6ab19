import { courseDetailsSchema, courseSchema } from '@coursehub/shared';
import { LockMode } from '@mikro-orm/core';
import type { z } from 'zod';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { removeStoredFiles } from '../../shared/stored-files';
import type { IncomingFile } from '../../shared/uploads';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { Category } from './category.entity';
import { resolveCategory } from './category.service';
import { Course } from './course.entity';
import type { CourseLectureTables } from './course-lectures.tables';
import { type CourseSummary, findCourseSummary } from './course-summary';
import { storeThumbnail } from './thumbnail';

export interface CourseFields {
  title: string;
  description: string;
  category: string;
  /** The instructor's name. */
  createdBy: string;
}

/** What the course page sells with, beyond the spec's fields; on update, an absent field keeps its value. */
export interface CourseDetails {
  subtitle?: string | null;
  outcomes?: string[] | null;
  requirements?: string[] | null;
  instructorBio?: string | null;
  /** What the teacher speaks: a BCP 47 tag; absent or null keeps the course's (a new course: English). */
  language?: string | null;
}

/** How a new course becomes public: by an ADMIN's `publishCourse`, or by itself when its first lecture is READY. */
export interface CoursePublishing {
  /** True: published when one of its lectures is first READY; false: a draft until an ADMIN publishes it. */
  publishWhenReady: boolean;
}

export interface CourseImages {
  thumbnail?: IncomingFile | null;
  instructorAvatar?: IncomingFile | null;
}

type CheckedDetails = z.output<typeof courseDetailsSchema>;

/**
 * The details as given: only the fields sent, checked, so an update leaves the others as they are. A null clears a
 * detail, but not the language, which every course has: null keeps it.
 */
function detailsOf(input: CourseDetails): Partial<CheckedDetails> {
  const parsed = parseInput(courseDetailsSchema, input);
  const sent = (Object.keys(parsed) as (keyof CheckedDetails)[]).filter(
    (field) => input[field] !== undefined && !(field === 'language' && input[field] === null),
  );
  return Object.fromEntries(sent.map((field) => [field, parsed[field]])) as Partial<CheckedDetails>;
}

/** On update the thumbnail is optional: the course already has one. */
const courseUpdateSchema = courseSchema.omit({ hasThumbnail: true });

/** Flushes, and if the rows could not be written removes the files stored for them. */
async function flushOrDiscard(em: Em, deps: AppDeps, storedKeys: string[]) {
  try {
    await em.flush();
  } catch (error) {
    await removeStoredFiles(deps, storedKeys);
    throw error;
  }
}

async function summaryOf(em: Em, deps: AppDeps, id: string): Promise<CourseSummary> {
  const summary = await findCourseSummary(em, deps.storage, id);
  if (!summary) throw notFound('Course'); // deleted concurrently
  return summary;
}

/**
 * ADMIN. Every spec field and the thumbnail are required ('All Fields are mandatory'); the details are optional. The
 * category is found ignoring case, or created (resolveCategory). The course starts as a DRAFT.
 */
export async function createCourse(
  { em, deps, viewer }: RequestScope,
  input: CourseFields & CourseDetails & CoursePublishing,
  { thumbnail, instructorAvatar }: CourseImages,
): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const { hasThumbnail: _, ...fields } = parseInput(courseSchema, { ...input, hasThumbnail: Boolean(thumbnail) });
  const details = detailsOf(input);
  const category = await resolveCategory(em, fields.category);
  const stored = await storeThumbnail(deps, thumbnail as IncomingFile);
  const avatar = instructorAvatar ? await storeThumbnail(deps, instructorAvatar) : undefined;
  const course = em.create(Course, {
    ...fields,
    ...details,
    category,
    thumbnailKey: stored.key,
    instructorAvatarKey: avatar?.key ?? null,
    status: 'DRAFT',
    autoPublish: input.publishWhenReady,
  });
  await flushOrDiscard(em, deps, [stored.key, ...(avatar ? [avatar.key] : [])]);
  return summaryOf(em, deps, course.id);
}

/**
 * ADMIN. Replaces the spec's text fields and the details sent, and the images sent (the old files are removed
 * afterwards).
 */
export async function updateCourse(
  { em, deps, viewer }: RequestScope,
  id: string,
  input: CourseFields & CourseDetails,
  { thumbnail, instructorAvatar }: CourseImages,
): Promise<CourseSummary> {
  requireRole(viewer, 'ADMIN');
  const fields = parseInput(courseUpdateSchema, input);
  const details = detailsOf(input);
  const course = await em.findOne(Course, knownId(id, 'Course'));
  if (!course) throw notFound('Course');
  const category = await resolveCategory(em, fields.category);

  const stored = thumbnail ? await storeThumbnail(deps, thumbnail) : undefined;
  const avatar = instructorAvatar ? await storeThumbnail(deps, instructorAvatar) : undefined;
  const replaced = [
    ...(stored ? [course.thumbnailKey] : []),
    ...(avatar && course.instructorAvatarKey ? [course.instructorAvatarKey] : []),
  ];
  em.assign(course, {
    ...fields,
    ...details,
    category: em.getReference(Category, category),
    ...(stored && { thumbnailKey: stored.key }),
    ...(avatar && { instructorAvatarKey: avatar.key }),
  });
  await flushOrDiscard(
    em,
    deps,
    [stored?.key, avatar?.key].filter((key) => key !== undefined),
  );
  // The row no longer points at the old files, so removing them can only leave garbage, never a broken link.
  await removeStoredFiles(deps, replaced);
  return summaryOf(em, deps, course.id);
}

/**
 * ADMIN. The course and its lectures go in one transaction; their files are removed only
 * once the rows are gone, so no row can ever point at a missing file: the course's images here, each lecture's
 * through `lecture.deleted`, published in the transaction (its transcode cancelled and its outputs removed).
 */
export async function deleteCourse({ em, deps, viewer }: RequestScope, id: string): Promise<void> {
  requireRole(viewer, 'ADMIN');
  const courseId = knownId(id, 'Course');
  const storedKeys = await em.transactional(async (tx) => {
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
    for (const row of rows) {
      await deps.events.publish(tx, 'lecture.deleted', { lectureId: row.id, courseId, videoKey: row.video_key });
    }
    return [course.thumbnailKey, ...(course.instructorAvatarKey ? [course.instructorAvatarKey] : [])];
  });
  await removeStoredFiles(deps, storedKeys);
}
