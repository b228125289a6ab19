import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { CourseAnalyticsView, DroppedLecture, FunnelStep, QuizPassRate } from './course-analytics.service';
import type { LearnerViewingView } from './learner-viewing.service';
import type { DropOff, LectureRetentionView, RetentionPoint } from './lecture-retention.service';

@ObjectType('RetentionPoint', { simpleResolvers: true })
export class RetentionPointType implements RetentionPoint {
  @Field(() => Int, { description: 'Start of the bucket, in seconds from the start of the lecture.' })
  second!: number;

  @Field(() => Float, {
    description: 'On a curve: share (0–1) of viewing sessions that watched this bucket. On a drop-off: the share lost.',
  })
  share!: number;
}

@ObjectType('DropOff', { simpleResolvers: true, description: 'A point of a lecture where viewers left.' })
export class DropOffType implements DropOff {
  @Field(() => Int, { description: 'Start of the bucket, in seconds from the start of the lecture.' })
  second!: number;

  @Field(() => Float, { description: 'Share (0–1) of viewing sessions lost after this point.' })
  share!: number;

  @Field(() => String, {
    nullable: true,
    description: "The caption line spoken there (the lecture's first READY track); null without captions.",
  })
  caption!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The frame shown there: the storyboard sprite's URL (relative to the API origin, authorized like the poster) " +
      'with the tile as a `#xywh=x,y,width,height` media fragment, as the storyboard track names it. A flat string, ' +
      'so that it fits within the depth limit under course { lectures { lecture { retention } } }. Null for a ' +
      'lecture transcoded before storyboards.',
  })
  frameUrl!: string | null;
}

@ObjectType('LectureRetention', {
  simpleResolvers: true,
  description:
    'Where viewers of a lecture stay and leave, from viewing sessions ended in the date range (ADMIN, or an API key ' +
    'with the analytics scope). Counted as sessions end: up to VIEWING_IDLE_SECONDS plus a minute behind.',
})
export class LectureRetentionType implements LectureRetentionView {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Float)
  durationSeconds!: number;

  @Field(() => Int, { description: 'Width of each point of the curve, in seconds (1 for lectures up to 100 s).' })
  bucketSeconds!: number;

  @Field(() => Int, { description: 'Viewing sessions ended in the range.' })
  sessions!: number;

  @Field(() => [RetentionPointType], { description: 'The retention curve, one point per bucket.' })
  points!: RetentionPointType[];

  @Field(() => Float, { description: 'Mean share of the lecture each session watched, 0–100.' })
  averagePercentWatched!: number;

  @Field(() => [DropOffType], { description: 'Up to three points where the most viewers left, in order.' })
  dropOffs!: DropOffType[];

  @Field(() => Int, { description: 'Seconds watched more than once within a session, all sessions together.' })
  replaySeconds!: number;

  @Field(() => Int, { description: 'Sessions that stopped within the first 15 seconds.' })
  earlyStops!: number;
}

@ObjectType('FunnelStep', { simpleResolvers: true })
export class FunnelStepType implements FunnelStep {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  position!: number;

  @Field(() => Int, { description: 'Learners whose first view of this lecture fell in the range.' })
  viewers!: number;
}

@ObjectType('DroppedLecture', { simpleResolvers: true })
export class DroppedLectureType implements DroppedLecture {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  sessions!: number;

  @Field(() => Int, { description: 'Sessions that stopped within the first 15 seconds.' })
  earlyStops!: number;

  @Field(() => Float, { description: 'earlyStops / sessions.' })
  share!: number;
}

@ObjectType('QuizPassRate', { simpleResolvers: true })
export class QuizPassRateType implements QuizPassRate {
  @Field(() => ID)
  quizId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: 'Attempts submitted in the range.' })
  attempts!: number;

  @Field(() => Int)
  passed!: number;

  @Field(() => Float, { description: 'passed / attempts (0 without attempts).' })
  passRate!: number;
}

@ObjectType('CourseAnalytics', {
  simpleResolvers: true,
  description:
    "A course's completion funnel, completions, most dropped lectures and quiz pass rates over a range of UTC days " +
    '(ADMIN, or an API key with the analytics scope). Up to VIEWING_IDLE_SECONDS plus a minute behind the players.',
})
export class CourseAnalyticsType implements CourseAnalyticsView {
  @Field(() => ID)
  courseId!: string;

  @Field(() => String, { description: 'First UTC day of the range, YYYY-MM-DD.' })
  from!: string;

  @Field(() => String, { description: 'Last UTC day of the range, YYYY-MM-DD.' })
  to!: string;

  @Field(() => Int, { description: 'Learners who first viewed a lecture of the course in the range.' })
  started!: number;

  @Field(() => [FunnelStepType], { description: 'Each READY lecture in order, with its new viewers.' })
  funnel!: FunnelStepType[];

  @Field(() => Int, { description: 'Certificates issued in the range.' })
  finished!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Median seconds from a finisher's first lecture viewed to their certificate; null without finishers.",
  })
  medianSecondsToComplete!: number | null;

  @Field(() => [DroppedLectureType], {
    description: 'Lectures whose viewers most often stopped within the first 15 seconds, worst first (at most 5).',
  })
  mostDropped!: DroppedLectureType[];

  @Field(() => [QuizPassRateType])
  quizzes!: QuizPassRateType[];
}

@ObjectType('LearnerViewing', { simpleResolvers: true, description: "A learner's viewing record (ADMIN only)." })
export class LearnerViewingType implements LearnerViewingView {
  @Field(() => Float, { description: 'Minutes of lecture watched, replays included.' })
  minutesWatched!: number;

  @Field(() => Int, { description: 'Lectures verified complete (delivered and watched).' })
  verifiedLectures!: number;
}
