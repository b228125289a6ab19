import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CurriculumLectureType } from '../../catalog/lecture/lecture.types';
import { NamedPersonFields } from '../../identity/user/person.types';
import type { CourseItemView } from './course-items.service';
import type { LearnerQuizView } from './learner-quizzes.service';
import { QuestionResultType, QuestionType, QuizHeadingFields } from './quiz.types';
import type { AttemptView } from './quiz-attempt-rows';
import type { LearnerResultView, QuestionStatsView, QuizResultsView } from './quiz-results.service';
import type { QuizView } from './quiz-rows';

@ObjectType('Quiz', {
  simpleResolvers: true,
  description: "A quiz among a course's items. Its questions reach a learner through an attempt (startQuizAttempt).",
})
export class QuizType implements Omit<QuizView, 'questions'> {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  courseId!: string;

  @Field(() => ID, { nullable: true, description: 'The lecture it follows; null: after every lecture.' })
  afterLectureId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "In-video: the second of its lecture's video where the player pauses and asks it; null: an item.",
  })
  atSeconds!: number | null;

  @Field(() => Boolean, { description: 'In-video: the learner may skip it and watch on (it still counts).' })
  skippable!: boolean;

  @Field(() => Int, { description: 'Among the quizzes at the same place, from 1.' })
  position!: number;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  passMarkPercent!: number;

  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' })
  attemptsAllowed!: number | null;

  @Field(() => Int)
  waitMinutes!: number;

  @Field(() => Boolean)
  shuffleQuestions!: boolean;

  @Field(() => Boolean)
  shuffleOptions!: boolean;

  @Field(() => Int, { nullable: true, description: 'Null: untimed.' })
  timeLimitSeconds!: number | null;

  @Field(() => Int, { description: 'The version of the questions new attempts take; an edit of them adds one.' })
  version!: number;

  @Field(() => Int)
  questionCount!: number;

  @Field(() => Float)
  totalPoints!: number;
}

@ObjectType('QuizAttempt', { simpleResolvers: true })
export class QuizAttemptType implements Omit<AttemptView, 'courseId' | 'userId'> {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  quizId!: string;

  @Field(() => Int, { description: "The learner's 1st, 2nd… attempt at the quiz." })
  number!: number;

  @Field(() => Int, { description: 'The version of the questions it was taken and graded on.' })
  version!: number;

  @Field(() => GraphQLISODateTime)
  startedAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When its time is up; null when untimed.' })
  deadlineAt!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: "Seconds until deadlineAt, by the server's clock; null when untimed.",
  })
  secondsLeft!: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => Float, { nullable: true })
  scorePoints!: number | null;

  @Field(() => Float, { nullable: true })
  maxPoints!: number | null;

  @Field(() => Float, { nullable: true, description: '0–100, null until submitted.' })
  scorePercent!: number | null;

  @Field(() => Boolean, { nullable: true })
  passed!: boolean | null;

  @Field(() => Boolean, { description: 'Submitted after its time was up (answers not counted), or never submitted.' })
  timedOut!: boolean;

  @Field(() => [QuestionType], { description: 'In the order this attempt shows them.' })
  questions!: QuestionType[];

  @Field(() => [QuestionResultType], {
    nullable: true,
    description: 'Null until submitted: the correct answers and explanations come back only with the score.',
  })
  results!: QuestionResultType[] | null;
}

@ObjectType('QuestionStats', { simpleResolvers: true })
export class QuestionStatsType implements QuestionStatsView {
  @Field(() => ID)
  questionId!: string;

  @Field(() => String)
  prompt!: string;

  @Field(() => Int)
  answers!: number;

  @Field(() => Float, { nullable: true, description: 'Share of answers wholly right, 0–1 (its difficulty).' })
  shareRight!: number | null;

  @Field(() => String, { nullable: true, description: 'The wrong answer given most often.' })
  mostChosenWrongAnswer!: string | null;

  @Field(() => Int)
  mostChosenWrongCount!: number;
}

@ObjectType('LearnerQuizResult', { simpleResolvers: true })
export class LearnerResultType extends NamedPersonFields implements LearnerResultView {
  @Field(() => ID)
  userId!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => [Float], { description: 'Each submitted attempt, in order (percent).' })
  scores!: number[];

  @Field(() => Float)
  bestScore!: number;

  @Field(() => Boolean)
  passed!: boolean;
}

@ObjectType('QuizResults', { simpleResolvers: true })
export class QuizResultsType implements QuizResultsView {
  @Field(() => ID)
  quizId!: string;

  @Field(() => Int, { description: 'Submitted attempts.' })
  attempts!: number;

  @Field(() => Float, { nullable: true, description: '0–1; null before any attempt.' })
  passRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Percent; null before any attempt.' })
  averageScore!: number | null;

  @Field(() => [QuestionStatsType])
  questions!: QuestionStatsType[];

  @Field(() => [LearnerResultType])
  learners!: LearnerResultType[];
}

export const CourseItemKindEnum = { LECTURE: 'LECTURE', QUIZ: 'QUIZ' } as const;
registerEnumType(CourseItemKindEnum, { name: 'CourseItemKind' });

@ObjectType('CourseItem', { simpleResolvers: true, description: "A lecture or a quiz, in the course's order." })
export class CourseItemType {
  @Field(() => CourseItemKindEnum)
  kind!: CourseItemView['kind'];

  @Field(() => CurriculumLectureType, { nullable: true })
  lecture!: CurriculumLectureType | null;

  @Field(() => QuizType, { nullable: true })
  quiz!: QuizType | null;
}

@ObjectType('LearnerQuizRecord', {
  simpleResolvers: true,
  description: "One learner's submitted attempts at one quiz, for the admin's learners page.",
})
export class LearnerQuizRecordType extends QuizHeadingFields implements LearnerQuizView {
  @Field(() => Int)
  attempts!: number;

  @Field(() => Float, { description: 'The best score of the submitted attempts (percent).' })
  bestScore!: number;

  @Field(() => Boolean, { description: 'Any attempt passed.' })
  passed!: boolean;

  @Field(() => GraphQLISODateTime)
  lastSubmittedAt!: Date;
}
