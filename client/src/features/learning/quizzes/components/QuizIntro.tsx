import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuizPageQueryQuery } from '../../../../gql/graphql';
import { formatClock } from '../clock';

type Quiz = QuizPageQueryQuery['quiz'];

/** What a learner should know before starting: size, pass mark, time, attempts, and their best so far. */
export function QuizIntro({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quizzes');
  const facts = [
    `${t('questionCount', { count: quiz.questionCount })} · ${t('points', { count: quiz.totalPoints })}`,
    t('intro.passMark', { percent: quiz.passMarkPercent }),
    quiz.timeLimitSeconds
      ? t('intro.timeLimit', { clock: formatClock(quiz.timeLimitSeconds) })
      : t('intro.noTimeLimit'),
    quiz.attemptsAllowed === null
      ? t('intro.unlimited')
      : t('intro.attemptsLeft', { left: quiz.attemptsLeft ?? quiz.attemptsAllowed, allowed: quiz.attemptsAllowed }),
  ];
  return (
    <Box p="5" layerStyle="surface.card">
      <Stack as="ul" gap="1" listStyleType="none" ps="0">
        {facts.map((fact) => (
          <Text as="li" key={fact}>
            {fact}
          </Text>
        ))}
      </Stack>
      {quiz.bestAttempt ? (
        <HStack mt="3" gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            {t('best', { percent: quiz.bestAttempt.scorePercent, number: quiz.bestAttempt.number })}
          </Text>
          <Badge colorPalette={quiz.bestAttempt.passed ? 'green' : 'red'}>
            {quiz.bestAttempt.passed ? t('passed') : t('failed')}
          </Badge>
        </HStack>
      ) : null}
    </Box>
  );
}
