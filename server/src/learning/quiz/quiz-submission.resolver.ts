import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { AnswerInputType } from './quiz.types';
import { submitQuizAttempt } from './quiz-taking.service';
import { QuizAttemptType } from './quiz-views.types';

/**
 * The quiz's submit. A pass publishes `quiz.passed`, on which the learning side issues the certificate in the same
 * transaction (learning/progress/certificate-subscriptions.ts): the answer already carries it.
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
    return submitQuizAttempt(ctx.scope, attemptId, answers);
  }
}
