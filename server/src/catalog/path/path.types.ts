import { PATH_COURSES_MAX } from '@coursehub/shared';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CourseType } from '../course/course.types';
import type { PathCourseView, PathInput, PathView } from './path.service';

@ObjectType('Path', {
  description: 'A learning path: courses in order, with what it is about and what a learner comes out able to do.',
})
export class PathType implements PathView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Its address: /paths/<slug>.' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'What a learner who finishes it can do.' })
  outcome!: string;

  @Field(() => Boolean, { description: 'False: a draft, seen by ADMINs only.' })
  published!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('PathCourse', { simpleResolvers: true, description: 'One course of a path, at its place.' })
export class PathCourseType implements PathCourseView {
  @Field(() => ID)
  pathId!: string;

  @Field(() => Int, { description: 'Its place among the courses the viewer sees, from 0.' })
  position!: number;

  @Field(() => Boolean, { description: 'The course before it must be finished (its certificate issued) first.' })
  requiresPrevious!: boolean;

  @Field(() => CourseType)
  course!: CourseType;
}

@InputType('PathCourseInput')
export class PathCourseInputType {
  @Field(() => ID)
  courseId!: string;

  @Field(() => Boolean, { description: 'The course before it must be finished first (ignored on the first).' })
  requiresPrevious!: boolean;
}

@InputType('PathInput', { description: 'A path, saved whole.' })
export class PathInputType implements PathInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Lower-case letters, digits and single hyphens; unique among paths.' })
  slug!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  outcome!: string;

  @Field(() => Boolean)
  published!: boolean;

  @Field(() => [PathCourseInputType], { description: `The courses in order, 1 to ${PATH_COURSES_MAX}, each once.` })
  courses!: PathCourseInputType[];
}
