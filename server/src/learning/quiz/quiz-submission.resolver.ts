import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { AnswerInputType } from './quiz.types';
import { submitOfflineQuizAttempt } from './quiz-offline.service';
import { OfflineQuizAttemptInputType } from './quiz-offline.types';
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

  @Mutation(() => QuizAttemptType, {
    description:
      'Scores answers given offline on a paper (Quiz.offlinePaper) as a new attempt, once per device-made id. The ' +
      'rules of starting an attempt apply when they arrive (CONFLICT when none is left or the wait runs); they are ' +
      "graded on the paper's version. BAD_USER_INPUT for a timed quiz or a blank paper.",
  })
  submitOfflineQuizAttempt(
    @Arg('input', () => OfflineQuizAttemptInputType) input: OfflineQuizAttemptInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return submitOfflineQuizAttempt(ctx.scope, input);
  }
}
