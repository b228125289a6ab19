import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CourseType } from '../../catalog/course/course.types';
import { CurriculumLectureType, LectureType } from '../../catalog/lecture/lecture.types';
import type { GraphQLContext } from '../../http/graphql';
import { findCertificate, listMyCertificates, reissueCertificate } from './certificate.service';
import { certificateWithheldOf } from './certificate-withholding';
import { continueWatching } from './continue-watching.service';
import {
  certificateOf,
  courseProgressOf,
  curriculumOf,
  lectureProgress,
  myCourseProgress,
} from './course-progress.service';
import {
  CertificateType,
  CertificateWithheldType,
  ContinueWatchingItemType,
  CourseProgressType,
  LectureProgressType,
} from './progress.types';
import { saveLectureProgress, setLectureCompleted } from './progress-writes.service';

// No edge gates: who may write (a signed-in caller who may play the lecture) is the service's rule.
@Resolver()
export class ProgressResolver {
  @Query(() => [ContinueWatchingItemType], {
    description:
      "The caller's courses in progress, most recently watched first (at most 10), each with the lecture to resume; " +
      'empty when anonymous.',
  })
  continueWatching(@Ctx() ctx: GraphQLContext) {
    return continueWatching(ctx.scope);
  }

  @Query(() => [CourseProgressType], {
    description:
      "The caller's progress in every course they have played a lecture of (the catalogue's cards show it); empty " +
      'when anonymous.',
  })
  myCourseProgress(@Ctx() ctx: GraphQLContext) {
    return myCourseProgress(ctx.scope);
  }

  @Query(() => CertificateType, {
    description: 'Public: a certificate by its code, for anyone to verify; NOT_FOUND when the code names none.',
  })
  certificate(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext) {
    return findCertificate(ctx.scope, code);
  }

  @Query(() => [CertificateType], {
    description:
      "The caller's certificates, one per completed course, most recent first; UNAUTHENTICATED when anonymous.",
  })
  myCertificates(@Ctx() ctx: GraphQLContext) {
    return listMyCertificates(ctx.scope);
  }

  @Authorized()
  @Mutation(() => CertificateType, {
    description:
      "Reissues the caller's certificate for a course with their name as their profile has it now; it keeps its " +
      'code (links already shared still verify it) and completion date. NOT_FOUND when the caller has none for it.',
  })
  reissueCertificate(@Arg('courseId', () => ID) courseId: string, @Ctx() ctx: GraphQLContext) {
    return reissueCertificate(ctx.scope, courseId);
  }

  @Mutation(() => LectureProgressType, {
    description:
      'Saves where the caller is in a READY lecture they may play; completes it at 90% of its duration. Rate limited ' +
      'per learner (TOO_MANY_REQUESTS); BAD_USER_INPUT for a position below 0 or past the end.',
  })
  saveLectureProgress(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('positionSeconds', () => Float) positionSeconds: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return saveLectureProgress(ctx.scope, lectureId, positionSeconds);
  }

  @Mutation(() => LectureProgressType, { description: 'Marks a lecture the caller may play completed, or not.' })
  setLectureCompleted(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('completed', () => Boolean) completed: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setLectureCompleted(ctx.scope, lectureId, completed);
  }
}

@Resolver(() => CourseType)
export class CourseProgressResolver {
  @FieldResolver(() => [CurriculumLectureType], {
    description:
      'The public curriculum: the READY lectures in order with titles and durations, for everyone. Playable fields ' +
      "are on each one's `lecture`, null unless the caller may play it (ADMIN, active subscriber, or a free preview).",
  })
  lectures(@Root() course: CourseType, @Ctx() ctx: GraphQLContext) {
    return curriculumOf(ctx.scope, course.id);
  }

  @FieldResolver(() => CourseProgressType, {
    nullable: true,
    description: "The caller's progress through the course; null when anonymous.",
  })
  progress(@Root() course: CourseType, @Ctx() ctx: GraphQLContext) {
    return courseProgressOf(ctx.scope, course.id);
  }

  @FieldResolver(() => CertificateType, {
    nullable: true,
    description: "The caller's certificate, once they completed every lecture; null when anonymous or not yet.",
  })
  certificate(@Root() course: CourseType, @Ctx() ctx: GraphQLContext) {
    return certificateOf(ctx.scope, course.id);
  }

  @FieldResolver(() => CertificateWithheldType, {
    nullable: true,
    description:
      "Why the caller's certificate is withheld although they completed every lecture and quiz (a course that " +
      'requires verified viewing, with lectures the server has not seen watched through), and which lectures; null ' +
      'when anonymous, once the certificate is issued, or while lectures or quizzes are left.',
  })
  certificateWithheld(@Root() course: CourseType, @Ctx() ctx: GraphQLContext) {
    return certificateWithheldOf(ctx.scope, course);
  }
}

@Resolver(() => LectureType)
export class LectureProgressResolver {
  @FieldResolver(() => LectureProgressType, {
    nullable: true,
    description: "The caller's saved position and completion; null when anonymous or never played.",
  })
  progress(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return lectureProgress(ctx.scope, lecture.id);
  }
}

@Resolver(() => CurriculumLectureType)
export class CurriculumProgressResolver {
  @FieldResolver(() => LectureProgressType, {
    nullable: true,
    description: "The caller's saved position and completion; null when anonymous or never played.",
  })
  progress(@Root() lecture: CurriculumLectureType, @Ctx() ctx: GraphQLContext) {
    return lectureProgress(ctx.scope, lecture.id);
  }
}
