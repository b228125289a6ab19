import { NOTE_KINDS } from '@coursehub/shared';
import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { uuidPrimaryKey } from '../../shared/orm';

/**
 * A learner's note (markdown text) or bookmark (no text) at a moment of a lecture. Private to its author: nobody else
 * reads a row, and the admins' "most bookmarked moments" reads only counts. The course is kept on the row so that a
 * course's notes page is one indexed read; both go with the lecture, and everything with the account.
 */
const LectureNoteSchema = defineEntity({
  name: 'LectureNote',
  tableName: 'lecture_notes',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade'),
    course: () => p.manyToOne(Course).ref().deleteRule('cascade').index(),
    kind: p.enum([...NOTE_KINDS]),
    body: p.text().nullable(),
    atSeconds: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [
    // A learner's notes of a course, and of one lecture, in the order of the video.
    { name: 'lecture_notes_user_course_index', properties: ['user', 'course', 'lecture', 'atSeconds'] },
    // The admins' bookmark counts per lecture.
    {
      name: 'lecture_notes_bookmarks_index',
      expression:
        'create index "lecture_notes_bookmarks_index" on "lecture_notes" ("lecture_id", "at_seconds") where "kind" = \'BOOKMARK\'',
    },
  ],
});

export class LectureNote extends LectureNoteSchema.class {}
LectureNoteSchema.setClass(LectureNote);

/** The notes table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type NoteTables = InferKyselyDB<typeof LectureNoteSchema>;
