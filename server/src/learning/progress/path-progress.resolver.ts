import { Ctx, Field, FieldResolver, ID, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { CourseType } from '../../catalog/course/course.types';
import { PathType } from '../../catalog/path';
import type { GraphQLContext } from '../../http/graphql';
import { type PathProgressView, type PathStepView, pathProgressOf } from './path-progress.service';
import { CertificateType } from './progress.types';

@ObjectType('PathStep', { simpleResolvers: true, description: 'Where the caller stands on one course of a path.' })
export class PathStepType implements PathStepView {
  @Field(() => ID)
  courseId!: string;

  @Field(() => Boolean, { description: "The caller holds the course's certificate." })
  completed!: boolean;

  @Field(() => Boolean, {
    description: 'It requires the course before it, which the caller has not finished yet.',
  })
  locked!: boolean;
}

@ObjectType('PathProgress', {
  simpleResolvers: true,
  description: "The caller's place on a path: a course counts once its certificate is issued.",
})
export class PathProgressType implements PathProgressView {
  @Field(() => ID)
  pathId!: string;

  @Field(() => Int)
  completedCourses!: number;

  @Field(() => Int, { description: 'The published courses of the path.' })
  totalCourses!: number;

  @Field(() => Int, { description: '0–100, rounded down.' })
  percent!: number;

  @Field(() => Boolean, { description: 'Every course of the path finished.' })
  completed!: boolean;

  @Field(() => CourseType, {
    nullable: true,
    description: 'The first course in order not finished; null once all are.',
  })
  nextCourse!: CourseType | null;

  @Field(() => [PathStepType], { description: "The path's courses in order, each with where the caller stands." })
  steps!: PathStepType[];

  @Field(() => CertificateType, {
    nullable: true,
    description: "The path's certificate, issued by the write that finished its last course.",
  })
  certificate!: CertificateType | null;
}

@Resolver(() => PathType)
export class PathProgressResolver {
  @FieldResolver(() => PathProgressType, { nullable: true, description: "The caller's progress; null when anonymous." })
  progress(@Root() path: PathType, @Ctx() ctx: GraphQLContext) {
    return pathProgressOf(ctx.scope, path.id);
  }
}
