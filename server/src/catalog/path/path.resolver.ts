import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { CourseType } from '../course/course.types';
import { coursePathsOf, createPath, findPath, listPaths, pathCoursesOf, updatePath } from './path.service';
import { PathCourseType, PathInputType, PathType } from './path.types';

@Resolver(() => PathType)
export class PathResolver {
  @Query(() => [PathType], { description: 'Public: the published paths by title; an ADMIN sees the drafts too.' })
  paths(@Ctx() ctx: GraphQLContext) {
    return listPaths(ctx.scope);
  }

  @Query(() => PathType, { description: 'Public: a path by its address; NOT_FOUND for a draft unless ADMIN.' })
  path(@Arg('slug', () => String) slug: string, @Ctx() ctx: GraphQLContext) {
    return findPath(ctx.scope, slug);
  }

  @FieldResolver(() => [PathCourseType], {
    description: 'Its courses in order: the published ones (an ADMIN sees drafts too).',
  })
  courses(@Root() path: PathType, @Ctx() ctx: GraphQLContext) {
    return pathCoursesOf(ctx.scope, path.id);
  }

  @Authorized('ADMIN')
  @Mutation(() => PathType, {
    description: 'ADMIN: a new path; BAD_USER_INPUT for an empty title, a slug taken, an unknown or repeated course.',
  })
  createPath(@Arg('input', () => PathInputType) input: PathInputType, @Ctx() ctx: GraphQLContext) {
    return createPath(ctx.scope, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => PathType, { description: "ADMIN: replaces a path's fields and courses; answers the path." })
  updatePath(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PathInputType) input: PathInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updatePath(ctx.scope, id, input);
  }
}

@Resolver(() => CourseType)
export class CoursePathsResolver {
  @FieldResolver(() => [PathType], { description: 'The paths the course is part of, as the viewer sees them.' })
  paths(@Root() course: CourseType, @Ctx() ctx: GraphQLContext) {
    return coursePathsOf(ctx.scope, course.id);
  }
}
