import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, GraphQLUpload, resolveUpload, type UploadArg } from '../../http/graphql';
import { MessagePayload } from '../user/user.types';
import { COURSE_DELETED_MESSAGE } from './course.messages';
import { CourseInput, CourseType } from './course.types';
import { createCourse, deleteCourse, updateCourse } from './course-authoring.service';
import { getCourse, listCategories, listCourses } from './course-catalog.service';

@Resolver(() => CourseType)
export class CourseResolver {
  @Query(() => [CourseType], { description: 'The public catalogue, newest first.' })
  courses(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Case-insensitive text in title, description or instructor.',
    })
    search: string | null,
    @Arg('category', () => String, { nullable: true }) category: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listCourses(ctx.scope, { search, category });
  }

  @Query(() => CourseType, { description: 'One course; NOT_FOUND when there is none.' })
  course(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return getCourse(ctx.scope, id);
  }

  @Query(() => [String], { description: 'The distinct categories of the catalogue, sorted.' })
  categories(@Ctx() ctx: GraphQLContext) {
    return listCategories(ctx.scope);
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, { description: 'Thumbnail: JPG or PNG, required.' })
  async createCourse(
    @Arg('input', () => CourseInput) input: CourseInput,
    @Arg('thumbnail', () => GraphQLUpload, { nullable: true }) thumbnail: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    return createCourse(ctx.scope, input, await resolveUpload(thumbnail));
  }

  @Authorized('ADMIN')
  @Mutation(() => CourseType, { description: 'Replaces the fields; the thumbnail only when one is sent.' })
  async updateCourse(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CourseInput) input: CourseInput,
    @Arg('thumbnail', () => GraphQLUpload, { nullable: true }) thumbnail: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateCourse(ctx.scope, id, input, await resolveUpload(thumbnail));
  }

  @Authorized('ADMIN')
  @Mutation(() => MessagePayload, { description: 'Deletes the course, its lectures and their files.' })
  async deleteCourse(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    await deleteCourse(ctx.scope, id);
    return { success: true, message: COURSE_DELETED_MESSAGE };
  }
}
