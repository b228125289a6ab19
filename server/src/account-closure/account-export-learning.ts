import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CourseTables } from '../catalog/course/course.entity';
import type { LectureTables } from '../catalog/lecture/lecture.entity';
import type { NoteTables } from '../learning/notes/note.entity';
import type { QuizTables } from '../learning/quiz/quiz.entity';
import type { ReviewTables } from '../learning/review/review.entity';
import type { DownloadGrantTables } from '../media/download/download-grant.entity';

type LearningTables = CourseTables & LectureTables & NoteTables & QuizTables & ReviewTables & DownloadGrantTables;

/** What the account keeps while it learns: notes and bookmarks, review cards, downloads issued to its devices. */
export interface LearningData {
  /** Notes and bookmarks at moments of lectures. */
  notes: {
    courseTitle: string;
    lectureTitle: string;
    kind: string;
    atSeconds: number;
    body: string | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
  /** The daily review's cards: one per question missed, with when it is due and how it has gone. */
  reviewCards: {
    quizTitle: string;
    questionId: string;
    due: Date;
    reviews: number;
    lapses: number;
    lastReview: Date | null;
    createdAt: Date;
  }[];
  /** Lectures downloaded to the account's devices, and until when each may play. */
  downloads: { courseTitle: string; lectureTitle: string; quality: string; createdAt: Date; expiresAt: Date }[];
}

const asDate = (value: Date | string) => new Date(value);

/** A lecture's title and its course's: how the export names where a row was made, never by ids. */
interface LectureTitles {
  id: string;
  lecture_title: string;
  course_title: string;
}

/** The tables of DB whose rows were made at a lecture. */
type KeptPerLecture<DB> = { [T in keyof DB & string]: DB[T] extends { lecture_id: string } ? T : never }[keyof DB &
  string];

/** The rows of `table` (as `r`), each joined to its lecture's titles (as `t`): one statement with its select to come. */
export function titledRows<DB extends CourseTables & LectureTables, T extends KeptPerLecture<DB>>(
  db: Kysely<DB>,
  table: T,
) {
  // Kysely's builders resolve no table of an open DB: the statement is built on the titles' own tables, and typed
  // as the caller's table beside the titles.
  return (db as unknown as Kysely<CourseTables & LectureTables>)
    .with('titled', (query) =>
      query
        .selectFrom('lectures as l')
        .innerJoin('courses as c', 'c.id', 'l.course_id')
        .select(['l.id', 'l.title as lecture_title', 'c.title as course_title']),
    )
    .selectFrom(sql<{ lecture_id: string }>`${sql.table(table)}`.as('r'))
    .innerJoin('titled as t', 't.id', 'r.lecture_id') as unknown as SelectQueryBuilder<
    { r: DB[T]; t: LectureTitles },
    'r' | 't',
    object
  >;
}

/** Three statements, each by the user's id. */
export async function learningDataOf(db: Kysely<LearningTables>, userId: string): Promise<LearningData> {
  const [notes, cards, downloads] = await Promise.all([
    titledRows(db, 'lecture_notes')
      .select(['t.course_title', 't.lecture_title', 'r.kind', 'r.at_seconds', 'r.body', 'r.created_at', 'r.updated_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .execute(),
    db
      .selectFrom('review_cards as r')
      .innerJoin('quizzes as q', 'q.id', 'r.quiz_id')
      .select(['q.title', 'r.question_id', 'r.due', 'r.reps', 'r.lapses', 'r.last_review', 'r.created_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .execute(),
    titledRows(db, 'download_grants')
      .select(['t.course_title', 't.lecture_title', 'r.quality', 'r.created_at', 'r.expires_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .execute(),
  ]);
  return {
    notes: notes.map((row) => ({
      courseTitle: row.course_title,
      lectureTitle: row.lecture_title,
      kind: row.kind,
      atSeconds: row.at_seconds,
      body: row.body,
      createdAt: asDate(row.created_at),
      updatedAt: asDate(row.updated_at),
    })),
    reviewCards: cards.map((row) => ({
      quizTitle: row.title,
      questionId: row.question_id,
      due: asDate(row.due),
      reviews: row.reps,
      lapses: row.lapses,
      lastReview: row.last_review === null ? null : asDate(row.last_review),
      createdAt: asDate(row.created_at),
    })),
    downloads: downloads.map((row) => ({
      courseTitle: row.course_title,
      lectureTitle: row.lecture_title,
      quality: row.quality,
      createdAt: asDate(row.created_at),
      expiresAt: asDate(row.expires_at),
    })),
  };
}
