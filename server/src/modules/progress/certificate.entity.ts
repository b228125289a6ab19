import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../course/course.entity';
import { User } from '../user/user.entity';

/**
 * Proof that a learner completed every READY lecture of a course, issued once by the write that completed the last
 * one. The code is random and public: anyone holding it can verify the certificate. The learner's name is kept as
 * issued (a later change of the profile's name does not rewrite it) until the learner asks for a reissue; the course
 * title and the instructor are read when it is shown.
 */
const CertificateSchema = defineEntity({
  name: 'Certificate',
  tableName: 'certificates',
  properties: {
    code: p.string().length(14).primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    course: () => p.manyToOne(Course).ref().deleteRule('cascade').index(),
    /** When the course was completed (the completing write). */
    issuedAt: p.datetime(),
    /** The learner's name when it was issued, or last reissued at their request. */
    learnerName: p.string().length(200),
    reissuedAt: p.datetime().nullable(),
  },
  // One per learner and course, which makes issuing idempotent.
  uniques: [{ properties: ['user', 'course'] }],
});

export class Certificate extends CertificateSchema.class {}
CertificateSchema.setClass(Certificate);

/** The `certificates` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type CertificateTables = InferKyselyDB<typeof CertificateSchema>;
