import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../../catalog/course/course.entity';
import { LearningPath } from '../../catalog/path/path.entity';
import { User } from '../../identity/user/user.entity';

/**
 * Proof that a learner completed every READY lecture of a course, issued once by the write that completed the last
 * one; or, naming a learning path instead of a course, that they finished every course of the path (each with its
 * certificate), issued by the write that finished the last. The code is random and public: anyone holding it can verify the certificate. The learner's name is kept as
 * issued (a later change of the profile's name does not rewrite it) until the learner asks for a reissue; the course
 * title and the instructor are read when it is shown.
 */
const CertificateSchema = defineEntity({
  name: 'Certificate',
  tableName: 'certificates',
  properties: {
    code: p.string().length(14).primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    /** The course completed; null on a path's certificate. */
    course: () => p.manyToOne(Course).ref().nullable().deleteRule('cascade').index(),
    /** The learning path finished; null on a course's certificate. */
    path: () => p.manyToOne(LearningPath).ref().nullable().deleteRule('cascade').index(),
    /** When the course was completed (the completing write). */
    issuedAt: p.datetime(),
    /** The learner's name when it was issued, or last reissued at their request. */
    learnerName: p.string().length(200),
    reissuedAt: p.datetime().nullable(),
  },
  // One per learner and course, and one per learner and path, which makes issuing idempotent (PostgreSQL counts
  // nulls as distinct, so a path's certificates do not meet in the first, nor a course's in the second).
  uniques: [{ properties: ['user', 'course'] }, { properties: ['user', 'path'] }],
  checks: [
    {
      name: 'certificates_course_or_path_check',
      expression: '(course_id is null) <> (path_id is null)',
    },
  ],
});

export class Certificate extends CertificateSchema.class {}
CertificateSchema.setClass(Certificate);

/** The `certificates` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type CertificateTables = InferKyselyDB<typeof CertificateSchema>;
