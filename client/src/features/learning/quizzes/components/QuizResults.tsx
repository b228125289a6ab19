import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion, QuestionResult, QuizAttempt } from './quizTypes';

interface QuizResultsProps {
  attempt: QuizAttempt;
  passMarkPercent: number;
}

function correctAnswer(t: TFunction<'quizzes'>, question: AttemptQuestion | undefined, result: QuestionResult): string {
  if (question?.type === 'SHORT_ANSWER') return result.acceptedAnswers.join(t('answersOr'));
  const text = (id: string) => question?.options.find((option) => option.id === id)?.text ?? '';
  return result.correctOptionIds.map(text).join(question?.type === 'ORDERING' ? ' → ' : ' + ');
}

function verdict(t: TFunction<'quizzes'>, result: QuestionResult) {
  if (result.correct) return { label: t('correct'), palette: 'green' };
  if (result.earned > 0) return { label: t('partial'), palette: 'orange' };
  return { label: t('incorrect'), palette: 'red' };
}

/** A submitted attempt: the score against the pass mark, then each question's verdict, answers and explanation. */
export function QuizResults({ attempt, passMarkPercent }: QuizResultsProps) {
  const { t } = useTranslation('quizzes');
  const questions = new Map(attempt.questions.map((question) => [question.id, question]));
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="quiz-score" p="5" layerStyle="surface.card">
        <Heading as="h2" size="md" id="quiz-score">
          {t('score', { percent: attempt.scorePercent })}
        </Heading>
        <HStack mt="2" gap="3" wrap="wrap">
          <Badge size="lg" colorPalette={attempt.passed ? 'green' : 'red'}>
            {attempt.passed ? t('passed') : t('failed')}
          </Badge>
          <Text color="fg.muted">
            {t('scoreLine', {
              scored: attempt.scorePoints,
              max: t('points', { count: attempt.maxPoints ?? 0 }),
              percent: passMarkPercent,
            })}
          </Text>
        </HStack>
        {attempt.timedOut ? <Text mt="2">{t('timedOut')}</Text> : null}
      </Box>
      <Stack as="ol" gap="3" listStyleType="none" ps="0">
        {(attempt.results ?? []).map((result, index) => {
          const question = questions.get(result.questionId);
          const { label, palette } = verdict(t, result);
          return (
            <Box as="li" key={result.questionId} p="4" layerStyle="surface.card">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Heading as="h3" size="sm">
                  {index + 1}. {question?.prompt}
                </Heading>
                <Badge colorPalette={palette} flexShrink={0}>
                  {label} · {result.earned}/{result.points}
                </Badge>
              </HStack>
              <Stack as="dl" gap="1" mt="2" fontSize="sm">
                <Text as="dt" fontWeight="semibold">
                  {t('yourAnswer')}
                </Text>
                <Text as="dd">{result.summary || t('noAnswer')}</Text>
                {result.correct ? null : (
                  <>
                    <Text as="dt" fontWeight="semibold">
                      {t('rightAnswer')}
                    </Text>
                    <Text as="dd">{correctAnswer(t, question, result)}</Text>
                  </>
                )}
                {result.explanation ? (
                  <>
                    <Text as="dt" fontWeight="semibold">
                      {t('explanation')}
                    </Text>
                    <Text as="dd">{result.explanation}</Text>
                  </>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
