import type { Kysely } from 'kysely';
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

/**
 * The export names where a row was made by titles, never by ids: `titled` is every lecture with its own title and its
 * course's, for a statement that joins its rows to it by lecture.
 */
export const withLectureTitles = <DB extends CourseTables & LectureTables>(db: Kysely<DB>) =>
  db.with('titled', () =>
    // Kysely's builders resolve no table of an open DB: the lectures and courses are read as exactly their tables.
    (db as unknown as Kysely<CourseTables & LectureTables>)
      .selectFrom('lectures as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(['l.id', 'l.title as lecture_title', 'c.title as course_title']),
  );

/** Three statements, each by the user's id. */
export async function learningDataOf(db: Kysely<LearningTables>, userId: string): Promise<LearningData> {
  const titled = withLectureTitles(db);
  const [notes, cards, downloads] = await Promise.all([
    titled
      .selectFrom('lecture_notes as n')
      .innerJoin('titled as t', 't.id', 'n.lecture_id')
      .select(['t.course_title', 't.lecture_title', 'n.kind', 'n.at_seconds', 'n.body', 'n.created_at', 'n.updated_at'])
      .where('n.user_id', '=', userId)
      .orderBy('n.created_at')
      .execute(),
    db
      .selectFrom('review_cards as r')
      .innerJoin('quizzes as q', 'q.id', 'r.quiz_id')
      .select(['q.title', 'r.question_id', 'r.due', 'r.reps', 'r.lapses', 'r.last_review', 'r.created_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at')
      .execute(),
    titled
      .selectFrom('download_grants as g')
      .innerJoin('titled as t', 't.id', 'g.lecture_id')
      .select(['t.course_title', 't.lecture_title', 'g.quality', 'g.created_at', 'g.expires_at'])
      .where('g.user_id', '=', userId)
      .orderBy('g.created_at')
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
