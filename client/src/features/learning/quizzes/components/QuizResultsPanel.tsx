import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable';
import type { QuizBuilderQueryQuery } from '../../../../gql/graphql';

type Results = NonNullable<QuizBuilderQueryQuery['quiz']['results']>;

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** ADMIN: how learners did: pass rate, average, each question's difficulty and commonest wrong answer, per learner. */
export function QuizResultsPanel({ quizId, results }: { quizId: string; results: Results }) {
  const { t } = useTranslation('quizBuilder');
  const columns = [t('results.question'), t('results.right'), t('results.wrongMost')];
  return (
    <Stack as="section" aria-labelledby="quiz-results-heading" gap="3">
      <Heading as="h2" size="lg" id="quiz-results-heading">
        {t('results.heading')}
      </Heading>
      {results.attempts === 0 ? (
        <Text color="fg.muted">{t('results.none')}</Text>
      ) : (
        <>
          <Text>
            {t('results.summary', {
              attempts: results.attempts,
              passRate: percent(results.passRate),
              average: results.averageScore,
            })}
          </Text>
          <DataTable
            caption={t('results.questions')}
            columns={columns}
            headerProps={(column) => (column === columns[1] ? { textAlign: 'end' } : undefined)}
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
                {t(learner.passed ? 'results.learnerPassed' : 'results.learner', {
                  name: learner.fullName,
                  attempts: learner.attempts,
                  scores: learner.scores.join('%, '),
                  best: learner.bestScore,
                })}
              </Text>
            ))}
          </Stack>
        </>
      )}
      <Link href={`/api/v1/quizzes/${quizId}/results.csv`} color="brand.fg" download>
        {t('results.csv')}
      </Link>
    </Stack>
  );
}
