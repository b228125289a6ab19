import { Field, Float, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { CancellationOutcomeEnum } from '../billing/billing.types';
import type { Receipt, ReceiptCancellation, ReceiptMoney } from './receipt.service';

@ObjectType('ReceiptMoney', { simpleResolvers: true, description: "An amount in the receipt's currency." })
export class ReceiptMoneyType implements ReceiptMoney {
  @Field(() => Float, { description: 'Major units, e.g. 499 or 4.99.' })
  amount!: number;

  @Field(() => String, { description: "For display, e.g. '₹499'." })
  formatted!: string;
}

@ObjectType('ReceiptParty', { simpleResolvers: true, description: 'Who paid.' })
export class ReceiptPartyType {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;
}

@ObjectType('ReceiptSeller', {
  simpleResolvers: true,
  description: 'The business, from the configuration (BUSINESS_NAME, BUSINESS_ADDRESS).',
})
export class ReceiptSellerType {
  @Field(() => String)
  name!: string;

  @Field(() => [String], { description: 'The address, a line each; empty when none is configured.' })
  address!: string[];
}

@ObjectType('ReceiptCancellation', {
  simpleResolvers: true,
  description: "The learner's cancellation as it concerns the payment (REFUND or PERIOD_END).",
})
export class ReceiptCancellationType implements ReceiptCancellation {
  @Field(() => CancellationOutcomeEnum, {
    description: 'REFUND: refunded by the cancellation, access ended then; PERIOD_END: access until accessEndsAt.',
  })
  outcome!: ReceiptCancellation['outcome'];

  @Field(() => GraphQLISODateTime, { description: 'When access ended (REFUND) or ends (PERIOD_END).' })
  accessEndsAt!: Date;
}

@ObjectType('Receipt', { simpleResolvers: true, description: 'The receipt of one payment, to show or print.' })
export class ReceiptType implements Receipt {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => String, {
    description: "'CH-<year paid>-<12 hex digits of the payment id>': the same for the payment on every call.",
  })
  number!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the payment was made.' })
  issuedAt!: Date;

  @Field(() => String, {
    description:
      "What was bought: 'CourseHub yearly subscription', or seats added to a team's during its year, 'CourseHub yearly subscription: 2 additional seats'.",
  })
  plan!: string;

  @Field(() => Float, { description: 'What was paid, in major units of `currency` (tax included, when there is any).' })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217, upper case.' })
  currency!: string;

  @Field(() => String, { description: "`amount` for display, e.g. '₹499'." })
  formattedAmount!: string;

  @Field(() => ReceiptMoneyType, {
    nullable: true,
    description: 'The tax included in `amount`, as the provider charged it (STRIPE_AUTOMATIC_TAX); null when none was.',
  })
  tax!: ReceiptMoney | null;

  @Field(() => String, {
    description: "How it was paid, as far as is known: 'Card (Stripe)' or 'Test mode card'.",
  })
  paymentMethod!: string;

  @Field(() => String, { description: "'paid' or 'refunded'." })
  status!: Receipt['status'];

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was refunded; null when it was not.' })
  refundedAt!: Date | null;

  @Field(() => ReceiptMoneyType, { nullable: true, description: 'How much was refunded; null when nothing was.' })
  refund!: ReceiptMoney | null;

  @Field(() => ReceiptPartyType, {
    nullable: true,
    description: 'The payer; null once they closed their account (the payment stays, anonymised).',
  })
  billedTo!: ReceiptPartyType | null;

  @Field(() => ReceiptSellerType)
  seller!: ReceiptSellerType;

  @Field(() => ReceiptCancellationType, {
    nullable: true,
    description:
      "The learner's cancellation: this payment refunded by it, or the period it pays for cancelled to end; else null.",
  })
  cancellation!: ReceiptCancellation | null;
}
