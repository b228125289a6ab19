import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { clipCaptions } from './clip-captions.service';
import { questionClips, setQuestionClip } from './question-clip.service';
import { answerReviewItem, dueReview, reviewStats } from './review.service';
import {
  DueReviewType,
  QuestionClipInputType,
  QuestionClipType,
  ReviewAnswerInputType,
  ReviewAnswerType,
  ReviewClipCaptionsType,
  ReviewClipType,
  ReviewStatsType,
} from './review.types';

// Every card is its learner's alone: the services read cards by the caller, so no one reaches another's.
@Resolver()
export class ReviewResolver {
  @Query(() => DueReviewType, { description: "The caller's questions due for review now: at most 10, oldest first." })
  dueReview(@Ctx() ctx: GraphQLContext) {
    return dueReview(ctx.scope);
  }

  @Query(() => ReviewStatsType, { description: "The caller's review: items due, items kept, and retention." })
  reviewStats(@Ctx() ctx: GraphQLContext) {
    return reviewStats(ctx.scope);
  }

  @Mutation(() => ReviewAnswerType, {
    description:
      "Answers one of the caller's review items: a due one is scheduled again (right: later; wrong: the next day, " +
      'with the clip to replay); one not due (a retry) is only checked.',
  })
  answerReviewItem(
    @Arg('id', () => ID) id: string,
    @Arg('answer', () => ReviewAnswerInputType) answer: ReviewAnswerInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return answerReviewItem(ctx.scope, id, answer);
  }

  @Authorized('ADMIN')
  @Query(() => [QuestionClipType], { description: 'ADMIN: the clip that teaches each question of a quiz.' })
  questionClips(@Arg('quizId', () => ID) quizId: string, @Ctx() ctx: GraphQLContext) {
    return questionClips(ctx.scope, quizId);
  }

  @Authorized('ADMIN')
  @Mutation(() => QuestionClipType, {
    description: "ADMIN: sets the clip that teaches a question (it wins over the captions' choice); null clears it.",
  })
  setQuestionClip(
    @Arg('quizId', () => ID) quizId: string,
    @Arg('questionId', () => ID) questionId: string,
    @Arg('clip', () => QuestionClipInputType, { nullable: true }) clip: QuestionClipInputType | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setQuestionClip(ctx.scope, quizId, questionId, clip);
  }
}

@Resolver(() => ReviewClipType)
export class ReviewClipResolver {
  @FieldResolver(() => [ReviewClipCaptionsType], {
    description: "The lecture's READY caption tracks, for the clip's <track> elements.",
  })
  captions(@Root() clip: ReviewClipType, @Ctx() ctx: GraphQLContext) {
    return clipCaptions(ctx.scope, clip.lectureId);
  }
}
