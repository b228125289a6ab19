import { QUESTION_TYPES, type QuestionFields, type QuestionKind, type QuizFields } from '@coursehub/shared';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumValues } from '../../http/graphql';
import type { QuestionResultView, QuestionView } from './quiz-attempt-rows';
import type { AnswerInput } from './quiz-questions';

/** The GraphQL enum of QUESTION_TYPES (@coursehub/shared). */
export const QuestionKindEnum = enumValues(QUESTION_TYPES);

registerEnumType(QuestionKindEnum, {
  name: 'QuestionKind',
  description:
    'SINGLE_CHOICE and TRUE_FALSE: one option; MULTIPLE_CHOICE: every correct option (partial credit: right picks ' +
    'minus wrong picks, over the correct ones); SHORT_ANSWER: a text, case and spacing ignored; ORDERING: every ' +
    'option in order (partial credit: the share of items in their place).',
});

@ObjectType('QuizOption', { simpleResolvers: true })
export class QuizOptionType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  text!: string;
}

/**
 * A question as it is asked: its id, kind, prompt and worth, on the learner's Question and the builder's QuestionKey
 * (both extend it). It is never answered itself, so the schema, built from what the resolvers reach, does not list it.
 */
@ObjectType('QuestionStem', { simpleResolvers: true })
abstract class QuestionStemFields implements Omit<QuestionView, 'options'> {
  @Field(() => ID)
  id!: string;

  @Field(() => QuestionKindEnum)
  type!: QuestionKind;

  @Field(() => String)
  prompt!: string;

  @Field(() => Float)
  points!: number;
}

@ObjectType('Question', {
  simpleResolvers: true,
  description: 'A question as a learner sees it while answering: no key and no explanation.',
})
export class QuestionType extends QuestionStemFields implements QuestionView {
  @Field(() => [QuizOptionType], { description: 'In the order this attempt shows them; empty for SHORT_ANSWER.' })
  options!: QuizOptionType[];
}

/**
 * An answer as graded, with the key it was graded against: what a submitted attempt's question and a review's
 * answer both show (QuestionResult, ReviewAnswer extend it). It is never answered itself, so the schema, built from
 * what the resolvers reach, does not list it.
 */
@ObjectType('GradedAgainstKey', { simpleResolvers: true })
export abstract class GradedAgainstKeyFields
  implements Pick<QuestionResultView, 'correct' | 'correctOptionIds' | 'acceptedAnswers' | 'explanation'>
{
  @Field(() => Boolean, { description: 'Wholly right.' })
  correct!: boolean;

  @Field(() => [ID], { description: 'The correct options (ORDERING: in the correct order).' })
  correctOptionIds!: string[];

  @Field(() => [String], { description: 'SHORT_ANSWER: the answers accepted.' })
  acceptedAnswers!: string[];

  @Field(() => String)
  explanation!: string;
}

/**
 * A quiz by its id and title, with its course's: how a learner's record of a quiz and a review item name it (both
 * extend it). It is never answered itself, so the schema does not list it.
 */
@ObjectType('QuizHeading', { simpleResolvers: true })
export abstract class QuizHeadingFields {
  @Field(() => ID)
  quizId!: string;

  @Field(() => String)
  quizTitle!: string;

  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  courseTitle!: string;
}

@ObjectType('QuestionResult', {
  simpleResolvers: true,
  description: 'One question of a submitted attempt: the answer as it was graded, the key and the explanation.',
})
export class QuestionResultType extends GradedAgainstKeyFields implements QuestionResultView {
  @Field(() => ID)
  questionId!: string;

  @Field(() => String)
  prompt!: string;

  @Field(() => Float)
  earned!: number;

  @Field(() => Float)
  points!: number;

  @Field(() => [ID], { description: 'The options chosen (ORDERING: in the order given).' })
  optionIds!: string[];

  @Field(() => String, { nullable: true, description: 'The text given (SHORT_ANSWER).' })
  text!: string | null;

  @Field(() => String, { description: 'What was answered, readable.' })
  summary!: string;
}

@ObjectType('QuestionKey', {
  simpleResolvers: true,
  description: 'ADMIN: a question with its key, in the shape QuestionInput takes, for the quiz builder.',
})
export class QuestionKeyType extends QuestionStemFields {
  @Field(() => String)
  explanation!: string;

  @Field(() => [String])
  options!: string[];

  @Field(() => [Int])
  correctIndexes!: number[];

  @Field(() => Boolean, { nullable: true })
  correctBoolean!: boolean | null;

  @Field(() => [String])
  acceptedAnswers!: string[];
}

@InputType('QuestionInput')
export class QuestionInput implements QuestionFields {
  @Field(() => ID, { nullable: true, description: "An existing question's id, so its results follow it." })
  id?: string;

  @Field(() => QuestionKindEnum)
  type!: QuestionKind;

  @Field(() => String)
  prompt!: string;

  @Field(() => String, { nullable: true, defaultValue: '', description: 'Shown with the answer, after submitting.' })
  explanation?: string;

  @Field(() => Float)
  points!: number;

  @Field(() => [String], {
    nullable: true,
    defaultValue: [],
    description: 'Choices; for ORDERING, the items in their correct order. Unused by TRUE_FALSE and SHORT_ANSWER.',
  })
  options?: string[];

  @Field(() => [Int], { nullable: true, defaultValue: [], description: 'Indexes of the correct options (choices).' })
  correctIndexes?: number[];

  @Field(() => Boolean, { nullable: true, description: 'TRUE_FALSE: the right answer.' })
  correctBoolean?: boolean | null;

  @Field(() => [String], { nullable: true, defaultValue: [], description: 'SHORT_ANSWER: the answers accepted.' })
  acceptedAnswers?: string[];
}

@InputType('QuizInput')
export class QuizInput implements Omit<QuizFields, 'questions'> {
  @Field(() => String)
  title!: string;

  @Field(() => ID, { nullable: true, description: 'The lecture the quiz follows; null puts it after every lecture.' })
  afterLectureId?: string | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: null,
    description: "In-video: the second of afterLectureId's video where the player pauses and asks it.",
  })
  atSeconds?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'In-video: the learner may skip it.' })
  skippable?: boolean;

  @Field(() => Int)
  passMarkPercent!: number;

  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' })
  attemptsAllowed!: number | null;

  @Field(() => Int, { defaultValue: 0 })
  waitMinutes!: number;

  @Field(() => Boolean, { defaultValue: false })
  shuffleQuestions?: boolean;

  @Field(() => Boolean, { defaultValue: false })
  shuffleOptions?: boolean;

  @Field(() => Int, { nullable: true, description: 'Null: untimed.' })
  timeLimitSeconds!: number | null;

  @Field(() => [QuestionInput])
  questions!: QuestionInput[];
}

@InputType('AnswerInput')
export class AnswerInputType implements AnswerInput {
  @Field(() => ID)
  questionId!: string;

  @Field(() => [ID], { defaultValue: [], description: 'The options chosen; ORDERING: every option, in order.' })
  optionIds!: string[];

  @Field(() => String, { nullable: true, description: 'SHORT_ANSWER.' })
  text!: string | null;
}

@ObjectType('DeleteQuizPayload', { simpleResolvers: true })
export class DeleteQuizPayload {
  @Field(() => ID, { description: 'The deleted quiz: a client drops it from its lists.' })
  id!: string;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `id`. Removed after 2027-06-30.',
  })
  message!: string;
}
