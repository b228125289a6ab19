import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { CourseFields } from './course-authoring.service';
import type { CourseSummary } from './course-catalog.service';

/** Plain read-only data with no per-field rules, so its fields skip type-graphql's middleware pipeline. */
@ObjectType('Course', { simpleResolvers: true })
export class CourseType implements CourseSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  category!: string;

  @Field(() => String, { description: "The instructor's name." })
  createdBy!: string;

  @Field(() => String, {
    description:
      'Stable URL of the thumbnail image, relative to the API origin (/media/images/…); it never expires and is served with cache validators.',
  })
  thumbnailUrl!: string;

  @Field(() => Int, {
    description: 'The READY lectures (those a learner can watch), counted from the lectures themselves, never stored.',
  })
  numberOfLectures!: number;

  @Field(() => Float, { description: "The sum of the READY lectures' durations, in seconds; 0 without any." })
  totalDurationSeconds!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@InputType('CourseInput')
export class CourseInput implements CourseFields {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  category!: string;

  @Field(() => String, { description: "The instructor's name." })
  createdBy!: string;
}
