import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { learnerSessions, revokeLearnerSession } from './sessions.service';
import { AccountSessionType } from './user.types';

/** A learner's signed-in devices as an admin sees them, and signing one out (a lost phone, a shared account). */
@Resolver()
export class LearnerSessionsResolver {
  @Authorized('ADMIN')
  @Query(() => [AccountSessionType], {
    description:
      "ADMIN only. A learner's signed-in devices, the most recently used first, with what each plays and keeps. " +
      'An unknown learner has none.',
  })
  learnerSessions(@Arg('userId', () => ID) userId: string, @Ctx() ctx: GraphQLContext) {
    return learnerSessions(ctx.scope, userId);
  }

  @Authorized('ADMIN')
  @Mutation(() => [AccountSessionType], {
    description:
      "ADMIN only. Signs one of a learner's devices out: its session ends, and with it its playback slot and its " +
      "downloads. Returns the learner's devices left. NOT_FOUND for a session that is not the learner's or has ended.",
  })
  async revokeLearnerSession(
    @Arg('userId', () => ID) userId: string,
    @Arg('sessionId', () => ID) sessionId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    await revokeLearnerSession(ctx.scope, userId, sessionId);
    return learnerSessions(ctx.scope, userId);
  }
}
