import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { DashboardStats } from './stats.service';

/** Plain read-only data with no per-field rules, so its fields skip type-graphql's middleware pipeline. */
@ObjectType('Stats', { simpleResolvers: true, description: 'The admin dashboard: users and sales.' })
export class StatsType implements DashboardStats {
  @Field(() => Int, { description: 'Every registered account, admins included.' })
  allUsersCount!: number;

  @Field(() => Int, { description: "Accounts whose subscription status is 'active' (a team's owner counts once)." })
  subscribedUsersCount!: number;

  @Field(() => Int, { description: 'Active team plans (each is one of the subscriptions above).' })
  teamSubscriptionsCount!: number;

  @Field(() => Int, { description: 'Seats the active team plans pay for.' })
  teamSeatsCount!: number;

  @Field(() => Int, { description: 'Seats of the active team plans that members hold.' })
  teamSeatsUsed!: number;

  @Field(() => [Int], {
    description:
      'Successful payments per month (UTC) of `year`, Jan … Dec (twelve values). Refunded payments are not counted.',
  })
  monthlySales!: number[];

  @Field(() => Float, {
    description:
      'Subscriptions × the plan price, a team plan counting its seats, in major units of `currency` (the spec’s Total Revenue).',
  })
  totalRevenue!: number;

  @Field(() => Float, {
    description:
      'Money kept from the payments made in `year`: their amounts minus what was refunded of them, in major units of `currency`.',
  })
  collectedRevenue!: number;

  @Field(() => String, { description: 'The plan currency, ISO 4217, upper case.' })
  currency!: string;

  @Field(() => Int, { description: 'The UTC year of `monthlySales` and `collectedRevenue`.' })
  year!: number;

  @Field(() => String, { description: "'Stats fetched successfully'" })
  message!: string;
}
