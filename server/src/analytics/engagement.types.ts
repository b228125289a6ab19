import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { EngagementView, EngagementWeek, PathCompletion } from './engagement.service';

@ObjectType('EngagementWeek', {
  simpleResolvers: true,
  description: 'One week (Monday to Sunday, UTC) of learners watching.',
})
export class EngagementWeekType implements EngagementWeek {
  @Field(() => String, { description: 'Its Monday, YYYY-MM-DD.' })
  weekStart!: string;

  @Field(() => Int, { description: 'Learners who started a viewing session that week.' })
  active!: number;

  @Field(() => Int, { description: 'Of them, those who had watched before that week.' })
  returning!: number;
}

@ObjectType('PathCompletion', {
  simpleResolvers: true,
  description: 'How far learners got along a learning path (all time).',
})
export class PathCompletionType implements PathCompletion {
  @Field(() => ID)
  pathId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: 'Learners who have watched a lecture of one of its courses.' })
  started!: number;

  @Field(() => Int, { description: 'Path certificates issued.' })
  completed!: number;
}

@ObjectType('EngagementOverview', {
  simpleResolvers: true,
  description:
    "Whether learners come back and how far they get along the paths: the dashboard's Engagement section (ADMIN, or " +
    'an API key with the analytics scope).',
})
export class EngagementOverviewType implements EngagementView {
  @Field(() => [EngagementWeekType], {
    description: 'The last 8 weeks, oldest first, this week (so far) last; weeks without viewing included.',
  })
  weeks!: EngagementWeekType[];

  @Field(() => [PathCompletionType], { description: 'Every learning path, most started first.' })
  paths!: PathCompletionType[];
}
