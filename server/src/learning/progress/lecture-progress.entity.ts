import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';

/**
 * Where one learner is in one lecture: one row per (user, lecture), written by one upsert per save. The course id is
 * copied from the lecture (a lecture never moves between courses) so that "continue watching" and a course's progress
 * read this table's indexes alone, without a join to lectures. It has no foreign key of its own: the rows go with
 * their lecture (deleted with its course), and a second cascade would need a second index on a table this size.
 */
const LectureProgressSchema = defineEntity({
  name: 'LectureProgress',
  tableName: 'lecture_progress',
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule('cascade'),
    lecture: () => p.manyToOne(Lecture).ref().primary().deleteRule('cascade'),
    courseId: p.uuid(),
    positionSeconds: p.double(),
    /** Set when the lecture was watched to 90% (or marked by hand); it stays set when the learner watches again. */
    completedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
  indexes: [
    // A learner's rows, course by course, answered from the index alone: a course's progress (user and course) and
    // continue watching (all of the user's rows, grouped by course: a learner has one row per lecture played, so an
    // index on (user, updated_at) would read the same rows and only cost every save one more index write).
    {
      name: 'lecture_progress_course_index',
      properties: ['user', 'courseId'],
      include: ['lecture', 'positionSeconds', 'completedAt', 'updatedAt'],
    },
    // Deleting a lecture deletes its rows (the foreign key's cascade) without reading the whole table.
    { name: 'lecture_progress_lecture_id_index', properties: ['lecture'] },
    // A course's learners (the inbox tells them of its new lectures) without reading every learner's rows.
    { name: 'lecture_progress_course_learners_index', properties: ['courseId', 'user'] },
  ],
});

export class LectureProgress extends LectureProgressSchema.class {}
LectureProgressSchema.setClass(LectureProgress);

/** The `lecture_progress` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type LectureProgressTables = InferKyselyDB<typeof LectureProgressSchema>;
