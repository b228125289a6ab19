import { NOTE_BODY_MAX, NOTE_KINDS, type NoteKind } from '@coursehub/shared';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LectureReferenceFields } from '../../catalog/lecture/lecture.types';
import { enumValues } from '../../http/graphql';
import type { BookmarkedMoment } from './bookmarked-moments.service';
import type { NoteView } from './note-rows';
import type { AddNoteInput, EditNoteInput } from './notes.service';

export const NoteKindEnum = enumValues(NOTE_KINDS);
registerEnumType(NoteKindEnum, {
  name: 'NoteKind',
  description: 'NOTE: markdown text at a moment of a lecture; BOOKMARK: the moment alone.',
});

@ObjectType('Note', {
  simpleResolvers: true,
  description: "A learner's own note or bookmark at a moment of a lecture; nobody else reads it.",
})
export class NoteType extends LectureReferenceFields implements NoteView {
  @Field(() => ID)
  id!: string;

  @Field(() => NoteKindEnum)
  kind!: NoteKind;

  @Field(() => String, {
    nullable: true,
    description: 'Markdown as the learner wrote it (never rendered as HTML: render it safely); null for a bookmark.',
  })
  body!: string | null;

  @Field(() => Int, { description: 'Seconds into the video.' })
  atSeconds!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('CourseNotes', { simpleResolvers: true, description: "The caller's notes of a course, and its downloads." })
export class CourseNotesType {
  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  courseTitle!: string;

  @Field(() => [NoteType], { description: "Lecture by lecture in the course's order, each in the order of the video." })
  notes!: NoteView[];

  @Field(() => String, { description: 'The notes as a Markdown file (the session cookie signs the download).' })
  markdownUrl!: string;

  @Field(() => String, { description: 'The notes as a PDF file.' })
  pdfUrl!: string;
}

@ObjectType('BookmarkedMoment', {
  simpleResolvers: true,
  description: 'A window of a lecture and how many learners bookmarked within it: a count, never who.',
})
export class BookmarkedMomentType implements BookmarkedMoment {
  @Field(() => Int, { description: 'The start of the window, in seconds into the video.' })
  atSeconds!: number;

  @Field(() => Int)
  learners!: number;
}

@InputType('AddNoteInput')
export class AddNoteInputType {
  @Field(() => NoteKindEnum)
  kind!: NoteKind;

  @Field(() => Int, { description: 'Seconds into the video, 0 to 86,400.' })
  atSeconds!: number;

  @Field(() => String, {
    nullable: true,
    description: `A note's markdown, 1 to ${NOTE_BODY_MAX} characters; null (or absent) for a bookmark.`,
  })
  body?: string | null;
}

// The shared schema's input is a union by kind; the GraphQL input is its one flat shape, checked by the service.
export const toAddNoteInput = (input: AddNoteInputType) => input as AddNoteInput;

@InputType('EditNoteInput')
export class EditNoteInputType implements EditNoteInput {
  @Field(() => String)
  body!: string;
}
