import { Field, Int, ObjectType } from 'type-graphql';
import type { PaymentSummary } from './learner-payments.service';

@ObjectType('PaymentSummary', {
  simpleResolvers: true,
  description: "What a learner has paid (ADMIN only): how many payments, and the money kept in the plan's currency.",
})
export class PaymentSummaryType implements PaymentSummary {
  @Field(() => Int, { description: 'Every payment, refunded ones included.' })
  count!: number;

  @Field(() => Int, { description: 'Minor units of `currency`: the payments minus what was refunded of them.' })
  totalAmount!: number;

  @Field(() => String, { description: "The plan's currency, ISO 4217, upper case." })
  currency!: string;

  @Field(() => String, { description: "`totalAmount` formatted for display, e.g. '₹499'." })
  formattedTotal!: string;
}
