import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../components/format/formatDuration';
import { errorMessage } from '../../../../shared/errors';
import { useQuizAttemptMutations } from '../mutations/useQuizAttemptMutations';
import { QuizFailure } from './QuizFailure';
import { QuizForm } from './QuizForm';
import { QuizResults } from './QuizResults';
import type { Answer, QuizAttempt } from './quizTypes';

export interface InVideoQuiz {
  id: string;
  title: string;
  atSeconds: number;
  skippable: boolean;
  passMarkPercent: number;
}

interface InVideoQuestionProps {
  quiz: InVideoQuiz;
  /** The lecture it is asked in: the lecture list shows the quiz under it, to take again later. */
  lectureTitle: string;
  /** Plays on: after the results, or at once when the quiz may be skipped. */
  onContinue: () => void;
}

/**
 * The quiz the player paused for, under the video: an attempt starts as it opens (or the open one resumes), the
 * answers are scored by the server, the results show with their explanations, then the video plays on. Results that
 * did not pass offer another attempt at once, and say where the quiz is listed for later. Focus moves to the question
 * as it opens, so a keyboard or screen-reader user is where the video stopped.
 */
export function InVideoQuestion({ quiz, lectureTitle, onContinue }: InVideoQuestionProps) {
  const { t } = useTranslation('quizzes');
  const { start, submit, submitted } = useQuizAttemptMutations('CourseProgressQuery');
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const begin = useCallback(() => {
    setAttempt(null);
    setFailure(null);
    start({ variables: { quizId: quiz.id } })
      .then(({ data }) => setAttempt(data?.startQuizAttempt ?? null))
      .catch((caught: unknown) => setFailure(errorMessage(caught, t('loadFailed'))));
  }, [start, quiz.id, t]);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    begin();
  }, [begin]);

  const finish = async (answers: Answer[]) => {
    if (!attempt) return;
    try {
      const { data } = await submit({ variables: { attemptId: attempt.id, answers } });
      if (data) setAttempt(data.submitQuizAttempt);
    } catch (caught) {
      setFailure(errorMessage(caught, t('loadFailed')));
    }
  };
  const answered = attempt !== null && (attempt.submittedAt !== null || attempt.timedOut);
  const notPassed = answered && !attempt.passed;
  // The form (and its focused Submit button) gives way to the results: focus goes back to the question's heading,
  // from where the results read on and Tab reaches Continue watching.
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  return (
    <Box
      as="section"
      aria-labelledby="in-video-question"
      borderWidth="2px"
      borderColor="brand.border"
      rounded="lg"
      p={{ base: '4', md: '6' }}
      bg="bg.panel"
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            {t('inVideoAt', { moment: formatDuration(quiz.atSeconds) })}
          </Text>
          <Heading as="h2" size="lg" id="in-video-question" ref={heading} tabIndex={-1} outline="none">
            {quiz.title}
          </Heading>
        </Stack>
        <QuizFailure message={failure} />
        {attempt === null && !failure ? <Spinner size="sm" aria-label={t('inVideoLoading')} /> : null}
        {attempt && !answered ? (
          <QuizForm
            key={attempt.id}
            attempt={attempt}
            title={quiz.title}
            submitting={submitted.loading}
            onSubmit={(answers) => void finish(answers)}
          />
        ) : null}
        {attempt && answered ? <QuizResults attempt={attempt} passMarkPercent={quiz.passMarkPercent} /> : null}
        {notPassed ? <Text>{t('inVideoRetry', { lecture: lectureTitle })}</Text> : null}
        <HStack gap="3" wrap="wrap">
          {notPassed ? (
            <Button colorPalette="brand" onClick={begin}>
              {t('retake')}
            </Button>
          ) : null}
          {answered || failure ? (
            <Button colorPalette="brand" variant={notPassed ? 'outline' : 'solid'} onClick={onContinue}>
              {t('continueWatching')}
            </Button>
          ) : quiz.skippable ? (
            <Button variant="outline" onClick={onContinue}>
              {t('skip')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
