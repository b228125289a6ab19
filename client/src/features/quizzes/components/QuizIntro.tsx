import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { QuizPageQueryQuery } from '../../../gql/graphql';
import { formatClock, formatPoints, QUIZ_TEXTS } from '../quizTexts';

type Quiz = QuizPageQueryQuery['quiz'];

/** What a learner should know before starting: size, pass mark, time, attempts, and their best so far. */
export function QuizIntro({ quiz }: { quiz: Quiz }) {
  const facts = [
    `${quiz.questionCount} ${quiz.questionCount === 1 ? 'question' : 'questions'} · ${formatPoints(quiz.totalPoints)}`,
    `Pass mark ${quiz.passMarkPercent}%`,
    quiz.timeLimitSeconds ? `Time limit ${formatClock(quiz.timeLimitSeconds)}` : 'No time limit',
    quiz.attemptsAllowed === null
      ? QUIZ_TEXTS.unlimited
      : `${quiz.attemptsLeft ?? quiz.attemptsAllowed} of ${quiz.attemptsAllowed} attempts left`,
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
            {QUIZ_TEXTS.best}: {quiz.bestAttempt.scorePercent}% (attempt {quiz.bestAttempt.number})
          </Text>
          <Badge colorPalette={quiz.bestAttempt.passed ? 'green' : 'red'}>
            {quiz.bestAttempt.passed ? QUIZ_TEXTS.passed : QUIZ_TEXTS.failed}
          </Badge>
        </HStack>
      ) : null}
    </Box>
  );
}
