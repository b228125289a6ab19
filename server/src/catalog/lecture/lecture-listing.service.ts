import { type AliasableExpression, type Expression, type Selectable, sql } from 'kysely';
import { canWatchLectures } from '../../identity/user/user.policy';
import { forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import { lectureHlsPath, lecturePosterPath, lectureStoryboardPath } from '../../shared/media-urls';
import type { Em } from '../../shared/orm';
import { type Connection, Keyset, MAX_PAGE_SIZE, type PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { AUTHORING_SCOPES, actsAsAdmin, requireRole, requireViewer, type Viewer } from '../../shared/viewer';
import type { CourseTables } from '../course/course.entity';
import type { LectureStatus, LectureTables } from './lecture.entity';
import { WATCH_DENIED_MESSAGE } from './lecture.messages';
import { PROGRESSIVE_CONTENT_TYPE, videoUrl } from './lecture-video';

export interface LectureView {
  id: string;
  courseId: string;
  title: string;
  description: string;
  /**
   * The stable playback URL (relative to the app's origin), authorized per request; it never expires. It plays the
   * progressive MP4 once the lecture is READY, the original before (ADMINs only).
   */
  videoUrl: string;
  /** What videoUrl plays: video/mp4 once READY, else the original's type. */
  contentType: string;
  position: number;
  createdAt: Date;
  status: LectureStatus;
  /** 0–100 while PROCESSING; null otherwise. */
  processingProgress: number | null;
  /** Why processing FAILED; for ADMINs only (null for everyone else). */
  failureReason: string | null;
  /** READY on its first rendition, the rest of the ladder still being encoded; for ADMINs only (null otherwise). */
  renditionsPending: boolean | null;
  /** Why the ladder behind a READY lecture stopped (it still plays); for ADMINs only (null otherwise). */
  renditionsFailureReason: string | null;
  /** Known once READY. */
  durationSeconds: number | null;
  /** The poster frame's stable URL, once READY (and if a frame could be taken). */
  posterUrl: string | null;
  /** The storyboard's WebVTT thumbnails track, once READY (null for a lecture transcoded before storyboards). */
  storyboardUrl: string | null;
  /** The HLS master playlist's stable URL, once READY. */
  hlsUrl: string | null;
  /** Anyone, signed in or not, may play it once READY. */
  freePreview: boolean;
}

/**
 * A course's public curriculum, lecture by lecture: titles, order and durations for everyone; the playable lecture
 * (`lecture`: videoUrl, hlsUrl, posterUrl…) only for callers who may play it, and null for everyone else, so no
 * client can read a playable field it is not entitled to.
 */
export interface CurriculumLectureView {
  id: string;
  courseId: string;
  title: string;
  position: number;
  /** Known once READY (the curriculum lists READY lectures only). */
  durationSeconds: number | null;
  freePreview: boolean;
  lecture: LectureView | null;
}

/** Video URLs go to ADMINs and active subscribers only, whatever the transport. */
export function requireWatcher(viewer: Viewer | null): Viewer {
  const known = requireViewer(viewer);
  if (!canWatchLectures(known)) throw forbidden(WATCH_DENIED_MESSAGE);
  return known;
}

/** ADMINs see every lecture, with its processing state; everyone else READY lectures only. */
export const seesUnpublished = (viewer: Viewer) => actsAsAdmin(viewer, AUTHORING_SCOPES);

/** ADMINs and active subscribers play every READY lecture; anyone, signed in or not, a free preview. */
export const mayPlayLecture = (viewer: Viewer | null, freePreview: boolean) =>
  freePreview || (viewer !== null && canWatchLectures(viewer));

/** What a lecture's view is made of, from `lectures l`. */
const LECTURE_COLUMNS = [
  'l.id',
  'l.course_id',
  'l.title',
  'l.description',
  'l.content_type',
  'l.position',
  'l.created_at',
  'l.status',
  'l.processing_progress',
  'l.failure_reason',
  'l.renditions_pending',
  'l.renditions_failure_reason',
  'l.duration_seconds',
  'l.processing_version',
  'l.poster_key',
  'l.free_preview',
] as const;
const HAS_STORYBOARD = sql<boolean>`l.storyboard is not null`.as('has_storyboard');
const HAS_RENDITIONS = sql<boolean>`jsonb_array_length(coalesce(l.renditions, '[]'::jsonb)) > 0`.as('has_renditions');

type LectureColumn = (typeof LECTURE_COLUMNS)[number] extends `l.${infer Column}` ? Column : never;
type LectureRow = Pick<Selectable<LectureTables['lectures']>, LectureColumn> & {
  has_renditions: boolean;
  has_storyboard: boolean;
};

/** The lecture columns of a row that left-joins `lectures l`: set when the join found a lecture. */
const isLecture = <Row extends { id: string | null }>(row: Row): row is Row & LectureRow => row.id !== null;

const lectureTables = (em: Em) => em.getKysely<LectureTables & CourseTables>();

function toView(row: LectureRow, admin: boolean): LectureView {
  const ready = row.status === 'READY';
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    description: row.description,
    videoUrl: videoUrl(row.id),
    contentType: ready ? PROGRESSIVE_CONTENT_TYPE : row.content_type,
    position: row.position,
    createdAt: new Date(row.created_at),
    status: row.status,
    processingProgress: row.status === 'PROCESSING' ? Number(row.processing_progress) : null,
    // An attempt that failed and is being retried keeps its error for the dead letter; only FAILED shows it.
    failureReason: admin && row.status === 'FAILED' ? row.failure_reason : null,
    renditionsPending: admin ? ready && row.renditions_pending : null,
    renditionsFailureReason: admin && ready ? row.renditions_failure_reason : null,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    posterUrl: ready && row.poster_key ? lecturePosterPath(row.id, row.processing_version) : null,
    storyboardUrl: ready && row.has_storyboard ? lectureStoryboardPath(row.id, row.processing_version, 'vtt') : null,
    hlsUrl: ready && row.has_renditions ? lectureHlsPath(row.id) : null,
    freePreview: row.free_preview,
  };
}

/**
 * One statement: the course row (so an unknown course is told apart from an empty one)
 * left-joined to its lectures in order: all of them for an ADMIN, the READY ones of a PUBLISHED course for anyone
 * else.
 */
export async function loadLectures(em: Em, courseId: string, viewer: Viewer): Promise<LectureView[]> {
  const admin = seesUnpublished(viewer);
  const rows = await lectureTables(em)
    .selectFrom('courses as c')
    .leftJoin('lectures as l', (join) => {
      const ofCourse = join.onRef('l.course_id', '=', 'c.id');
      return admin ? ofCourse : ofCourse.on('l.status', '=', 'READY');
    })
    .select([...LECTURE_COLUMNS, HAS_RENDITIONS, HAS_STORYBOARD])
    .where('c.id', '=', courseId)
    // A DRAFT course is an ADMIN's alone: to anyone else it does not exist.
    .$if(!admin, (query) => query.where('c.status', '=', 'PUBLISHED'))
    .orderBy('l.position')
    .execute();
  if (!rows.length) throw notFound('Course');
  return rows.filter(isLecture).map((row) => toView(row, admin));
}

/**
 * The READY lectures of each course, in order, keyed by course id (an unknown course has none): one statement
 * whatever the number of courses, so a page of courses costs the same as one.
 */
export async function loadCurricula(
  em: Em,
  viewer: Viewer | null,
  courseIds: readonly string[],
): Promise<Map<string, CurriculumLectureView[]>> {
  const curricula = new Map<string, CurriculumLectureView[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return curricula;
  const rows = await lectureTables(em)
    .selectFrom('lectures as l')
    .select([...LECTURE_COLUMNS, HAS_RENDITIONS, HAS_STORYBOARD])
    .where('l.course_id', 'in', courseIds)
    .where('l.status', '=', 'READY')
    .orderBy('l.course_id')
    .orderBy('l.position')
    .execute();
  const admin = viewer !== null && seesUnpublished(viewer);
  for (const row of rows) {
    const view = toView(row, admin);
    curricula.get(row.course_id)?.push({
      id: view.id,
      courseId: view.courseId,
      title: view.title,
      position: view.position,
      durationSeconds: view.durationSeconds,
      freePreview: view.freePreview,
      lecture: mayPlayLecture(viewer, view.freePreview) ? view : null,
    });
  }
  return curricula;
}

/**
 * ADMIN: every lecture not READY yet (PROCESSING) or that gave up (FAILED), in every course, oldest first: what the
 * dashboard shows per course while uploads are processed. One statement; an index-free scan is fine, as such
 * lectures are few.
 */
export async function listUnpublishedLectures({ em, viewer }: RequestScope): Promise<LectureView[]> {
  requireRole(viewer, 'ADMIN');
  const rows = await lectureTables(em)
    .selectFrom('lectures as l')
    .select([...LECTURE_COLUMNS, HAS_RENDITIONS, HAS_STORYBOARD])
    .where('l.status', '<>', 'READY')
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => toView(row, true));
}

/** ADMIN or a USER with an active subscription; learners get the READY lectures only. */
export async function listLectures({ em, viewer }: RequestScope, courseId: string): Promise<LectureView[]> {
  const known = requireWatcher(viewer);
  return loadLectures(em, knownId(courseId, 'Course'), known);
}

/** A course's lectures in their order (positions are unique within a course; the id makes the order total). */
export const LECTURES_IN_ORDER = new Keyset('lectures:position', [
  { sql: 'l.position', type: 'integer' },
  { sql: 'l.id', type: 'uuid' },
]);

/**
 * A value per lecture that a module building on lectures reads in the lecture page's own statement, from the lecture's
 * id (REST's caption tracks: captions/captions.rest.ts), so the page stays one statement. The module reads its value
 * back itself: to this one it is opaque.
 */
export type AlongsideLecture = (lectureId: Expression<string | null>) => AliasableExpression<unknown>;
const NOTHING_ALONGSIDE: AlongsideLecture = () => sql<null>`null`;

/**
 * `listLectures` a page at a time, under the same rule: `first` (1–100, 24 by default; up to `maxPageSize` where a
 * transport asks for every lecture) lectures after the cursor `after`, and how many the caller sees in all. One
 * statement, as the whole list: the course row (so an unknown course is told apart from a page past the end) with its
 * count, taken once, left-joined to its lectures after the cursor; the unique (course, position) index walks both.
 * The keys are LECTURES_IN_ORDER's, selected as its cursor keys.
 */
export async function pageLectures(
  scope: RequestScope,
  courseId: string,
  args: PageArgs,
  maxPageSize = MAX_PAGE_SIZE,
): Promise<Connection<LectureView>> {
  return lecturePage(scope, courseId, args, maxPageSize, NOTHING_ALONGSIDE, (view) => view);
}

/** `pageLectures`, each lecture with the value `alongside` reads for it in the same statement. */
export async function pageLecturesWith(
  scope: RequestScope,
  courseId: string,
  args: PageArgs,
  maxPageSize: number,
  alongside: AlongsideLecture,
): Promise<Connection<{ lecture: LectureView; alongside: unknown }>> {
  return lecturePage(scope, courseId, args, maxPageSize, alongside, (lecture, value) => ({
    lecture,
    alongside: value,
  }));
}

async function lecturePage<Node>(
  { em, viewer }: RequestScope,
  courseId: string,
  args: PageArgs,
  maxPageSize: number,
  alongside: AlongsideLecture,
  node: (view: LectureView, alongside: unknown) => Node,
): Promise<Connection<Node>> {
  const known = requireWatcher(viewer);
  const id = knownId(courseId, 'Course');
  const { size, after } = LECTURES_IN_ORDER.page(args, maxPageSize);
  const admin = seesUnpublished(known);
  const [position, lectureId] = after ?? [];
  const rows = await lectureTables(em)
    .selectFrom('courses as c')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('lectures as x')
          .select(sql<number>`count(*)::int`.as('total'))
          .whereRef('x.course_id', '=', 'c.id')
          .$if(!admin, (count) => count.where('x.status', '=', 'READY'))
          .as('n'),
      (join) => join.onTrue(),
    )
    .leftJoin('lectures as l', (join) => {
      let on = join.onRef('l.course_id', '=', 'c.id');
      if (!admin) on = on.on('l.status', '=', 'READY');
      if (position === undefined || lectureId === undefined) return on;
      return on.on(({ eb, refTuple, tuple }) =>
        eb(refTuple('l.position', 'l.id'), '>', tuple(Number(position), String(lectureId))),
      );
    })
    .select([
      ...LECTURE_COLUMNS,
      HAS_RENDITIONS,
      HAS_STORYBOARD,
      'n.total',
      'l.position as cursor_key_0',
      'l.id as cursor_key_1',
    ])
    .select((eb) => alongside(eb.ref('l.id')).as('alongside'))
    .where('c.id', '=', id)
    .$if(!admin, (query) => query.where('c.status', '=', 'PUBLISHED'))
    .orderBy('l.position')
    .orderBy('l.id')
    .limit(size + 1)
    .execute();
  const [first] = rows;
  if (!first) throw notFound('Course');
  return LECTURES_IN_ORDER.connection(rows.filter(isLecture), size, first.total, (row) =>
    node(toView(row, admin), row.alongside),
  );
}
