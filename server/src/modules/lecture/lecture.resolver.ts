import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql/context';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../http/graphql/scalars';
import { addLecture, deleteLecture, listLectures } from './lecture.service';
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
    return addLecture(ctx.scope, courseId, input, await resolveUpload(video));
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteLecturePayload)
  deleteLecture(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('lectureId', () => ID) lectureId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return deleteLecture(ctx.scope, courseId, lectureId);
  }
}
