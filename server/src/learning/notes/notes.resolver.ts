import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LectureType } from '../../catalog/lecture/lecture.types';
import type { GraphQLContext } from '../../http/graphql';
import { bookmarkedMoments } from './bookmarked-moments.service';
import { addNote, courseNotes, deleteNote, editNote, lectureNotes } from './notes.service';
import {
  AddNoteInputType,
  BookmarkedMomentType,
  CourseNotesType,
  EditNoteInputType,
  NoteType,
  toAddNoteInput,
} from './notes.types';
import { notesExportUrls } from './notes-export';

@Resolver(() => LectureType)
export class LectureNotesResolver {
  @FieldResolver(() => [NoteType], {
    description:
      "The caller's own notes and bookmarks of the lecture, in the order of the video (whoever may play it).",
  })
  myNotes(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return lectureNotes(ctx.scope, lecture.id);
  }
}

// Every note is its author's alone: the services find notes by the caller, so no one reaches another's.
@Resolver(() => NoteType)
export class NotesResolver {
  @Query(() => CourseNotesType, { description: "The caller's notes of a course, with its Markdown and PDF downloads." })
  async courseNotes(@Arg('courseId', () => ID) courseId: string, @Ctx() ctx: GraphQLContext) {
    const course = await courseNotes(ctx.scope, courseId);
    return { ...course, ...notesExportUrls(ctx.scope.deps.config, course.courseId) };
  }

  @Authorized('ADMIN')
  @Query(() => [BookmarkedMomentType], {
    description: "ADMIN: a lecture's most bookmarked moments, the busiest first (counts only, up to 10).",
  })
  bookmarkedMoments(@Arg('lectureId', () => ID) lectureId: string, @Ctx() ctx: GraphQLContext) {
    return bookmarkedMoments(ctx.scope, lectureId);
  }

  @Mutation(() => NoteType, { description: 'Adds a note or a bookmark at a moment of a lecture the caller may play.' })
  addNote(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('input', () => AddNoteInputType) input: AddNoteInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return addNote(ctx.scope, lectureId, toAddNoteInput(input));
  }

  @Mutation(() => NoteType, { description: "Changes the text of the caller's own note." })
  editNote(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EditNoteInputType) input: EditNoteInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return editNote(ctx.scope, id, input);
  }

  @Mutation(() => NoteType, { description: "Deletes the caller's own note or bookmark; answers the deleted one." })
  deleteNote(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return deleteNote(ctx.scope, id);
  }
}
