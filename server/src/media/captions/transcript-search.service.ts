import { sql } from 'kysely';
import type { CourseTables } from '../../catalog/course/course.entity';
import { seesDrafts } from '../../catalog/course/course-catalog.service';
import { searchWords } from '../../catalog/course/search-correction';
import type { LectureTables } from '../../catalog/lecture/lecture.entity';
import { mayPlayLecture } from '../../catalog/lecture/lecture-listing.service';
import type { LectureSlideTables } from '../../catalog/lecture/lecture-slide.entity';
import { badInput } from '../../shared/errors';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import type { Viewer } from '../../shared/viewer';
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
  /** The cue's text, or the slide's, on one line. */
  snippet: string;
  /** Where the words are: said (a caption's cue) or shown (a slide's text, catalog/lecture/lecture-slide.entity.ts). */
  source: MomentSource;
}

export type MomentSource = 'CAPTION' | 'SLIDE';

/** The language slides are read in (media/slides: Tesseract's English model). */
const SLIDE_LANGUAGE = 'en';

const MAX_MOMENTS = 50;
const MAX_QUERY_CHARS = 200;
/**
 * Moments of one lecture a search shows a caller who may not play it: enough to find the lecture, while reading its
 * transcript through searches takes as many searches as it has cues.
 */
export const MOMENTS_PER_LOCKED_LECTURE = 1;

/**
 * A caller's transcript search (searchTranscripts) within their budget: LIMITS.transcriptSearchesPerHour per account;
 * signed out, searches count as attempts per IP. A search with no words costs nothing.
 */
export async function searchTranscriptsWithinBudget(
  { em, viewer, ip, deps }: RequestScope,
  query: string,
  first?: number | null,
) {
  if (searchWords(query).length) {
    if (viewer) await deps.rateLimits.attempt('transcriptSearch', viewer.id);
    else await deps.rateLimits.attempt('anonymousTranscriptSearch', ip);
  }
  return searchTranscripts(em, viewer, query, first);
}

/**
 * The moments (cues of READY tracks, and slides of the current video, of READY lectures of published courses; drafts
 * too for those who see them) whose
 * words hold every word of `query`, `first` of them (1–50, 10 by default), shown by course, lecture and time. Words
 * said exactly as typed come first; when they do not fill the page, the words as prefixes (as the catalogue matches,
 * so 'reac' finds React while it is typed) fill it. When more match, the page holds the first the index finds rather
 * than the first in that order. Public: anyone may learn that a moment matches (title, lecture, time, the cue's text),
 * but a caller who may not play a lecture gets MOMENTS_PER_LOCKED_LECTURE of it per search; playing it stays under
 * the lecture's rule.
 */
export async function searchTranscripts(
  em: Em,
  viewer: Viewer | null,
  query: string,
  first?: number | null,
): Promise<TranscriptMoment[]> {
  const limit = first ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MOMENTS) {
    throw badInput(`first must be between 1 and ${MAX_MOMENTS}`, 'first');
  }
  if (query.length > MAX_QUERY_CHARS)
    throw badInput(`Search text must be at most ${MAX_QUERY_CHARS} characters`, 'query');
  const words = searchWords(query);
  if (!words.length) return [];
  const drafts = seesDrafts(viewer);
  // Each word between quotes (searchWords drops quotes and backslashes), so nothing typed is a tsquery operator.
  // A GIN lookup reads every posting of its words, and a prefix's cost 2-3 times a whole word's (docs/video.md): a
  // word said all over a large corpus fills the page from its exact postings, and only a short page pays for prefixes.
  // A page the exact words filled stays as it is, even when the cap left less of it to show.
  const exact = await momentsMatching(em, words.map((word) => `'${word}'`).join(' & '), limit, drafts);
  if (exact.length === limit) return shownTo(viewer, exact);
  return shownTo(viewer, await momentsMatching(em, words.map((word) => `'${word}':*`).join(' & '), limit, drafts));
}

/** The moments, in order, less those over MOMENTS_PER_LOCKED_LECTURE of a lecture the caller may not play. */
function shownTo(viewer: Viewer | null, moments: readonly FoundMoment[]): TranscriptMoment[] {
  const shown = new Map<string, number>();
  return moments
    .filter((moment) => {
      if (mayPlayLecture(viewer, moment.freePreview)) return true;
      const count = (shown.get(moment.lectureId) ?? 0) + 1;
      shown.set(moment.lectureId, count);
      return count <= MOMENTS_PER_LOCKED_LECTURE;
    })
    .map(({ freePreview: _, ...moment }) => moment);
}

type FoundMoment = TranscriptMoment & { freePreview: boolean };

/**
 * The first `limit` cues matching `tsquery` that the index gives (of published courses, and drafts when `drafts`), with
 * no order asked of them: the scan stops there, so a word said in thousands of cues is not sorted whole. The page is
 * then put in the order it is shown in. One statement, answered by the GIN index on the cues' words, then the
 * tracks', lectures' and courses' primary keys.
 */
async function momentsMatching(em: Em, tsquery: string, limit: number, drafts: boolean): Promise<FoundMoment[]> {
  const [said, shown] = await Promise.all([
    cuesMatching(em, tsquery, limit, drafts),
    slidesMatching(em, tsquery, limit, drafts),
  ]);
  return [...said, ...shown]
    .sort(
      (a, b) =>
        a.courseTitle.localeCompare(b.courseTitle) ||
        a.lecturePosition - b.lecturePosition ||
        a.startSeconds - b.startSeconds,
    )
    .slice(0, limit);
}

/** What a moment shows of its lecture and course: the cues' statement and the slides' select the same. */
const LECTURE_COLUMNS = [
  'lecture.course_id',
  'course.title as course_title',
  'lecture.id as lecture_id',
  'lecture.title as lecture_title',
  'lecture.position as lecture_position',
  'lecture.free_preview',
] as const;

interface MomentRow {
  course_id: string;
  course_title: string;
  lecture_id: string;
  lecture_title: string;
  lecture_position: number;
  free_preview: boolean;
  start_seconds: number | string;
  text: string;
}

const toMoment = (row: MomentRow, language: string, source: MomentSource): FoundMoment => ({
  courseId: row.course_id,
  courseTitle: row.course_title,
  lectureId: row.lecture_id,
  lectureTitle: row.lecture_title,
  lecturePosition: row.lecture_position,
  language,
  startSeconds: Number(row.start_seconds),
  snippet: row.text.replace(/\s+/g, ' '),
  freePreview: row.free_preview,
  source,
});

/** momentsMatching's cues: the first `limit` the index gives. */
async function cuesMatching(em: Em, tsquery: string, limit: number, drafts: boolean): Promise<FoundMoment[]> {
  const db = em.getKysely<CaptionTables & LectureTables & CourseTables>();
  const found = db
    .selectFrom('caption_cues as cue')
    .innerJoin('caption_tracks as track', 'track.id', 'cue.track_id')
    .innerJoin('lectures as lecture', 'lecture.id', 'track.lecture_id')
    .innerJoin('courses as course', 'course.id', 'lecture.course_id')
    .select([...LECTURE_COLUMNS, 'track.language', 'cue.start_seconds', 'cue.text'])
    .where(sql<boolean>`cue.words @@ to_tsquery('simple', ${tsquery})`)
    .where('track.status', '=', 'READY')
    .where('lecture.status', '=', 'READY')
    .$if(!drafts, (where) => where.where('course.status', '=', 'PUBLISHED'))
    .limit(limit)
    .as('found');
  const rows = await db
    .selectFrom(found)
    .selectAll()
    .orderBy('found.course_title')
    .orderBy('found.lecture_position')
    .orderBy('found.start_seconds')
    .execute();
  return rows.map((row) => toMoment(row, row.language, 'CAPTION'));
}

/**
 * momentsMatching's slides: the first `limit` the index gives, of the lectures' current videos (slides found in a
 * replaced one are not searched), through the GIN index on the slides' words.
 */
async function slidesMatching(em: Em, tsquery: string, limit: number, drafts: boolean): Promise<FoundMoment[]> {
  const rows = await em
    .getKysely<LectureSlideTables & LectureTables & CourseTables>()
    .selectFrom('lecture_slides as slide')
    .innerJoin('lectures as lecture', 'lecture.id', 'slide.lecture_id')
    .innerJoin('courses as course', 'course.id', 'lecture.course_id')
    .select([...LECTURE_COLUMNS, 'slide.start_seconds', 'slide.text'])
    .where(sql<boolean>`slide.words @@ to_tsquery('simple', ${tsquery})`)
    .whereRef('lecture.slides_version', '=', 'lecture.processing_version')
    .where('lecture.status', '=', 'READY')
    .$if(!drafts, (where) => where.where('course.status', '=', 'PUBLISHED'))
    .limit(limit)
    .execute();
  return rows.map((row) => toMoment(row, SLIDE_LANGUAGE, 'SLIDE'));
}
