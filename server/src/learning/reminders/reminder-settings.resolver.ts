import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { type IdleReminderView, idleReminder, setIdleReminderDays } from './reminder-settings.service';

@ObjectType('IdleReminder', {
  simpleResolvers: true,
  description: 'When a learner is reminded after a break from learning (the mail itself is turned off as IDLE_NUDGE).',
})
export class IdleReminderType implements IdleReminderView {
  @Field(() => Int, { description: 'Days without a lecture before a reminder.' })
  days!: number;

  @Field(() => Boolean, { description: "The caller chose `days`; false: it is the server's default." })
  chosen!: boolean;
}

@Resolver(() => IdleReminderType)
export class ReminderSettingsResolver {
  @Authorized()
  @Query(() => IdleReminderType, { description: "The caller's break from learning before a reminder mail." })
  idleReminder(@Ctx() ctx: GraphQLContext) {
    return idleReminder(ctx.scope);
  }

  @Authorized()
  @Mutation(() => IdleReminderType, {
    description:
      "Sets the caller's break before a reminder, 2 to 90 days (BAD_USER_INPUT otherwise); null: the default.",
  })
  setIdleReminderDays(@Arg('days', () => Int, { nullable: true }) days: number | null, @Ctx() ctx: GraphQLContext) {
    return setIdleReminderDays(ctx.scope, days);
  }
}
