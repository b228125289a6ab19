import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { currentUser } from '../user/account.service';
import { cancelSubscription } from './cancellation.service';
import {
  confirmCheckout,
  confirmSubscription,
  startCheckout,
  stripePublishableKey,
  subscriptionPlan,
} from './checkout.service';
import { messages } from './payment.policy';
import {
  CancellationResultType,
  CheckoutConfirmationType,
  CheckoutSessionType,
  PaymentRecordType,
  PaymentsReportType,
  SubscriptionPlanType,
} from './payment.types';
import { MAX_PAYMENT_RECORDS, myPayments, paymentsReport } from './payment-records.service';

/** A payload with the caller as they are after the change, so a client's cache updates without asking `me` again. */
const withCaller = async <T extends object>(ctx: GraphQLContext, payload: T) => ({
  ...payload,
  user: await currentUser(ctx.scope),
});

/** The spec's envelope around a confirmed subscription (the service returns the domain result only). */
const activated = ({ subscriptionId }: { subscriptionId: string }) => ({
  success: true,
  subscriptionId,
  message: messages.subscriptionActive,
});

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
    return startCheckout(ctx.scope);
  }

  @Authorized()
  @Mutation(() => CheckoutConfirmationType, {
    description: 'After the redirect to /checkout/success?session_id=…: activates the subscription once paid.',
  })
  async confirmCheckout(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: GraphQLContext) {
    return withCaller(ctx, activated(await confirmCheckout(ctx.scope, sessionId)));
  }

  @Authorized()
  @Mutation(() => CheckoutConfirmationType, { description: "Confirms one of the caller's subscriptions by its id." })
  async verifySubscription(@Arg('subscriptionId', () => String) subscriptionId: string, @Ctx() ctx: GraphQLContext) {
    return withCaller(ctx, activated(await confirmSubscription(ctx.scope, subscriptionId)));
  }

  @Authorized()
  @Mutation(() => CancellationResultType, {
    description: 'Cancels now; refunds the last payment in full when within the refund window.',
  })
  async cancelSubscription(@Ctx() ctx: GraphQLContext) {
    const { refunded } = await cancelSubscription(ctx.scope);
    return withCaller(ctx, { success: true, message: messages.cancellationSuccessful, refunded });
  }

  @Authorized('ADMIN')
  @Query(() => PaymentsReportType)
  payments(
    @Arg('count', () => Int, { nullable: true, defaultValue: MAX_PAYMENT_RECORDS, description: 'At most 100.' })
    count: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paymentsReport(ctx.scope, count ?? MAX_PAYMENT_RECORDS);
  }

  @Authorized()
  @Query(() => [PaymentRecordType], { description: "The caller's own payments, newest first." })
  myPayments(@Ctx() ctx: GraphQLContext) {
    return myPayments(ctx.scope);
  }
}
