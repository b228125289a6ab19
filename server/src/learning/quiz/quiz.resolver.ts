import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { CourseType } from '../../catalog/course/course.types';
import { LectureType } from '../../catalog/lecture/lecture.types';
import { type GraphQLContext, say } from '../../http/graphql';
import { UserType } from '../../identity/user/user.types';
import { courseItemsOf } from './course-items.service';
import { inVideoQuizzesOf } from './in-video-quizzes.service';
import { quizResultsOfLearner } from './learner-quizzes.service';
import { QUIZ_DELETED_MESSAGE } from './quiz.messages';
import { DeleteQuizPayload, QuestionKeyType, QuizInput } from './quiz.types';
import { createQuiz, deleteQuiz, loadVisibleQuiz, updateQuiz } from './quiz-authoring.service';
import { questionKeys } from './quiz-keys';
import { offlinePaper } from './quiz-offline.service';
import { OfflineQuizPaperType } from './quiz-offline.types';
import { quizResults } from './quiz-results.service';
import type { QuizView } from './quiz-rows';
import { attemptsLeft, bestAttempt, myAttemptsAt, nextAttemptAt, startQuizAttempt } from './quiz-taking.service';
import { CourseItemType, LearnerQuizRecordType, QuizAttemptType, QuizResultsType, QuizType } from './quiz-views.types';

// Edge gates for ADMIN operations; who may take a quiz (ADMIN or active subscriber) is the service's rule.
@Resolver(() => QuizType)
export class QuizResolver {
  @Query(() => QuizType, {
    description:
      "Public: a quiz's settings (its questions come with an attempt). NOT_FOUND for an unknown id, and for a DRAFT " +
      "course's quiz unless the caller is an ADMIN.",
  })
  quiz(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return loadVisibleQuiz(ctx.scope, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => QuizType, { description: 'ADMIN: a quiz at the end of a course, or after one of its lectures.' })
  createQuiz(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('input', () => QuizInput) input: QuizInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return createQuiz(ctx.scope, courseId, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => QuizType, {
    description: 'ADMIN: changed questions become a new version; attempts already made keep their grading.',
  })
  updateQuiz(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => QuizInput) input: QuizInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateQuiz(ctx.scope, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => DeleteQuizPayload, { description: 'ADMIN: deletes a quiz and every attempt at it.' })
  async deleteQuiz(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return { id: await deleteQuiz(ctx.scope, id), message: say(ctx.req, QUIZ_DELETED_MESSAGE) };
  }

  @Mutation(() => QuizAttemptType, {
    description:
      'Starts an attempt (ADMIN or active subscriber), or returns the one still open. CONFLICT when no attempt is ' +
      'left or the wait after the last one has not passed; UNAUTHENTICATED, FORBIDDEN without a subscription.',
  })
  startQuizAttempt(@Arg('quizId', () => ID) quizId: string, @Ctx() ctx: GraphQLContext) {
    return startQuizAttempt(ctx.scope, quizId);
  }

  @FieldResolver(() => [QuizAttemptType], { description: "The caller's attempts, oldest first; empty when anonymous." })
  myAttempts(@Root() quiz: QuizType, @Ctx() ctx: GraphQLContext) {
    return myAttemptsAt(ctx.scope, quiz.id);
  }

  @FieldResolver(() => QuizAttemptType, { nullable: true, description: "The caller's best submitted attempt." })
  async bestAttempt(@Root() quiz: QuizType, @Ctx() ctx: GraphQLContext) {
    return bestAttempt(await myAttemptsAt(ctx.scope, quiz.id));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Attempts the caller has left; null when unlimited.' })
  async attemptsLeft(@Root() quiz: QuizType, @Ctx() ctx: GraphQLContext) {
    return attemptsLeft(await myAttemptsAt(ctx.scope, quiz.id), quiz.attemptsAllowed);
  }

  @FieldResolver(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the caller may start another attempt, while the wait after their last one runs; else null.',
  })
  async nextAttemptAt(@Root() quiz: QuizType, @Ctx() ctx: GraphQLContext) {
    return nextAttemptAt(await myAttemptsAt(ctx.scope, quiz.id), quiz.waitMinutes, ctx.scope.deps.clock.now());
  }

  @FieldResolver(() => OfflineQuizPaperType, {
    nullable: true,
    description:
      'The questions to take offline, answered later with submitOfflineQuizAttempt; null for a timed quiz, and for ' +
      'a caller who may not take quizzes (not an ADMIN or active subscriber). It starts no attempt.',
  })
  offlinePaper(@Root() quiz: QuizView, @Ctx() ctx: GraphQLContext) {
    return offlinePaper(ctx.scope, quiz);
  }

  @Authorized('ADMIN')
  @FieldResolver(() => [QuestionKeyType], { description: 'ADMIN: the current questions with their key.' })
  questionKeys(@Root() quiz: QuizView) {
    return questionKeys(quiz.questions);
  }

  @Authorized('ADMIN')
  @FieldResolver(() => QuizResultsType, {
    description: 'ADMIN: attempts, pass rate, average, per question and learner.',
  })
  results(@Root() quiz: QuizType, @Ctx() ctx: GraphQLContext) {
    return quizResults(ctx.scope, quiz.id);
  }
}

@Resolver(() => CourseType)
export class CourseItemsResolver {
  @FieldResolver(() => [CourseItemType], {
    description:
      "The course's items in order for everyone: its READY lectures, each followed by the quizzes placed after it, " +
      'then the quizzes at the end.',
  })
  items(@Root() course: CourseType, @Ctx() ctx: GraphQLContext) {
    return courseItemsOf(ctx.scope, course.id);
  }
}

@Resolver(() => LectureType)
export class LectureQuizzesResolver {
  @FieldResolver(() => [QuizType], {
    description:
      "In-video questions: the quizzes whose player pauses inside this lecture's video, by their moment (atSeconds). " +
      "Their questions come with an attempt (startQuizAttempt), as any quiz's.",
  })
  questions(@Root() lecture: LectureType, @Ctx() ctx: GraphQLContext) {
    return inVideoQuizzesOf(ctx.scope, lecture.id);
  }
}

@Resolver(() => UserType)
export class LearnerQuizzesResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => [LearnerQuizRecordType], {
    nullable: true,
    description: 'The quizzes the learner submitted attempts at, the latest first: attempts, best score (ADMIN only).',
  })
  quizResults(@Root() user: UserType, @Ctx() ctx: GraphQLContext) {
    return quizResultsOfLearner(ctx.scope, user.id);
  }
}
