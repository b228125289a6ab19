import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { startCheckout, stripePublishableKey, subscriptionPlan } from './checkout.service';
import { CheckoutSessionType, PaymentConnectionType, SubscriptionPlanType } from './payment.types';
import { listMyPayments, listPayments } from './payment-list.service';

@Resolver()
export class PaymentResolver {
  @Query(() => SubscriptionPlanType)
  subscriptionPlan(@Ctx() ctx: GraphQLContext) {
    return subscriptionPlan(ctx.scope.deps.config);
  }

  @Authorized()
  @Query(() => String, { nullable: true, description: "Stripe's publishable key; null in test mode." })
  stripePublishableKey(@Ctx() ctx: GraphQLContext) {
    return stripePublishableKey(ctx.scope);
  }

  @Authorized()
  @Mutation(() => CheckoutSessionType, {
    description: 'Opens a checkout for the yearly bundle; send the browser to `url`.',
  })
  startCheckout(@Ctx() ctx: GraphQLContext) {
    return startCheckout(ctx.scope, ctx.req.get('origin'));
  }

  @Authorized('ADMIN')
  @Query(() => PaymentConnectionType, {
    description:
      'ADMIN only. Every payment, newest first, a page at a time: `first` (1–100, 24 by default) after the cursor ' +
      "`after`; `learnerId` keeps one learner's. BAD_USER_INPUT for a cursor this list did not give. The monthly " +
      'sales are `stats.monthlySales`.',
  })
  payments(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('learnerId', () => ID, { nullable: true }) learnerId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listPayments(ctx.scope, { first, after, learnerId });
  }

  @Authorized()
  @Query(() => PaymentConnectionType, {
    description:
      "The caller's own payments, newest first, a page at a time: `first` (1–100, 24 by default) after the cursor " +
      '`after`.',
  })
  myPayments(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listMyPayments(ctx.scope, { first, after });
  }
}
