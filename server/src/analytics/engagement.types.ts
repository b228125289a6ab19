import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumValues } from '../http/graphql';
import { type ChannelClickThrough, REMINDER_CHANNELS, type ReminderChannel } from '../learning/click-through';
import type { EngagementView, EngagementWeek, PathCompletion } from './engagement.service';

const ReminderChannelEnum = enumValues(REMINDER_CHANNELS);
registerEnumType(ReminderChannelEnum, {
  name: 'ReminderChannel',
  description: 'A reminder sent to learners: the weekly digest mail, the idle reminder mail, or a web push.',
});

@ObjectType('ReminderClickThrough', {
  simpleResolvers: true,
  description: "One reminder channel's messages and how many of them learners opened (their link's first click).",
})
export class ReminderClickThroughType implements ChannelClickThrough {
  @Field(() => ReminderChannelEnum)
  channel!: ReminderChannel;

  @Field(() => Int, { description: 'Messages sent over the weeks of the overview.' })
  sent!: number;

  @Field(() => Int, { description: 'Of them, those whose link was opened.' })
  clicked!: number;
}

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

  @Field(() => [ReminderClickThroughType], {
    description: 'Each reminder channel (digest, idle reminder, push) over the same weeks, every channel listed.',
  })
  reminders!: ReminderClickThroughType[];
}
