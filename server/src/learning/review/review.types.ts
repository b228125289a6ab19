import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LectureReferenceFields } from '../../catalog/lecture/lecture.types';
import type { CaptionKind } from '../../media/captions/caption.entity';
import { GradedAgainstKeyFields, QuestionType, QuizHeadingFields } from '../quiz/quiz.types';
import type { QuestionView } from '../quiz/quiz-attempt-rows';
import type { ClipCaptionsView } from './clip-captions.service';
import type { QuestionClipView } from './question-clip.service';
import type { QuestionClipInput, ReviewAnswerInput } from './review.rules';
import type { ReviewAnswerView, ReviewStatsView } from './review.service';
import type { ReviewClipView, ReviewItemView } from './review-rows';

@ObjectType('ReviewClipCaptions', {
  simpleResolvers: true,
  description: "A READY caption track of a clip's lecture: <track src> for the clip.",
})
export class ReviewClipCaptionsType implements ClipCaptionsView {
  @Field(() => String)
  language!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'captions or subtitles, as <track kind>.' })
  kind!: CaptionKind;

  @Field(() => String, { description: 'The WebVTT file, authorized per request like the video.' })
  url!: string;
}

@ObjectType('ReviewClip', {
  description: 'The 20–40 s of a lecture that teach a question: play the lecture from startSeconds to endSeconds.',
})
export class ReviewClipType extends LectureReferenceFields implements ReviewClipView {
  @Field(() => Int)
  startSeconds!: number;

  @Field(() => Int)
  endSeconds!: number;

  @Field(() => String, { description: "The lecture's video, for the caller's session: play a part of it." })
  videoUrl!: string;
}

@ObjectType('ReviewItem', { simpleResolvers: true, description: 'A question the caller missed, due for review.' })
export class ReviewItemType extends QuizHeadingFields implements ReviewItemView {
  @Field(() => ID)
  id!: string;

  @Field(() => GraphQLISODateTime)
  due!: Date;

  @Field(() => QuestionType, { description: 'As the quiz asks it now, without its key.' })
  question!: QuestionView;

  @Field(() => ReviewClipType, { nullable: true, description: 'Null when no lecture could be found that teaches it.' })
  clip!: ReviewClipView | null;
}

@ObjectType('DueReview', { simpleResolvers: true, description: "The caller's review for now." })
export class DueReviewType {
  @Field(() => Int, { description: 'Every item due now, of which `items` are the oldest.' })
  dueCount!: number;

  @Field(() => [ReviewItemType], { description: 'At most 10 (about five minutes), the oldest due first.' })
  items!: ReviewItemView[];
}

@ObjectType('ReviewAnswer', { simpleResolvers: true, description: 'A review answer as the server checked it.' })
export class ReviewAnswerType extends GradedAgainstKeyFields implements ReviewAnswerView {
  @Field(() => ID)
  itemId!: string;

  @Field(() => Boolean, {
    description: 'Whether it moved the schedule: an answer to a due item does; a retry after a miss is practice.',
  })
  scheduled!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When the item is due again.' })
  nextDue!: Date;

  @Field(() => ReviewClipType, { nullable: true, description: 'When wrong: the clip to replay before trying again.' })
  clip!: ReviewClipView | null;
}

@ObjectType('ReviewStats', { simpleResolvers: true, description: "The caller's review in numbers." })
export class ReviewStatsType implements ReviewStatsView {
  @Field(() => Int)
  dueNow!: number;

  @Field(() => Int, { description: 'Questions kept for review.' })
  cards!: number;

  @Field(() => Int, { description: 'Answers to items that were due, at least a day after the item was last seen.' })
  reviewsCounted!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The share of reviewsCounted answered right (0–100, one decimal); null before any.',
  })
  retentionPercent!: number | null;
}

@ObjectType('QuestionClip', {
  simpleResolvers: true,
  description: 'ADMIN: the clip that teaches a question, chosen by an ADMIN (explicit) or from the captions.',
})
export class QuestionClipType implements QuestionClipView {
  @Field(() => ID)
  questionId!: string;

  @Field(() => String)
  prompt!: string;

  @Field(() => Boolean)
  explicit!: boolean;

  @Field(() => ReviewClipType, { nullable: true })
  clip!: ReviewClipView | null;
}

@InputType('ReviewAnswerInput')
export class ReviewAnswerInputType implements ReviewAnswerInput {
  @Field(() => [ID], { description: 'The options chosen (ORDERING: every option, in order).' })
  optionIds!: string[];

  @Field(() => String, { nullable: true, description: 'SHORT_ANSWER: the text.' })
  text!: string | null;
}

@InputType('QuestionClipInput')
export class QuestionClipInputType implements QuestionClipInput {
  @Field(() => ID, { description: "A lecture of the quiz's course." })
  lectureId!: string;

  @Field(() => Int)
  startSeconds!: number;

  @Field(() => Int, { description: '20 to 40 seconds after startSeconds, within the lecture.' })
  endSeconds!: number;
}
