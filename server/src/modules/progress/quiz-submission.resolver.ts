import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { AnswerInputType } from '../quiz/quiz.types';
import { submitQuizAttempt } from '../quiz/quiz-taking.service';
import { QuizAttemptType } from '../quiz/quiz-views.types';
import { issueCertificateIfCourseComplete } from './course-completion';

/**
 * The quiz's submit lives here because a passing submit may complete the course: the quiz module scores it, and the
 * certificate (this module's) is issued in the same transaction. The quiz module cannot import progress (progress
 * reads quizzes to count them), so the arrow goes this way.
 */
@Resolver()
export class QuizSubmissionResolver {
  @Mutation(() => QuizAttemptType, {
    description:
      "Submits answers to the caller's attempt; the server scores it once (a second submit gets the first score). " +
      'Past its time limit the answers do not count. The results (correct answers, explanations) come back with the ' +
      'score; a pass that completes the course issues its certificate.',
  })
  submitQuizAttempt(
    @Arg('attemptId', () => ID) attemptId: string,
    @Arg('answers', () => [AnswerInputType]) answers: AnswerInputType[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return submitQuizAttempt(ctx.scope, attemptId, answers, issueCertificateIfCourseComplete);
  }
}
