import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, GraphQLUpload, resolveUpload, type UploadArg } from '../../http/graphql';
import { LECTURE_ADDED_MESSAGE, LECTURE_DELETED_MESSAGE } from './lecture.messages';
import { addLecture, deleteLecture, listLectures, retryLectureProcessing } from './lecture.service';
import { AddLecturePayload, DeleteLecturePayload, LectureInput, LectureType } from './lecture.types';

@Resolver(() => LectureType)
export class LectureResolver {
  // No edge gate: the entitlement rule (ADMIN or active subscriber) lives in the service, for every transport.
  @Query(() => [LectureType], {
    description: 'For ADMINs and active subscribers: UNAUTHENTICATED when anonymous, FORBIDDEN without a subscription.',
  })
  lectures(@Arg('courseId', () => ID) courseId: string, @Ctx() ctx: GraphQLContext) {
    return listLectures(ctx.scope, courseId);
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
    return { success: true, message: LECTURE_ADDED_MESSAGE, ...added };
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
      message: LECTURE_DELETED_MESSAGE,
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
}
