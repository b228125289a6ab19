import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionField } from './QuestionField';
import { QuizTimer } from './QuizTimer';
import type { Answer, QuizAttempt } from './quizTypes';

interface QuizFormProps {
  attempt: QuizAttempt;
  title: string;
  submitting: boolean;
  onSubmit: (answers: Answer[]) => void;
}

/** Every question starts unanswered; an ordering question starts in the order the server shuffled it into. */
const initialAnswers = (attempt: QuizAttempt): Answer[] =>
  attempt.questions.map((question) => ({
    questionId: question.id,
    optionIds: question.type === 'ORDERING' ? question.options.map((option) => option.id) : [],
    text: question.type === 'SHORT_ANSWER' ? '' : null,
  }));

/**
 * Whether nothing is answered: no choice and no text for any question that can be left unanswered (an ordering
 * question always has an order). The server refuses such a submit too.
 */
const answersNothing = (attempt: QuizAttempt, answers: readonly Answer[]) => {
  const answerable = attempt.questions.flatMap((question, index) =>
    question.type === 'ORDERING' ? [] : [answers[index]],
  );
  return answerable.length > 0 && answerable.every((answer) => !answer?.optionIds.length && !answer?.text?.trim());
};

/**
 * An attempt's questions as one form, its time left above them when the quiz is timed. Submitting it blank is refused
 * with a message, not sent; when the time is up it is sent as it is.
 */
export function QuizForm({ attempt, title, submitting, onSubmit }: QuizFormProps) {
  const { t } = useTranslation('quizzes');
  const [answers, setAnswers] = useState(() => initialAnswers(attempt));
  const [blank, setBlank] = useState(false);
  const send = () => {
    if (!submitting) onSubmit(answers);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nothing = answersNothing(attempt, answers);
    setBlank(nothing);
    if (!nothing) send();
  };
  return (
    <Stack as="form" gap="5" onSubmit={submit} aria-label={title}>
      {attempt.secondsLeft !== null ? (
        <HStack justify="flex-end" position="sticky" top="0" zIndex="1" bg="bg" py="2">
          <QuizTimer secondsLeft={attempt.secondsLeft} onTimeUp={send} />
        </HStack>
      ) : null}
      {attempt.questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          index={index}
          answer={answers[index] as Answer}
          onChange={(answer) => setAnswers((all) => all.map((old, at) => (at === index ? answer : old)))}
        />
      ))}
      {blank ? (
        <Text role="alert" color="fg.error">
          {t('blank')}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={submitting}>
        {t('submit')}
      </Button>
    </Stack>
  );
}
