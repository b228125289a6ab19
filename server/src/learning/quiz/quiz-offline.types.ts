import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AnswerInputType, QuestionType } from './quiz.types';
import type { OfflineAttemptInput, OfflinePaperView } from './quiz-offline.service';

@ObjectType('OfflineQuizPaper', {
  simpleResolvers: true,
  description: 'A quiz to take on a device that may go offline: its questions as an attempt shows them, no key.',
})
export class OfflineQuizPaperType implements OfflinePaperView {
  @Field(() => ID)
  quizId!: string;

  @Field(() => Int, { description: 'The version of the questions; the answers are graded on it.' })
  version!: number;

  @Field(() => [QuestionType])
  questions!: QuestionType[];
}

@InputType('OfflineQuizAttemptInput')
export class OfflineQuizAttemptInputType implements OfflineAttemptInput {
  @Field(() => ID, { description: 'A UUID the device made: the same answers sent twice are scored once.' })
  id!: string;

  @Field(() => ID)
  quizId!: string;

  @Field(() => Int, { description: "The paper's version." })
  version!: number;

  @Field(() => [AnswerInputType])
  answers!: AnswerInputType[];
}
