import { Authorized, Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../http/graphql';
import { NamedPersonFields } from '../../identity/user/person.types';
import type { SubscriptionPlan } from './checkout.service';
import type { PaymentView } from './payment-records.service';

@ObjectType('SubscriptionPlan', { description: 'The yearly bundle: every existing and new course.' })
export class SubscriptionPlanType implements SubscriptionPlan {
  @Field(() => Float, { description: 'In major units of `currency`, e.g. 499.' })
  price!: number;

  @Field(() => Int, { description: 'The price in minor units (paise, cents), as charged.' })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217, upper case.' })
  currency!: string;

  @Field(() => String, { description: "Always 'year'." })
  interval!: 'year';

  @Field(() => Int, {
    description:
      "Cancelling within this many days of the year's payment refunds it in full (with a team's seats added since).",
  })
  refundWindowDays!: number;

  @Field(() => String, { description: "The price formatted for display, e.g. '₹499'." })
  formattedPrice!: string;

  @Field(() => Boolean, {
    description:
      'Whether checkout is refused (FORBIDDEN) until the learner has confirmed their email (REQUIRE_CONFIRMED_EMAIL_FOR_CHECKOUT, off by default).',
  })
  requiresConfirmedEmail!: boolean;
}

@ObjectType('CheckoutSession')
export class CheckoutSessionType {
  @Field(() => String)
  id!: string;

  @Field(() => String, { description: "The provider's checkout page (Stripe, or test mode's own page)." })
  url!: string;
}

@ObjectType('PaymentCustomer')
export class PaymentCustomerType extends NamedPersonFields {
  @Field(() => ID)
  id!: string;
}

@ObjectType('Payment', { description: 'One paid invoice of the yearly subscription.' })
export class PaymentType implements PaymentView {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Minor units (paise, cents).' })
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { description: "e.g. '₹499'" })
  formattedAmount!: string;

  @Field(() => String, {
    description: "'paid', 'refunded' or 'disputed' (the payer's bank opened a dispute; access ended)",
  })
  status!: PaymentView['status'];

  @Field(() => GraphQLISODateTime)
  paidAt!: Date;

  @Field(() => Boolean)
  refunded!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  refundedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Minor units.' })
  refundedAmount!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Why it was refunded: 'cancellation' (cancelled within the refund window), 'duplicate' (a second payment while already subscribed: refunded and its subscription cancelled automatically), 'provider' (refunded at the payment provider, e.g. Stripe's dashboard) or 'fraud' (refunded after the card issuer's early fraud warning). Null when not refunded.",
  })
  refundReason!: PaymentView['refundReason'];

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: "When the payer's bank opened a dispute about it (status 'disputed'); null when never disputed.",
  })
  disputedAt!: Date | null;

  @Authorized('ADMIN')
  @Field(() => PaymentCustomerType, {
    nullable: true,
    description: 'Who paid (ADMIN only); null once the payer closed the account (the payment stays, anonymised).',
  })
  customer!: PaymentCustomerType | null;
}

/** Payments newest first (paid_at, then id), a page at a time. */
export const PaymentConnectionType = connectionType('Payment', PaymentType);
