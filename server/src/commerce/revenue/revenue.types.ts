import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { RenewalsDue, Revenue, RevenueMonth } from './revenue.service';

@ObjectType('RevenueMonth', {
  simpleResolvers: true,
  description: 'One month of the revenue chart, in major units of the plan currency.',
})
export class RevenueMonthType implements RevenueMonth {
  @Field(() => Int, { description: '1 (January) … 12.' })
  month!: number;

  @Field(() => Float, { description: 'Amounts paid in the month.' })
  cashCollected!: number;

  @Field(() => Float, { description: 'Amounts refunded in the month.' })
  refunds!: number;

  @Field(() => Float, {
    description:
      'Revenue earned in the month: a twelfth of each payment over the 12 months from its own, until a refund.',
  })
  recognisedRevenue!: number;
}

@ObjectType('RenewalsDue', { simpleResolvers: true, description: 'Yearly renewals expected within a window from now.' })
export class RenewalsDueType implements RenewalsDue {
  @Field(() => Int, { description: 'The window: from now to this many days ahead.' })
  withinDays!: number;

  @Field(() => Int, {
    description:
      "Seats renewing: active subscriptions with auto-renewal on whose year ends in the window, one for a learner's, a team plan's the seats its renewal charges.",
  })
  count!: number;

  @Field(() => Float, { description: '`count` × the plan price, in major units of the plan currency.' })
  amount!: number;
}

/** Plain read-only data with no per-field rules, so its fields skip type-graphql's middleware pipeline. */
@ObjectType('Revenue', {
  simpleResolvers: true,
  description:
    "The owner's revenue figures for one UTC month, from the payments in the plan currency (major units), and the renewals whose charge failed.",
})
export class RevenueType implements Revenue {
  @Field(() => Int)
  year!: number;

  @Field(() => Int, { description: '1 (January) … 12.' })
  month!: number;

  @Field(() => String, { description: 'The plan currency, ISO 4217, upper case.' })
  currency!: string;

  @Field(() => Float, { description: 'Amounts paid in the month.' })
  cashCollected!: number;

  @Field(() => Float, { description: 'Amounts refunded in the month (by `refunded_at`).' })
  refunds!: number;

  @Field(() => Float, {
    description:
      'Revenue earned in the month: each payment is earned over the 12 months from the month it was paid in, a twelfth a month (the remainder in the last), until the month of a refund.',
  })
  recognisedRevenue!: number;

  @Field(() => Float, {
    description:
      'At the month end, over the payments paid by then: paid − refunded by then − recognised to date, never below zero per payment.',
  })
  deferredRevenue!: number;

  @Field(() => Int, {
    description:
      "Seats with a paid year, not refunded or disputed, covering the month end: one per learner, a team plan's seats (those its year paid for and those added since).",
  })
  activeSubscribers!: number;

  @Field(() => Int, {
    description: 'Seats with a paid year, not refunded or disputed, covering the month start (as `activeSubscribers`).',
  })
  activeAtMonthStart!: number;

  @Field(() => Int, {
    description:
      'Seats active at the month start and not at its end: a learner whose year ended or was refunded (no later payment), a team plan renewed with fewer seats or ended.',
  })
  churnedSubscribers!: number;

  @Field(() => Float, {
    nullable: true,
    description: '`churnedSubscribers` / `activeAtMonthStart`, 0 … 1; null when nobody was active at the month start.',
  })
  churnRate!: number | null;

  @Field(() => Int, {
    description:
      'Renewal charges that failed for the first time in the month (each invoice once; a later successful retry does not undo it).',
  })
  failedRenewals!: number;

  @Field(() => Float, { description: 'What the failed renewals were due, in major units of the plan currency.' })
  failedRenewalsAmount!: number;

  @Field(() => [RenewalsDueType], { description: 'Renewals due in the next 30 and 90 days from now.' })
  renewalsDue!: RenewalsDueType[];

  @Field(() => [RevenueMonthType], { description: 'The 12 months of `year`, January first.' })
  monthly!: RevenueMonthType[];
}
