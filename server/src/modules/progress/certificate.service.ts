import { randomBytes } from 'node:crypto';
import { notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';

/** A certificate as anyone holding its code sees it. */
export interface CertificateView {
  code: string;
  /** The learner's name as it was when the certificate was issued, or last reissued at their request. */
  learnerName: string;
  courseId: string;
  courseTitle: string;
  /** The course's instructor (createdBy). */
  instructor: string;
  /** When the learner completed the course's last lecture. */
  completedAt: Date;
  /** When the learner last had it reissued with their current name; null while it is as first issued. */
  reissuedAt: Date | null;
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
export async function issueCertificateIfComplete(em: Em, userId: string, courseId: string): Promise<void> {
  await em.execute(
    `insert into certificates (code, user_id, course_id, issued_at, learner_name)
     select ?, u.id, ?::uuid, now(), u.full_name from users u
     where u.id = ?::uuid
       and exists (select 1 from lectures l where l.course_id = ? and l.status = 'READY')
       and not exists (
         select 1 from lectures l
         where l.course_id = ? and l.status = 'READY' and not exists (
           select 1 from lecture_progress p
           where p.user_id = ? and p.lecture_id = l.id and p.completed_at is not null))
     on conflict (user_id, course_id) do nothing`,
    [newCertificateCode(), courseId, userId, courseId, courseId, userId],
  );
}

interface CertificateRow {
  code: string;
  learner_name: string;
  course_id: string;
  title: string;
  created_by: string;
  issued_at: Date | string;
  reissued_at: Date | string | null;
}

const SELECT_CERTIFICATES = `
  select c.code, c.learner_name, c.course_id, co.title, co.created_by, c.issued_at, c.reissued_at
  from certificates c join courses co on co.id = c.course_id`;

function toCertificate(row: CertificateRow): CertificateView {
  return {
    code: row.code,
    learnerName: row.learner_name,
    courseId: row.course_id,
    courseTitle: row.title,
    instructor: row.created_by,
    completedAt: new Date(row.issued_at),
    reissuedAt: row.reissued_at === null ? null : new Date(row.reissued_at),
  };
}

/** The learner's certificates in these courses, keyed by course: one statement. */
export async function loadCertificates(em: Em, userId: string, courseIds: readonly string[]) {
  if (!courseIds.length) return new Map<string, CertificateView>();
  const rows = await em.execute<CertificateRow[]>(
    `${SELECT_CERTIFICATES} where c.user_id = ? and c.course_id in (${courseIds.map(() => '?').join(', ')})`,
    [userId, ...courseIds],
  );
  return new Map(rows.map((row) => [row.course_id, toCertificate(row)]));
}

/**
 * Public: a certificate by its code, for anyone to verify (case and surrounding spaces do not matter); NOT_FOUND for
 * a code that names none.
 */
export async function findCertificate({ em }: RequestScope, code: string): Promise<CertificateView> {
  const normalised = code.trim().toUpperCase();
  if (!CODE_PATTERN.test(normalised)) throw notFound('Certificate');
  const [row] = await em.execute<CertificateRow[]>(`${SELECT_CERTIFICATES} where c.code = ?`, [normalised]);
  if (!row) throw notFound('Certificate');
  return toCertificate(row);
}

/** The caller's certificates (their completed courses), most recent first: one statement. */
export async function listMyCertificates({ em, viewer }: RequestScope): Promise<CertificateView[]> {
  const known = requireViewer(viewer);
  const rows = await em.execute<CertificateRow[]>(
    `${SELECT_CERTIFICATES} where c.user_id = ? order by c.issued_at desc, c.code`,
    [known.id],
  );
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
  await em.execute(
    `update certificates c set learner_name = u.full_name, reissued_at = now()
     from users u
     where u.id = c.user_id and c.user_id = ? and c.course_id = ? and c.learner_name <> u.full_name`,
    [known.id, course],
  );
  const [row] = await em.execute<CertificateRow[]>(`${SELECT_CERTIFICATES} where c.user_id = ? and c.course_id = ?`, [
    known.id,
    course,
  ]);
  if (!row) throw notFound('Certificate');
  return toCertificate(row);
}
