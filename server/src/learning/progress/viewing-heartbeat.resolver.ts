import { Arg, Ctx, Field, FieldResolver, Float, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { loadVerifiedLectures, recordHeartbeat } from '../../media/viewing/viewing-record.service';
import { createBatch, perRequest } from '../../shared/request-batch';
import type { RequestScope } from '../../shared/scope';
import { LectureProgressType } from './progress.types';

@ObjectType('ViewingHeartbeat', { simpleResolvers: true, description: 'What the server made of a player heartbeat.' })
export class ViewingHeartbeatType {
  @Field(() => Boolean, { description: "The lecture is verified complete for the caller (the server's record)." })
  verified!: boolean;
}

const verifiedBatches = perRequest(({ em, viewer }: RequestScope) => ({
  verified: createBatch<string, boolean>(async (lectureIds) => {
    const verified = viewer ? await loadVerifiedLectures(em, viewer.id, lectureIds) : new Set<string>();
    return new Map(lectureIds.map((id) => [id, verified.has(id)]));
  }, false),
}));

/**
 * The player's heartbeat, and whether a lecture of the caller's progress is verified. The viewing module records the
 * heartbeat; one that verifies a lecture publishes `viewing.verified`, on which this module issues the certificate
 * (certificate-subscriptions.ts).
 */
@Resolver(() => LectureProgressType)
export class ViewingHeartbeatResolver {
  @Mutation(() => ViewingHeartbeatType, {
    description:
      'About every ten seconds while a lecture is open: where the player is, whether it plays, at what rate and ' +
      'whether the page is visible. The stretch since the previous heartbeat counts as watched when it played, ' +
      "visible, at no more than 2x of the server's clock; with the segments the media route delivered it makes the " +
      "lecture's verified completion (docs/learning.md#verified-completion).",
  })
  async recordViewingHeartbeat(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('positionSeconds', () => Float) positionSeconds: number,
    @Arg('playing', () => Boolean) playing: boolean,
    @Arg('rate', () => Float) rate: number,
    @Arg('visible', () => Boolean) visible: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingHeartbeatType> {
    return recordHeartbeat(ctx.scope, lectureId, { positionSeconds, playing, rate, visible });
  }

  @FieldResolver(() => Boolean, {
    description:
      "Verified complete: the server's record shows this lecture delivered and watched (at no more than 2x) to at " +
      "least VERIFIED_COMPLETION_PERCENT of its length. `completed` is the learner's own mark or position.",
  })
  verified(@Root() progress: LectureProgressType, @Ctx() ctx: GraphQLContext) {
    return verifiedBatches(ctx.scope).verified(progress.lectureId);
  }
}
