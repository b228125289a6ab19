import { sql } from 'kysely';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { CourseTables } from '../course/course.entity';
import { searchWords } from '../course/search-correction';
import type { LectureTables } from '../lecture/lecture.entity';
import type { CaptionTables } from './caption.entity';

/** One moment a search's words were said: enough to show and link to, nothing that plays. */
export interface TranscriptMoment {
  courseId: string;
  courseTitle: string;
  lectureId: string;
  lectureTitle: string;
  lecturePosition: number;
  language: string;
  /** Seconds from the lecture's start. */
  startSeconds: number;
  /** The cue's text, on one line. */
  snippet: string;
}

const MAX_MOMENTS = 50;
const MAX_QUERY_CHARS = 200;

/**
 * The moments (cues of READY tracks of READY lectures) whose words hold every word of `query`, `first` of them (1–50,
 * 10 by default), shown by course, lecture and time. Words said exactly as typed come first; when they do not fill the
 * page, the words as prefixes (as the catalogue matches, so 'reac' finds React while it is typed) fill it. When more
 * match, the page holds the first the index finds rather than the first in that order. Public: anyone may learn that
 * a moment matches (title, lecture, time, the cue's text); playing it stays under the lecture's rule.
 */
export async function searchTranscripts(em: Em, query: string, first?: number | null): Promise<TranscriptMoment[]> {
  const limit = first ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MOMENTS) {
    throw badInput(`first must be between 1 and ${MAX_MOMENTS}`, 'first');
  }
  if (query.length > MAX_QUERY_CHARS)
    throw badInput(`Search text must be at most ${MAX_QUERY_CHARS} characters`, 'query');
  const words = searchWords(query);
  if (!words.length) return [];
  // Each word between quotes (searchWords drops quotes and backslashes), so nothing typed is a tsquery operator.
  // A GIN lookup reads every posting of its words, and a prefix's cost 2-3 times a whole word's (docs/video.md): a
  // word said all over a large corpus fills the page from its exact postings, and only a short page pays for prefixes.
  const exact = await momentsMatching(em, words.map((word) => `'${word}'`).join(' & '), limit);
  if (exact.length === limit) return exact;
  return momentsMatching(em, words.map((word) => `'${word}':*`).join(' & '), limit);
}

/**
 * The first `limit` cues matching `tsquery` that the index gives, with no order asked of them: the scan stops there,
 * so a word said in thousands of cues is not sorted whole. The page is then put in the order it is shown in. One
 * statement, answered by the GIN index on the cues' words, then the tracks', lectures' and courses' primary keys.
 */
async function momentsMatching(em: Em, tsquery: string, limit: number): Promise<TranscriptMoment[]> {
  const db = em.getKysely<CaptionTables & LectureTables & CourseTables>();
  const found = db
    .selectFrom('caption_cues as cue')
    .innerJoin('caption_tracks as track', 'track.id', 'cue.track_id')
    .innerJoin('lectures as lecture', 'lecture.id', 'track.lecture_id')
    .select([
      'lecture.course_id',
      'lecture.id as lecture_id',
      'lecture.title as lecture_title',
      'lecture.position as lecture_position',
      'track.language',
      'cue.start_seconds',
      'cue.text',
    ])
    .where(sql<boolean>`cue.words @@ to_tsquery('simple', ${tsquery})`)
    .where('track.status', '=', 'READY')
    .where('lecture.status', '=', 'READY')
    .limit(limit)
    .as('found');
  const rows = await db
    .selectFrom(found)
    .innerJoin('courses as course', 'course.id', 'found.course_id')
    .select([
      'course.id as course_id',
      'course.title as course_title',
      'found.lecture_id',
      'found.lecture_title',
      'found.lecture_position',
      'found.language',
      'found.start_seconds',
      'found.text',
    ])
    .orderBy('course.title')
    .orderBy('found.lecture_position')
    .orderBy('found.start_seconds')
    .execute();
  return rows.map((row) => ({
    courseId: row.course_id,
    courseTitle: row.course_title,
    lectureId: row.lecture_id,
    lectureTitle: row.lecture_title,
    lecturePosition: row.lecture_position,
    language: row.language,
    startSeconds: Number(row.start_seconds),
    snippet: row.text.replace(/\s+/g, ' '),
  }));
}
