import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, say } from '../../http/graphql';
import { currentUser } from '../../identity/user/account.service';
import { messages } from './billing.policy';
import {
  AutoRenewalResultType,
  CancellationPreviewType,
  CancellationResultType,
  CheckoutConfirmationType,
} from './billing.types';
import { cancelSubscription, previewCancellation } from './cancellation.service';
import { refundForDisplay } from './cancellation-display';
import { confirmCheckout, confirmSubscription } from './checkout-confirmation.service';
import { openBillingPortal, setAutoRenewal } from './subscription-settings.service';

/**
 * A payload with the caller as they are after the change, so a client's cache updates without asking `me` again, and
 * its message in the request's language.
 */
const withCaller = async <T extends { message: string }>(ctx: GraphQLContext, payload: T) => ({
  ...payload,
  message: say(ctx.req, payload.message),
  user: await currentUser(ctx.scope),
});

/** The spec's envelope around a confirmed subscription (the service returns the domain result only). */
const activated = ({ subscriptionId }: { subscriptionId: string }) => ({
  success: true,
  subscriptionId,
  message: messages.subscriptionActive,
});

@Resolver()
export class BillingResolver {
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
  @Query(() => CancellationPreviewType, {
    description:
      "What 'Cancel Subscription' would do now (refund and end now, or run to the period's end), to show before the " +
      'learner confirms. BAD_USER_INPUT without a running subscription.',
  })
  async cancellationPreview(@Ctx() ctx: GraphQLContext) {
    const preview = await previewCancellation(ctx.scope);
    return { ...preview, refund: refundForDisplay(preview.refund) };
  }

  @Authorized()
  @Mutation(() => CancellationResultType, {
    description:
      "Within the refund window of the year's payment: cancels now and refunds it in full, with a team's seats added " +
      'since. Past it: turns auto-renewal off, ' +
      'access continuing until the paid period ends (cancellationPreview says which beforehand).',
  })
  async cancelSubscription(@Ctx() ctx: GraphQLContext) {
    const result = await cancelSubscription(ctx.scope);
    return withCaller(ctx, {
      ...result,
      success: true,
      message: messages.cancellationSuccessful,
      refunded: result.refund !== null,
      refund: refundForDisplay(result.refund),
    });
  }

  @Authorized()
  @Mutation(() => AutoRenewalResultType, {
    description:
      'Turns auto-renewal off (the subscription ends when the paid year does: access until then, no refund) or back ' +
      'on while that year runs. BAD_USER_INPUT without an active subscription.',
  })
  async setAutoRenew(@Arg('enabled', () => Boolean) enabled: boolean, @Ctx() ctx: GraphQLContext) {
    const message = await setAutoRenewal(ctx.scope, enabled);
    return withCaller(ctx, { success: true, message });
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      "The address of the caller's billing page (Stripe's Customer Portal: card, invoices), which returns to the " +
      'profile; valid for a few minutes, so asked for on each visit. BAD_USER_INPUT before any payment.',
  })
  openBillingPortal(@Ctx() ctx: GraphQLContext) {
    return openBillingPortal(ctx.scope);
  }
}
