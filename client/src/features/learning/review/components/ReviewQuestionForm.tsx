import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionField } from '../../quizzes/components/QuestionField';
import type { Answer, AttemptQuestion } from '../../quizzes/components/quizTypes';

interface ReviewQuestionFormProps {
  question: AttemptQuestion;
  index: number;
  checking: boolean;
  onAnswer: (answer: { optionIds: string[]; text: string | null }) => void;
}

/** An ordering question starts in the order shown; the others unanswered. */
const unanswered = (question: AttemptQuestion): Answer => ({
  questionId: question.id,
  optionIds: question.type === 'ORDERING' ? question.options.map((option) => option.id) : [],
  text: question.type === 'SHORT_ANSWER' ? '' : null,
});

/** One review question, asked as a quiz asks it (QuestionField), with its one button. */
export function ReviewQuestionForm({ question, index, checking, onAnswer }: ReviewQuestionFormProps) {
  const { t } = useTranslation('review');
  const [answer, setAnswer] = useState(() => unanswered(question));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer({ optionIds: answer.optionIds, text: answer.text });
  };
  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <QuestionField question={question} index={index} answer={answer} onChange={setAnswer} />
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={checking} loadingText={t('checking')}>
        {t('check')}
      </Button>
    </Stack>
  );
}
