import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/DataTable';
import type { QuizBuilderQueryQuery } from '../../../gql/graphql';

type Results = NonNullable<QuizBuilderQueryQuery['quiz']['results']>;

const QUESTION_COLUMNS = ['Question', 'Right', 'Wrong answer given most'] as const;

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
          <DataTable
            caption="Questions"
            columns={QUESTION_COLUMNS}
            headerProps={(column) => (column === 'Right' ? { textAlign: 'end' } : undefined)}
          >
            {results.questions.map((question) => (
              <Table.Row key={question.questionId}>
                <Table.Cell>{question.prompt}</Table.Cell>
                <Table.Cell textAlign="end">{percent(question.shareRight)}</Table.Cell>
                <Table.Cell>
                  {question.mostChosenWrongAnswer
                    ? `${question.mostChosenWrongAnswer} (${question.mostChosenWrongCount})`
                    : '–'}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
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
