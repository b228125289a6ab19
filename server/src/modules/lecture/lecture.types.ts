import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CourseType } from '../course/course.types';
import type { LectureFields, LectureView } from './lecture.service';

@ObjectType('Lecture', { simpleResolvers: true })
export class LectureType implements LectureView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Signed URL of the video (HTTP Range supported); it expires.' })
  videoUrl!: string;

  @Field(() => String, { description: 'video/mp4, video/webm or video/quicktime.' })
  contentType!: string;

  @Field(() => Int, { description: 'Order within the course, from 1.' })
  position!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@InputType('LectureInput')
export class LectureInput implements LectureFields {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType('AddLecturePayload', {
  simpleResolvers: true,
  description:
    'The course (with its new lecture count) and all its lectures, so a client updates both without refetching.',
})
export class AddLecturePayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  @Field(() => CourseType, { description: 'The course, with its new lecture count.' })
  course!: CourseType;

  @Field(() => LectureType, { description: 'The lecture just added.' })
  lecture!: LectureType;

  @Field(() => [LectureType], { description: 'All lectures of the course, in order.' })
  lectures!: LectureType[];
}

@ObjectType('DeleteLecturePayload', { simpleResolvers: true })
export class DeleteLecturePayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  @Field(() => CourseType, { description: 'The course, with its new lecture count.' })
  course!: CourseType;
}
