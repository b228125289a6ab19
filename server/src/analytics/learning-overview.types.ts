import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { CourseLearning, LearningDay, LearningOverviewView } from './learning-overview.service';

@ObjectType('LearningDay', { simpleResolvers: true, description: "One UTC day of the whole platform's viewing." })
export class LearningDayType implements LearningDay {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  day!: string;

  @Field(() => Int, { description: 'Viewing sessions that ended that day.' })
  sessions!: number;

  @Field(() => Float, {
    description:
      'Minutes of lectures those sessions watched, a second replayed within a session counted once (one decimal).',
  })
  minutesWatched!: number;
}

@ObjectType('CourseLearning', {
  simpleResolvers: true,
  description: 'A course learners started in the range, with how many finished it.',
})
export class CourseLearningType implements CourseLearning {
  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: 'Learners who first viewed a lecture of the course in the range.' })
  started!: number;

  @Field(() => Int, { description: 'Certificates of the course issued in the range.' })
  finished!: number;
}

@ObjectType('LearningOverview', {
  simpleResolvers: true,
  description:
    "The whole platform's learning over a range of UTC days (ADMIN, or an API key with the analytics scope): the " +
    "dashboard's Learning section. Up to VIEWING_IDLE_SECONDS plus a minute behind the players.",
})
export class LearningOverviewType implements LearningOverviewView {
  @Field(() => String, { description: 'First UTC day of the range, YYYY-MM-DD.' })
  from!: string;

  @Field(() => String, { description: 'Last UTC day of the range, YYYY-MM-DD.' })
  to!: string;

  @Field(() => [LearningDayType], { description: 'Every day of the range in order, days without viewing included.' })
  days!: LearningDayType[];

  @Field(() => [CourseLearningType], { description: 'The courses most learners started in the range (at most 5).' })
  courses!: CourseLearningType[];
}
