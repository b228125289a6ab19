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

  @Field(() => String, {
    description:
      "The lecture's stable playback URL, relative to the API's origin (/media/lectures/<id>); it never expires. Each " +
      "request to it is authorized by the caller's session (cookie or Bearer: 401 without one, 403 without access), " +
      'then streamed with HTTP Range (local disk) or redirected to a short-lived presigned URL (S3).',
  })
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
