import { Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { QuizBuilderQueryQuery } from '../../../gql/graphql';

type Results = NonNullable<QuizBuilderQueryQuery['quiz']['results']>;

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** ADMIN: how learners did: pass rate, average, each question's difficulty and commonest wrong answer, per learner. */
export function QuizResultsPanel({ quizId, results }: { quizId: string; results: Results }) {
  return (
    <Stack as="section" aria-labelledby="quiz-results-heading" gap="3">
      <Heading as="h2" size="lg" id="quiz-results-heading">
        Results
      </Heading>
      {results.attempts === 0 ? (
        <Text color="fg.muted">No learner has submitted an attempt yet.</Text>
      ) : (
        <>
          <Text>
            {results.attempts} attempts · pass rate {percent(results.passRate)} · average score {results.averageScore}%
          </Text>
          <Box overflowX="auto" tabIndex={0} aria-label="Questions, scrollable">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Question</Table.ColumnHeader>
                  <Table.ColumnHeader>Right</Table.ColumnHeader>
                  <Table.ColumnHeader>Wrong answer given most</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {results.questions.map((question) => (
                  <Table.Row key={question.questionId}>
                    <Table.Cell>{question.prompt}</Table.Cell>
                    <Table.Cell>{percent(question.shareRight)}</Table.Cell>
                    <Table.Cell>
                      {question.mostChosenWrongAnswer
                        ? `${question.mostChosenWrongAnswer} (${question.mostChosenWrongCount})`
                        : '–'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack as="ul" gap="1" listStyleType="none" ps="0">
            {results.learners.map((learner) => (
              <Text as="li" key={learner.userId}>
                {learner.fullName}: {learner.attempts} attempts, scores {learner.scores.join('%, ')}%, best{' '}
                {learner.bestScore}%{learner.passed ? ' (passed)' : ''}
              </Text>
            ))}
          </Stack>
        </>
      )}
      <Link href={`/api/v1/quizzes/${quizId}/results.csv`} color="brand.fg" download>
        Download the attempts as CSV
      </Link>
    </Stack>
  );
}
