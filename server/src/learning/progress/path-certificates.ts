import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import type { PathTables } from '../../catalog/path';
import type { UserTables } from '../../identity/user/user.entity';
import type { Em } from '../../shared/orm';
import { addToInbox, type PushChannel } from '../inbox';
import type { CertificateTables } from './certificate.entity';
import type { CertificateView } from './certificate.service';
import { newCertificateCode } from './certificate.service';

/** What a path's certificates are read and issued from (docs/decisions/0006-typed-sql.md). */
const pathCertificateDb = (em: Em) =>
  em.getKysely<CertificateTables & PathTables & CourseTables & LectureTables & UserTables>();

/**
 * Issues the learner a path's certificate for every published path holding this course whose published courses now
 * all have the learner's certificate; nothing for a path already certified (one per learner and path). Runs after the
 * course's own certificate was issued, in the same transaction (certificate-subscriptions.ts): one statement while no
 * path is finished, two more per path finished (the certificate, and the inbox's item, pushed by `push`).
 */
export async function issuePathCertificatesIfComplete(
  em: Em,
  push: PushChannel,
  userId: string,
  courseId: string,
): Promise<void> {
  const db = pathCertificateDb(em);
  const finished = await db
    .selectFrom('learning_paths as p')
    .select(['p.id', 'p.title'])
    .where('p.published', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('path_courses as pc')
          .select('pc.course_id')
          .whereRef('pc.path_id', '=', 'p.id')
          .where('pc.course_id', '=', courseId),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('path_courses as pc')
            .innerJoin('courses as co', 'co.id', 'pc.course_id')
            .select('pc.course_id')
            .whereRef('pc.path_id', '=', 'p.id')
            .where('co.status', '=', 'PUBLISHED')
            .where(({ exists, not, selectFrom }) =>
              not(
                exists(
                  selectFrom('certificates as c')
                    .select('c.code')
                    .whereRef('c.course_id', '=', 'pc.course_id')
                    .where('c.user_id', '=', userId),
                ),
              ),
            ),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('certificates as c')
            .select('c.code')
            .whereRef('c.path_id', '=', 'p.id')
            .where('c.user_id', '=', userId),
        ),
      ),
    )
    .execute();
  for (const { id, title } of finished) {
    const issued = await db
      .insertInto('certificates')
      .columns(['code', 'user_id', 'path_id', 'issued_at', 'learner_name'])
      .expression(
        db
          .selectFrom('users as u')
          .select([
            sql<string>`${newCertificateCode()}`.as('code'),
            'u.id',
            sql<string>`${id}::uuid`.as('path_id'),
            sql<Date>`now()`.as('issued_at'),
            'u.full_name',
          ])
          .where('u.id', '=', sql<string>`${userId}::uuid`),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'path_id']).doNothing())
      .returning('code')
      .executeTakeFirst();
    if (issued) {
      await addToInbox(em, push, {
        userId,
        kind: 'CERTIFICATE_ISSUED',
        subjectId: id,
        data: { pathTitle: title, certificateCode: issued.code },
      });
    }
  }
}

/**
 * Paths' certificates with what their page and PDF show: the path's title, its published courses' instructors (in
 * order, each once), their count and total length. By code (the public verification), or a learner's in these paths.
 * One statement.
 */
export async function loadPathCertificates(
  em: Em,
  by: { code: string } | { userId: string; pathIds: readonly string[] },
): Promise<CertificateView[]> {
  if ('pathIds' in by && !by.pathIds.length) return [];
  const db = pathCertificateDb(em);
  const courses = db
    .selectFrom('path_courses as pc')
    .innerJoin('courses as co', 'co.id', 'pc.course_id')
    .where('pc.path_id', '=', sql.ref<string>('p.id')) // the path of the query it is used in
    .where('co.status', '=', 'PUBLISHED');
  let query = db
    .selectFrom('certificates as c')
    .innerJoin('learning_paths as p', 'p.id', 'c.path_id')
    .select(['c.code', 'c.learner_name', 'c.issued_at', 'c.reissued_at', 'p.id', 'p.slug', 'p.title'])
    .select(() => [
      courses.select(sql<number>`count(*)::int`.as('n')).as('course_count'),
      courses.select(sql<string>`string_agg(co.created_by, ', ' order by pc.position)`.as('names')).as('instructors'),
      courses
        .innerJoin('lectures as l', 'l.course_id', 'co.id')
        .where('l.status', '=', 'READY')
        .select(sql<number | null>`sum(l.duration_seconds)`.as('total'))
        .as('total_seconds'),
    ]);
  query =
    'code' in by
      ? query.where('c.code', '=', by.code)
      : query.where('c.user_id', '=', by.userId).where('c.path_id', 'in', by.pathIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    code: row.code,
    learnerName: row.learner_name,
    courseId: null,
    courseTitle: row.title,
    instructor: [...new Set((row.instructors ?? '').split(', ').filter(Boolean))].join(', '),
    path: { id: row.id, slug: row.slug, courseCount: Number(row.course_count ?? 0) },
    completedAt: new Date(row.issued_at),
    reissuedAt: row.reissued_at === null ? null : new Date(row.reissued_at),
    totalSeconds: row.total_seconds === null ? null : Number(row.total_seconds),
    viewingVerified: false,
    quizzesPassed: 0,
  }));
}
