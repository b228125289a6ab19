import { Field, Int, ObjectType } from 'type-graphql';
import type { WeeklyGoalView, WeekMinutes } from './weekly-goal.service';

@ObjectType('WeekMinutes', {
  simpleResolvers: true,
  description: 'Minutes watched in one week (Monday to Sunday, UTC).',
})
export class WeekMinutesType implements WeekMinutes {
  @Field(() => String, { description: "The week's Monday, YYYY-MM-DD." })
  weekStart!: string;

  @Field(() => Int)
  minutes!: number;
}

@ObjectType('WeeklyGoal', {
  simpleResolvers: true,
  description: "The caller's weekly goal, the minutes watched (the viewing record's, replays counted) and the streak.",
})
export class WeeklyGoalType implements WeeklyGoalView {
  @Field(() => Int, { nullable: true, description: 'Minutes a week; null without a goal.' })
  weeklyMinutes!: number | null;

  @Field(() => Int)
  minutesThisWeek!: number;

  @Field(() => Int, { description: 'Weeks in a row, up to this one, that reached the goal (this one once reached).' })
  streakWeeks!: number;

  @Field(() => [WeekMinutesType], { description: 'The last 8 weeks, the oldest first, this one last.' })
  weeks!: WeekMinutes[];
}
