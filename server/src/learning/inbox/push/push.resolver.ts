import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../http/graphql';
import { PushDeviceType, PushSubscriptionInputType } from './push.types';
import { subscribeToPush, unsubscribeFromPush, webPushPublicKey } from './push-subscriptions.service';

/** Web push: a learner's browsers subscribe to be told what their inbox is told (docs/learning.md#web-push). */
@Resolver(() => PushDeviceType)
export class PushResolver {
  @Query(() => String, {
    nullable: true,
    description: "The server's VAPID public key, the applicationServerKey browsers subscribe with; null: push is off.",
  })
  webPushPublicKey(@Ctx() ctx: GraphQLContext) {
    return webPushPublicKey(ctx.scope);
  }

  @Authorized()
  @Mutation(() => PushDeviceType, {
    description:
      "Keeps this browser's push subscription for the caller and turns their push channel on. CONFLICT when push is off.",
  })
  subscribeToPush(
    @Arg('input', () => PushSubscriptionInputType) input: PushSubscriptionInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return subscribeToPush(ctx.scope, input);
  }

  @Authorized()
  @Mutation(() => PushDeviceType, { description: "Forgets one of the caller's browsers' push subscription." })
  unsubscribeFromPush(@Arg('endpoint', () => String) endpoint: string, @Ctx() ctx: GraphQLContext) {
    return unsubscribeFromPush(ctx.scope, endpoint);
  }
}
