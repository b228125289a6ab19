import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { CourseType } from '../../catalog/course/course.types';
import { CurriculumLectureType } from '../../catalog/lecture/lecture.types';
import type { CertificateView } from './certificate.service';
import type { CertificateWithheldView } from './certificate-withholding';
import type { ContinueWatchingView } from './continue-watching.service';
import type { CourseProgressView } from './course-progress.service';
import type { LectureProgressView } from './progress-rows';

@ObjectType('LectureProgress', { simpleResolvers: true, description: "The caller's place in one lecture." })
export class LectureProgressType implements LectureProgressView {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => Float, { description: 'Where playback was last saved, in seconds from the start.' })
  positionSeconds!: number;

  @Field(() => Boolean, { description: 'Watched to 90% (or to the end), or marked complete by hand.' })
  completed!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  completedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the position or the completion was last saved.' })
  updatedAt!: Date;
}

@ObjectType('CourseProgress', { simpleResolvers: true, description: "The caller's progress through a course." })
export class CourseProgressType implements CourseProgressView {
  @Field(() => ID)
  courseId!: string;

  @Field(() => Int, { description: 'READY lectures the caller has completed.' })
  completedLectures!: number;

  @Field(() => Int, { description: 'READY lectures of the course (numberOfLectures).' })
  totalLectures!: number;

  @Field(() => Int, { description: "The course's quizzes." })
  totalQuizzes!: number;

  @Field(() => Int, { description: 'Quizzes the caller has passed (in any attempt).' })
  passedQuizzes!: number;

  @Field(() => Int, {
    description:
      '0–100 of lectures and quizzes together, rounded down: 100 once every lecture is completed and quiz passed.',
  })
  percent!: number;

  @Field(() => CurriculumLectureType, {
    nullable: true,
    description: 'The first lecture in order that the caller has not completed; null once all are.',
  })
  nextLecture!: CurriculumLectureType | null;
}

@ObjectType('ContinueWatchingItem', { simpleResolvers: true, description: 'A course the caller is part-way through.' })
export class ContinueWatchingItemType implements ContinueWatchingView {
  @Field(() => CourseType)
  course!: CourseType;

  @Field(() => CourseProgressType)
  progress!: CourseProgressType;

  @Field(() => CurriculumLectureType, {
    nullable: true,
    description: 'The first lecture in order not completed (resumeLecture is where the caller stopped).',
  })
  nextLecture!: CurriculumLectureType | null;

  @Field(() => CurriculumLectureType, {
    nullable: true,
    description:
      'Where the caller stopped: the lecture they last played (its progress holds the position), or, once that one is ' +
      'completed, the next one not completed.',
  })
  resumeLecture!: CurriculumLectureType | null;

  @Field(() => GraphQLISODateTime, { description: 'When the caller last saved progress in this course.' })
  lastWatchedAt!: Date;
}

@ObjectType('CertificatePath', { simpleResolvers: true, description: 'The learning path a certificate is for.' })
export class CertificatePathType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => Int, { description: 'Its courses the learner finished: all of them.' })
  courseCount!: number;
}

@ObjectType('Certificate', {
  simpleResolvers: true,
  description: 'Proof that a learner completed every lecture of a course; anyone with its code can verify it.',
})
export class CertificateType implements CertificateView {
  @Field(() => String, { description: 'The public verification code (XXXX-XXXX-XXXX).' })
  code!: string;

  @Field(() => String, {
    description:
      "The learner's name as it was when the certificate was issued: a later change of the profile's name does not " +
      'rewrite it, until the learner asks for a reissue (reissueCertificate).',
  })
  learnerName!: string;

  @Field(() => ID, { nullable: true, description: "The course completed; null on a learning path's certificate." })
  courseId!: string | null;

  @Field(() => String, { description: "The course's title, or the path's on a path's certificate." })
  courseTitle!: string;

  @Field(() => String, { description: "The course's instructor; on a path's certificate, its courses' instructors." })
  instructor!: string;

  @Field(() => CertificatePathType, {
    nullable: true,
    description: "The learning path finished, on a path's certificate; null on a course's.",
  })
  path!: CertificatePathType | null;

  @Field(() => GraphQLISODateTime, { description: 'When the last lecture of the course was completed.' })
  completedAt!: Date;

  @Field(() => Boolean, {
    description:
      "Viewing verified: the server's own record shows every lecture of the course delivered and watched (at no " +
      'more than 2x) to at least VERIFIED_COMPLETION_PERCENT of its length, not only marked complete.',
  })
  viewingVerified!: boolean;

  @Field(() => Int, {
    description: "The course's quizzes the learner passed: every one of them when the certificate was issued.",
  })
  quizzesPassed!: number;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the learner last had it reissued with their current name; null while it is as first issued.',
  })
  reissuedAt!: Date | null;

  @Field(() => Float, {
    nullable: true,
    description: "The course's total length in seconds (its READY lectures); null when no duration is known.",
  })
  totalSeconds!: number | null;
}

@ObjectType('CertificateWithheld', {
  simpleResolvers: true,
  description: "Why the caller's certificate for a course they completed is not issued, and what is missing.",
})
export class CertificateWithheldType implements CertificateWithheldView {
  @Field(() => String, { description: 'Why, and what to do, in a sentence for the learner.' })
  message!: string;

  @Field(() => [CurriculumLectureType], {
    description: "The lectures the server's viewing record has not seen watched through: the ones still to watch.",
  })
  lecturesToWatch!: CurriculumLectureType[];
}
