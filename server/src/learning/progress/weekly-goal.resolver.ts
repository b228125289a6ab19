import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { setWeeklyGoal, weeklyGoal } from './weekly-goal.service';
import { WeeklyGoalType } from './weekly-goal.types';

@Resolver(() => WeeklyGoalType)
export class WeeklyGoalResolver {
  @Authorized()
  @Query(() => WeeklyGoalType, { description: "The caller's weekly goal, this week's minutes and the streak." })
  weeklyGoal(@Ctx() ctx: GraphQLContext) {
    return weeklyGoal(ctx.scope);
  }

  @Authorized()
  @Mutation(() => WeeklyGoalType, {
    description: "Sets the caller's weekly goal in minutes (10–1200), or takes it away with null.",
  })
  setWeeklyGoal(@Arg('minutes', () => Int, { nullable: true }) minutes: number | null, @Ctx() ctx: GraphQLContext) {
    return setWeeklyGoal(ctx.scope, minutes);
  }
}
