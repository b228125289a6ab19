import type { CancellationOutcome } from '@coursehub/shared';
import { Field, Float, GraphQLISODateTime, ObjectType, registerEnumType } from 'type-graphql';
import { UserType } from '../../identity/user/user.types';

@ObjectType('CheckoutConfirmation')
export class CheckoutConfirmationType {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  subscriptionId!: string;

  @Field(() => String, { description: "'Subscription Active'" })
  message!: string;

  @Field(() => UserType, { description: 'The caller as they are now (subscription active), for client caches.' })
  user!: UserType;
}

@ObjectType('AutoRenewalResult')
export class AutoRenewalResultType {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: 'What changed, to show the learner.' })
  message!: string;

  @Field(() => UserType, {
    description: 'The caller as they are now (subscription.renews changed), for client caches.',
  })
  user!: UserType;
}

export const CancellationOutcomeEnum = {
  REFUND: 'refund',
  PERIOD_END: 'period_end',
  NOW: 'now',
} as const satisfies Record<string, CancellationOutcome>;
registerEnumType(CancellationOutcomeEnum, {
  name: 'CancellationOutcome',
  description: "What 'Cancel Subscription' does (docs/payments.md, Cancellation and refunds).",
  valuesConfig: {
    REFUND: {
      description:
        "Within the refund window: the year's payment (and a team's seats added since) is refunded in full and access ends now.",
    },
    PERIOD_END: {
      description:
        'Past the refund window: auto-renewal turns off, access continues until the paid period ends, nothing is ' +
        'charged again; setAutoRenew(enabled: true) resumes renewal until then.',
    },
    NOW: { description: 'A past-due subscription (its running year unpaid): it ends now, nothing refunded.' },
  },
});

@ObjectType('CancellationRefund', { simpleResolvers: true, description: 'What a cancellation refunds.' })
export class CancellationRefundType {
  @Field(() => Float, { description: 'Major units of `currency`, e.g. 499.' })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217, upper case.' })
  currency!: string;

  @Field(() => String, { description: "For display, e.g. '₹499'." })
  formatted!: string;
}

@ObjectType('CancellationPreview', {
  simpleResolvers: true,
  description: "What 'Cancel Subscription' would do now: shown before the learner confirms.",
})
export class CancellationPreviewType {
  @Field(() => CancellationOutcomeEnum)
  outcome!: CancellationOutcome;

  @Field(() => GraphQLISODateTime, { description: 'When access ends: now, or the end of the paid period.' })
  accessEndsAt!: Date;

  @Field(() => CancellationRefundType, { nullable: true, description: 'The refund (REFUND only); null otherwise.' })
  refund!: CancellationRefundType | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      "When the refund window of the year's payment (checkout or renewal, not seats added) ends (or ended); null when none is recorded.",
  })
  refundWindowEndsAt!: Date | null;
}

@ObjectType('CancellationResult')
export class CancellationResultType {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: "'Cancellation successful'" })
  message!: string;

  @Field(() => Boolean, { description: 'Whether the last payment was refunded in full (within the refund window).' })
  refunded!: boolean;

  @Field(() => CancellationOutcomeEnum, { description: 'What the cancellation did.' })
  outcome!: CancellationOutcome;

  @Field(() => GraphQLISODateTime, { description: 'When access ended (now) or ends (the end of the paid period).' })
  accessEndsAt!: Date;

  @Field(() => CancellationRefundType, { nullable: true, description: 'What was refunded; null when nothing was.' })
  refund!: CancellationRefundType | null;

  @Field(() => UserType, {
    description:
      'The caller as they are now (subscription canceled, or still active with cancelAtPeriodEnd), for client caches.',
  })
  user!: UserType;
}
