import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { recordWebhookEvent } from '../../events/record-webhook-event';
import type { UserTables } from '../../identity/user/user.entity';
import type { ViewingTables } from '../../media/viewing/viewing.entity';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import { addToInbox, type PushChannel } from '../inbox';
import type { QuizTables } from '../quiz/quiz.entity';
import type { CertificateTables } from './certificate.entity';
import type { LectureProgressTables } from './lecture-progress.entity';
import { loadPathCertificates } from './path-certificates';

/** A certificate as anyone holding its code sees it. */
export interface CertificateView {
  code: string;
  /** The learner's name as it was when the certificate was issued, or last reissued at their request. */
  learnerName: string;
  /** The course completed; null on a learning path's certificate. */
  courseId: string | null;
  /** The course's title, or the path's on a path's certificate. */
  courseTitle: string;
  /** The course's instructor (createdBy); on a path's, its courses' instructors, in the path's order. */
  instructor: string;
  /** The learning path finished, on a path's certificate; null on a course's. */
  path: { id: string; slug: string; courseCount: number } | null;
  /** When the learner completed the course's last lecture (the path's last course). */
  completedAt: Date;
  /** When the learner last had it reissued with their current name; null while it is as first issued. */
  reissuedAt: Date | null;
  /** The course's total length: its READY lectures' durations, in seconds; null when none is known. */
  totalSeconds: number | null;
  /**
   * Every READY lecture of the course is verified complete for the learner (media/viewing): "viewing verified".
   * Never on a path's certificate (its courses' certificates say it each).
   */
  viewingVerified: boolean;
  /** The course's quizzes the learner passed: all of them when it was issued (a certificate needs every quiz passed). */
  quizzesPassed: number;
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_GROUPS = 3;
const CODE_GROUP_LENGTH = 4;
/** XXXX-XXXX-XXXX: 60 random bits, far beyond guessing through a rate-limited public endpoint. */
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newCertificateCode(): string {
  const bytes = randomBytes(CODE_GROUPS * CODE_GROUP_LENGTH);
  const characters = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += CODE_GROUP_LENGTH) {
    groups.push(characters.slice(start, start + CODE_GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

/**
 * Issues the learner's certificate for a course, in their name as it is now, once every READY lecture of it is
 * completed; nothing when one is not, or the certificate exists (one per learner and course). One statement, run
 * after a write that leaves a lecture completed, so whichever write completes the course issues it, and again is
 * harmless.
 */
export async function issueCertificateIfComplete(
  em: Em,
  push: PushChannel,
  userId: string,
  courseId: string,
): Promise<void> {
  const db = certificateDb(em);
  const readyLectures = () =>
    db
      .selectFrom('lectures as l')
      .select(sql.lit(1).as('one'))
      .where('l.course_id', '=', courseId)
      .where('l.status', '=', 'READY');
  const completedByLearner = db
    .selectFrom('lecture_progress as p')
    .select(sql.lit(1).as('one'))
    .where('p.user_id', '=', userId)
    .where('p.lecture_id', '=', sql.ref<string>('l.id')) // the lecture of the query it is used in
    .where('p.completed_at', 'is not', null);
  // A course that requires verified viewing also waits for the server's verified completion of every lecture.
  const verifiedForLearner = db
    .selectFrom('lecture_viewings as v')
    .select(sql.lit(1).as('one'))
    .where('v.user_id', '=', userId)
    .where('v.lecture_id', '=', sql.ref<string>('l.id'))
    .where('v.verified_at', 'is not', null);
  const viewingRequired = db
    .selectFrom('courses as co')
    .select('co.id')
    .where('co.id', '=', courseId)
    .where('co.require_verified_viewing', '=', true);
  const issued = await db
    .insertInto('certificates')
    .columns(['code', 'user_id', 'course_id', 'issued_at', 'learner_name'])
    .expression(
      db
        .selectFrom('users as u')
        .select([
          sql<string>`${newCertificateCode()}`.as('code'),
          'u.id',
          sql<string>`${courseId}::uuid`.as('course_id'),
          sql<Date>`now()`.as('issued_at'),
          'u.full_name',
        ])
        .where('u.id', '=', sql<string>`${userId}::uuid`)
        .where(({ exists }) => exists(readyLectures()))
        .where(({ exists, not }) =>
          not(exists(readyLectures().where(({ exists, not }) => not(exists(completedByLearner))))),
        )
        .where(({ exists, not, or }) =>
          or([
            not(exists(viewingRequired)),
            not(exists(readyLectures().where(({ exists, not }) => not(exists(verifiedForLearner))))),
          ]),
        ),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .returning(['code', 'issued_at'])
    .executeTakeFirst();
  // Only the write that issued it (the row is new) tells integrators; the caller's transaction commits both.
  if (!issued) return;
  const completion = { userId, courseId, completedAt: new Date(issued.issued_at).toISOString() };
  recordWebhookEvent(em, 'course.completed', completion);
  recordWebhookEvent(em, 'certificate.issued', { ...completion, certificateCode: issued.code });
  const course = await db.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirstOrThrow();
  await addToInbox(em, push, {
    userId,
    kind: 'CERTIFICATE_ISSUED',
    subjectId: courseId,
    courseId,
    data: { courseTitle: course.title, certificateCode: issued.code },
  });
}

/** What certificates are read and issued from (docs/decisions/0006-typed-sql.md). */
const certificateDb = (em: Em) =>
  em.getKysely<
    CertificateTables & CourseTables & UserTables & LectureTables & LectureProgressTables & ViewingTables & QuizTables
  >();

/** Certificates (`c`) with their course's title and instructor. */
const certificatesWithCourse = (em: Em) =>
  certificateDb(em)
    .selectFrom('certificates as c')
    .innerJoin('courses as co', 'co.id', 'c.course_id')
    .select(['c.code', 'c.learner_name', 'c.course_id', 'co.title', 'co.created_by', 'c.issued_at', 'c.reissued_at'])
    .select((eb) =>
      eb
        .selectFrom('lectures as l')
        .select((lecture) => lecture.fn.sum<number | null>('l.duration_seconds').as('total'))
        .whereRef('l.course_id', '=', 'c.course_id')
        .where('l.status', '=', 'READY')
        .as('total_seconds'),
    )
    .select(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('lectures as l')
            .select('l.id')
            .whereRef('l.course_id', '=', 'c.course_id')
            .where('l.status', '=', 'READY')
            .where((lecture) =>
              lecture.not(
                lecture.exists(
                  lecture
                    .selectFrom('lecture_viewings as v')
                    .select('v.lecture_id')
                    .whereRef('v.user_id', '=', 'c.user_id')
                    .whereRef('v.lecture_id', '=', 'l.id')
                    .where('v.verified_at', 'is not', null),
                ),
              ),
            ),
        ),
      ).as('viewing_verified'),
    )
    .select((eb) =>
      eb
        .selectFrom('quizzes as q')
        .select((quiz) => quiz.fn.countAll<number>().as('passed'))
        .whereRef('q.course_id', '=', 'c.course_id')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('quiz_attempts as a')
              .select('a.id')
              .whereRef('a.quiz_id', '=', 'q.id')
              .whereRef('a.user_id', '=', 'c.user_id')
              .where('a.passed', '=', true),
          ),
        )
        .as('quizzes_passed'),
    );

type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificatesWithCourse>['execute']>>[number];

function toCertificate(row: CertificateRow): CertificateView {
  return {
    code: row.code,
    learnerName: row.learner_name,
    courseId: row.course_id,
    courseTitle: row.title,
    instructor: row.created_by,
    path: null,
    completedAt: new Date(row.issued_at),
    reissuedAt: row.reissued_at === null ? null : new Date(row.reissued_at),
    totalSeconds: row.total_seconds === null ? null : Number(row.total_seconds),
    viewingVerified: row.viewing_verified === true,
    quizzesPassed: Number(row.quizzes_passed ?? 0),
  };
}

/** The learner's certificates in these courses, keyed by course: one statement. */
export async function loadCertificates(em: Em, userId: string, courseIds: readonly string[]) {
  if (!courseIds.length) return new Map<string, CertificateView>();
  const rows = await certificatesWithCourse(em)
    .where('c.user_id', '=', userId)
    .where('c.course_id', 'in', courseIds)
    .execute();
  return new Map(rows.map((row) => [row.course_id ?? '', toCertificate(row)]));
}

/**
 * Public: a certificate by its code, for anyone to verify (case and surrounding spaces do not matter); NOT_FOUND for
 * a code that names none.
 */
export async function findCertificate({ em }: RequestScope, code: string): Promise<CertificateView> {
  const normalised = code.trim().toUpperCase();
  if (!CODE_PATTERN.test(normalised)) throw notFound('Certificate');
  const row = await certificatesWithCourse(em).where('c.code', '=', normalised).executeTakeFirst();
  if (row) return toCertificate(row);
  const [ofPath] = await loadPathCertificates(em, { code: normalised });
  if (!ofPath) throw notFound('Certificate');
  return ofPath;
}

/** The caller's certificates (their completed courses), most recent first: one statement. */
export async function listMyCertificates({ em, viewer }: RequestScope): Promise<CertificateView[]> {
  const known = requireViewer(viewer);
  const rows = await certificatesWithCourse(em)
    .where('c.user_id', '=', known.id)
    .orderBy('c.issued_at', 'desc')
    .orderBy('c.code')
    .execute();
  return rows.map(toCertificate);
}

/**
 * The caller's certificate for a course, reissued with their name as their profile has it now (after a change of
 * name). It keeps its code, so links already shared still verify it, and its completion date; unchanged when it
 * already bears that name. NOT_FOUND when the caller has no certificate for the course.
 */
export async function reissueCertificate({ em, viewer }: RequestScope, courseId: string): Promise<CertificateView> {
  const known = requireViewer(viewer);
  const course = knownId(courseId, 'Certificate');
  await certificateDb(em)
    .updateTable('certificates as c')
    .from('users as u')
    .set((eb) => ({ learner_name: eb.ref('u.full_name'), reissued_at: sql<Date>`now()` }))
    .whereRef('u.id', '=', 'c.user_id')
    .where('c.user_id', '=', known.id)
    .where('c.course_id', '=', course)
    .whereRef('c.learner_name', '<>', 'u.full_name')
    .execute();
  const row = await certificatesWithCourse(em)
    .where('c.user_id', '=', known.id)
    .where('c.course_id', '=', course)
    .executeTakeFirst();
  if (!row) throw notFound('Certificate');
  return toCertificate(row);
}
