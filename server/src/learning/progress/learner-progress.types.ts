import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { CourseType } from '../../catalog/course/course.types';
import type { LearnerCourseProgressView } from './learner-progress.service';

@ObjectType('LearnerCourseProgress', {
  simpleResolvers: true,
  description: "A learner's progress through a course they played a lecture of (ADMIN only).",
})
export class LearnerCourseProgressType implements LearnerCourseProgressView {
  @Field(() => CourseType)
  course!: CourseType;

  @Field(() => Int, { description: 'READY lectures of the course the learner completed.' })
  completedLectures!: number;

  @Field(() => Int, { description: 'READY lectures of the course.' })
  totalLectures!: number;

  @Field(() => Int, { description: '0–100, rounded down.' })
  percent!: number;

  @Field(() => GraphQLISODateTime, { description: 'When the learner last saved progress in this course.' })
  lastWatchedAt!: Date;
}
