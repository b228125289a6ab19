import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphQLContext, GraphQLUpload, resolveUpload, say, type UploadArg } from '../../http/graphql';
import { LECTURE_ADDED_MESSAGE, LECTURE_DELETED_MESSAGE } from './lecture.messages';
import {
  AddLecturePayload,
  DeleteLecturePayload,
  LectureConnectionType,
  LectureInput,
  LectureType,
} from './lecture.types';
import {
  addLecture,
  deleteLecture,
  reorderLectures,
  retryLectureProcessing,
  setLecturePreview,
  updateLecture,
} from './lecture-authoring.service';
import { listLectures, listUnpublishedLectures, pageLectures } from './lecture-listing.service';

@Resolver(() => LectureType)
export class LectureResolver {
  // The workers store why a job failed in English; an ADMIN reads it in the request's language.
  @FieldResolver(() => String, { nullable: true })
  failureReason(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return lecture.failureReason && say(ctx.req, lecture.failureReason);
  }

  @FieldResolver(() => String, { nullable: true })
  renditionsFailureReason(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return lecture.renditionsFailureReason && say(ctx.req, lecture.renditionsFailureReason);
  }

  // No edge gate: the entitlement rule (ADMIN or active subscriber) lives in the service, for every transport.
  @Query(() => [LectureType], {
    description:
      "The course's lectures in order, whole (a course holds at most 500; `lecturesConnection` pages them): every one " +
      'for an ADMIN, the READY ones for an active subscriber. UNAUTHENTICATED when anonymous, FORBIDDEN without a ' +
      'subscription.',
  })
  lectures(@Arg('courseId', () => ID) courseId: string, @Ctx() ctx: GraphQLContext) {
    return listLectures(ctx.scope, courseId);
  }

  @Query(() => LectureConnectionType, {
    description:
      "`lectures` a page at a time, under the same rule: the course's lectures in order, `first` (1–100, 24 by " +
      'default) after the cursor `after`. BAD_USER_INPUT for a cursor this list did not give.',
  })
  lecturesConnection(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return pageLectures(ctx.scope, courseId, { first, after });
  }

  @Authorized('ADMIN')
  @Query(() => [LectureType], {
    description:
      'ADMIN: every lecture not READY (PROCESSING or FAILED) in every course, oldest first: the processing state the ' +
      'dashboard shows per course.',
  })
  unpublishedLectures(@Ctx() ctx: GraphQLContext) {
    return listUnpublishedLectures(ctx.scope);
  }

  @Authorized('ADMIN')
  @Mutation(() => AddLecturePayload, { description: 'Video: MP4, WEBM or MOV, required; streamed to storage.' })
  async addLecture(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('input', () => LectureInput) input: LectureInput,
    @Arg('video', () => GraphQLUpload, { nullable: true }) video: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    const added = await addLecture(ctx.scope, courseId, input, await resolveUpload(video));
    return { success: true, message: say(ctx.req, LECTURE_ADDED_MESSAGE), ...added };
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteLecturePayload)
  async deleteLecture(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('lectureId', () => ID) lectureId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return {
      success: true,
      message: say(ctx.req, LECTURE_DELETED_MESSAGE),
      ...(await deleteLecture(ctx.scope, courseId, lectureId)),
    };
  }

  @Authorized('ADMIN')
  @Mutation(() => LectureType, {
    description:
      'Processes a FAILED lecture again from its original (PROCESSING, progress 0). CONFLICT unless it is FAILED.',
  })
  retryLectureProcessing(@Arg('lectureId', () => ID) lectureId: string, @Ctx() ctx: GraphQLContext) {
    return retryLectureProcessing(ctx.scope, lectureId);
  }

  @Authorized('ADMIN')
  @Mutation(() => LectureType, {
    description:
      "Replaces a lecture's title and description, and its video when one is sent (MP4, WEBM or MOV, streamed to " +
      'storage; checked as addLecture checks it). A refused or interrupted upload changes nothing. With a new video ' +
      'the lecture is processed again as a new upload: PROCESSING (learners do not see it until it is READY again), ' +
      'its transcode queued; its old files are removed once no URL handed out before can reach them.',
  })
  async updateLecture(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('input', () => LectureInput) input: LectureInput,
    @Arg('video', () => GraphQLUpload, { nullable: true, description: 'A replacement video; none keeps the current.' })
    video: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateLecture(ctx.scope, lectureId, input, await resolveUpload(video));
  }

  @Authorized('ADMIN')
  @Mutation(() => LectureType, {
    description: 'Marks a lecture as a free preview (anyone, signed in or not, may play it once READY), or not.',
  })
  setLecturePreview(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('preview', () => Boolean) preview: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setLecturePreview(ctx.scope, lectureId, preview);
  }

  @Authorized('ADMIN')
  @Mutation(() => [LectureType], {
    description:
      "Puts the course's lectures in this order (positions 1…n): every lecture of the course, whatever its status, " +
      'exactly once (BAD_USER_INPUT otherwise). Returns all its lectures in the new order.',
  })
  reorderLectures(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('lectureIds', () => [ID]) lectureIds: string[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return reorderLectures(ctx.scope, courseId, lectureIds);
  }
}
