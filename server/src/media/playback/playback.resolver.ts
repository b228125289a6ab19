import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { PlaybackLeaseType } from './playback.types';
import { acquirePlaybackLease, releasePlaybackLease, renewPlaybackLease } from './playback-leases.service';

// No edge gates: who needs a lease and who may hold one (learners with a subscription) is the service's rule.
@Resolver()
export class PlaybackResolver {
  @Mutation(() => PlaybackLeaseType, {
    nullable: true,
    description:
      "Before playing a lecture: a lease for the caller's device, or null when none is needed (ADMINs, free " +
      'previews played without a subscription; a subscriber plays a preview under a lease, so it counts towards ' +
      'verified completion). CONFLICT when the account already plays on MAX_CONCURRENT_STREAMS other devices; `takeOver` ends ' +
      'their leases instead: their signed media URLs stop within a second, their master playlist and video are ' +
      'refused (409) until they acquire again, and their renewal answers CONFLICT. The media route gives a lease ' +
      'to a device that loads a lecture without one, while the account is under its limit.',
  })
  acquirePlaybackLease(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('takeOver', () => Boolean, { defaultValue: false }) takeOver: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return acquirePlaybackLease(ctx.scope, lectureId, takeOver);
  }

  @Mutation(() => PlaybackLeaseType, {
    nullable: true,
    description:
      "About once a minute while playing: extends the caller's lease. CONFLICT when another device took it over, " +
      'NOT_FOUND when it lapsed or was released (acquire a new one); null for ADMINs, who hold none.',
  })
  renewPlaybackLease(@Arg('leaseId', () => ID) leaseId: string, @Ctx() ctx: GraphQLContext) {
    return renewPlaybackLease(ctx.scope, leaseId);
  }

  @Mutation(() => Boolean, {
    description: "When the player stops: ends the caller's lease at once. Whether there was one to end.",
  })
  releasePlaybackLease(@Arg('leaseId', () => ID) leaseId: string, @Ctx() ctx: GraphQLContext) {
    return releasePlaybackLease(ctx.scope, leaseId);
  }
}
