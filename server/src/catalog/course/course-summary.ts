import type { CATALOGUE_CARD_FIELDS } from '@coursehub/shared';
import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import type { ObjectStorage } from '../../storage/object-storage';
import type { CategoryCountTables } from './category-counts.trigger';
import type { CourseStatus, CourseTables } from './course.entity';
import type { CourseLectureTables } from './course-lectures.tables';
import type { LanguageCountTables } from './language-counts.trigger';
import { thumbnailUrl } from './thumbnail';

/** What the public catalogue shows of a course: plain data, the same for every transport. */
export interface CourseSummary {
  id: string;
  title: string;
  description: string;
  category: string;
  /** The instructor's name. */
  createdBy: string;
  thumbnailUrl: string;
  /** DRAFT: ADMINs only see it. */
  status: CourseStatus;
  /** A DRAFT that publishes itself when one of its lectures is first READY. */
  autoPublish: boolean;
  /** The certificate waits for every lecture's verified completion (docs/learning.md#verified-completion). */
  requireVerifiedViewing: boolean;
  /** What the teacher speaks: a canonical BCP 47 tag. */
  language: string;
  /** The languages a learner can turn captions on in, and hear the course in besides its own (course.entity.ts). */
  captionLanguages: string[];
  audioLanguages: string[];
  subtitle: string | null;
  /** What you'll learn. */
  outcomes: string[];
  requirements: string[];
  instructorBio: string | null;
  instructorAvatarUrl: string | null;
  /** READY lectures only: what a learner can watch. */
  numberOfLectures: number;
  /** The sum of the READY lectures' durations, in seconds; 0 without any. */
  totalDurationSeconds: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a catalogue card shows (CATALOGUE_CARD_FIELDS, the client's `CourseCard_course`): all a list of courses reads
 * unless a GraphQL query asks its nodes for more.
 */
export type CourseCard = Pick<CourseSummary, (typeof CATALOGUE_CARD_FIELDS)[number]>;

/**
 * How much of each course a list reads: a card's columns, or the whole summary's. Decoding a summary's columns (18 when
 * measured: the jsonb outcomes and requirements, two timestamps) where a card needed 9 was about a fifth of the
 * server's CPU on the catalogue's first page (docs/benchmarks.md).
 */
export type CourseShape = 'card' | 'summary';

/** A course of `Shape`, as a list of that shape answers it. */
export type CourseOf<Shape extends CourseShape> = Shape extends 'card' ? CourseCard : CourseSummary;

/** What the catalogue's typed queries read (docs/decisions/0006-typed-sql.md). */
type CatalogueTables = CourseTables & CourseLectureTables & CategoryCountTables & LanguageCountTables;

export const catalogue = (em: Em) => em.getKysely<CatalogueTables>();

/**
 * The catalogue is the hottest read: one statement returning plain rows (no entity
 * hydration), the lecture count and total duration derived from the course's READY
 * lectures by one correlated aggregate (lectures still processing, or failed, are
 * not shown to learners, so the catalogue does not count them).
 */
const CARD_COLUMNS = [
  'c.id',
  'c.title',
  'c.description',
  'c.category',
  'c.created_by',
  'c.thumbnail_key',
  'c.status',
  'c.language',
] as const;
const DETAIL_COLUMNS = [
  'c.created_at',
  'c.updated_at',
  'c.auto_publish',
  'c.require_verified_viewing',
  'c.subtitle',
  'c.outcomes',
  'c.requirements',
  'c.instructor_bio',
  'c.instructor_avatar_key',
  'c.caption_languages',
  'c.audio_languages',
] as const;
const READY_COLUMNS = ['ready.number_of_lectures', 'ready.total_duration_seconds'] as const;
const CARD_ROW_COLUMNS = [...CARD_COLUMNS, ...READY_COLUMNS] as const;
const COURSE_COLUMNS = [...CARD_COLUMNS, ...DETAIL_COLUMNS, ...READY_COLUMNS] as const;

/**
 * The columns a list of `shape` selects (with `readyLectures` joined as `ready`), typed as a card's: what every shape
 * reads. `nodeOf` makes the courses of the rows.
 */
export const columnsOf = (shape: CourseShape) =>
  (shape === 'card' ? CARD_ROW_COLUMNS : COURSE_COLUMNS) as readonly (typeof CARD_ROW_COLUMNS)[number][];

/**
 * `cross join lateral (…) ready`: the READY lectures of the outer query's course `c`, counted and their durations
 * summed.
 */
export const readyLectures = (em: Em) =>
  catalogue(em)
    .selectFrom('lectures as l')
    .select((eb) => [
      sql<number>`count(*)::int`.as('number_of_lectures'),
      eb.fn.coalesce(eb.fn.sum('l.duration_seconds'), sql.lit(0)).as('total_duration_seconds'),
    ])
    .where('l.course_id', '=', sql.ref<string>('c.id'))
    .where('l.status', '=', 'READY')
    .as('ready');

const coursesWithLectures = (em: Em) =>
  catalogue(em).selectFrom('courses as c').crossJoinLateral(readyLectures(em)).select(COURSE_COLUMNS);

type CourseRow = Awaited<ReturnType<ReturnType<typeof coursesWithLectures>['execute']>>[number];
/** `title` of `c.title`. */
type ColumnName<Selected> = Selected extends `${string}.${infer Column}` ? Column : never;
/** A row read with `columnsOf(shape)`, whatever the shape. */
export type CardRow = Pick<CourseRow, ColumnName<(typeof CARD_ROW_COLUMNS)[number]>>;

function toCard(storage: ObjectStorage, row: CardRow): CourseCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdBy: row.created_by,
    thumbnailUrl: thumbnailUrl(storage, row.thumbnail_key),
    status: row.status,
    language: row.language,
    numberOfLectures: Number(row.number_of_lectures),
    totalDurationSeconds: Number(row.total_duration_seconds),
  };
}

function toSummary(storage: ObjectStorage, row: CourseRow): CourseSummary {
  return {
    ...toCard(storage, row),
    autoPublish: row.auto_publish,
    requireVerifiedViewing: row.require_verified_viewing,
    subtitle: row.subtitle,
    outcomes: row.outcomes,
    requirements: row.requirements,
    instructorBio: row.instructor_bio,
    instructorAvatarUrl: row.instructor_avatar_key ? thumbnailUrl(storage, row.instructor_avatar_key) : null,
    captionLanguages: row.caption_languages,
    audioLanguages: row.audio_languages,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The course of each row read with `columnsOf(shape)`. */
export function nodeOf<Shape extends CourseShape>(
  storage: ObjectStorage,
  shape: Shape,
): (row: CardRow) => CourseOf<Shape> {
  // The rows of a summary's list were read with COURSE_COLUMNS (columnsOf), which the card's type leaves out.
  return (shape === 'card' ? (row) => toCard(storage, row) : (row) => toSummary(storage, row as CourseRow)) as (
    row: CardRow,
  ) => CourseOf<Shape>;
}

/** One course by id, in one statement; null when there is none. */
export async function findCourseSummary(em: Em, storage: ObjectStorage, id: string): Promise<CourseSummary | null> {
  const row = await coursesWithLectures(em).where('c.id', '=', id).executeTakeFirst();
  return row ? toSummary(storage, row) : null;
}

/** The courses with these ids, keyed by id (unknown ones are absent): one statement for any number of them. */
export async function findCourseSummaries(
  em: Em,
  storage: ObjectStorage,
  ids: readonly string[],
): Promise<Map<string, CourseSummary>> {
  if (!ids.length) return new Map();
  const rows = await coursesWithLectures(em).where('c.id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toSummary(storage, row)]));
}
