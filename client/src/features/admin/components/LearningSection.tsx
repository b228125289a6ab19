import { useQuery } from '@apollo/client/react';
import { Card, chakra, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { BarChart } from '../../../components/charts/BarChart';
import { useTokens } from '../../../components/charts/chartTheme';
import { DataTable } from '../../../components/DataTable';
import { RetryNotice } from '../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { graphql } from '../../../gql';
import { courseAnalyticsPath } from '../../courses/editPaths';
import { StatCounter } from './StatCounter';

/** The platform's learning over the last 30 days: its own request, holding up nothing else of the dashboard. */
export const LearningOverviewQuery = graphql(`
  query LearningOverviewQuery {
    learningOverview {
      from
      to
      days {
        day
        sessions
        minutesWatched
      }
      courses {
        courseId
        title
        started
        finished
      }
    }
  }
`);

export const learningTexts = {
  heading: 'Learning',
  range: 'Last 30 days',
  loading: 'Loading the learning figures',
  failed: 'Failed to load the learning figures',
  minutesWatched: 'Minutes watched',
  sessions: 'Viewing sessions',
  chartTitle: 'Minutes watched per day',
  chartDesc: 'Minutes of lectures watched on each of the last 30 days, across every course.',
  coursesCaption: 'Courses most started in the last 30 days',
  noViewing: 'No one has watched a lecture in the last 30 days yet.',
  freshness: 'Counted as viewing sessions end: up to about 6 minutes behind.',
  columns: ['Course', 'Started', 'Finished'] as const,
};

const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(day));
const wholeNumber = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value);

/**
 * The dashboard's Learning section: minutes watched per day (a Victory bar chart), its totals, and the courses most
 * started with how many finished, each leading to its course analytics (retention, funnel, drop-offs).
 */
export function LearningSection() {
  const barColor = useTokens().token('colors.blue.600', '#2563eb');
  const { data, previousData, loading, error, refetch } = useQuery(LearningOverviewQuery, {
    // Figures move as sessions end: every visit asks, showing the last ones meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const overview = (data ?? previousData)?.learningOverview;
  const minutes = overview?.days.reduce((sum, day) => sum + day.minutesWatched, 0) ?? 0;
  const sessions = overview?.days.reduce((sum, day) => sum + day.sessions, 0) ?? 0;

  return (
    <Card.Root as="section" aria-labelledby="learning-heading" variant="outline" aria-busy={loading}>
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id="learning-heading">
            {learningTexts.heading}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {learningTexts.range}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body gap="6">
        {error && !loading ? <RetryNotice size="sm" message={learningTexts.failed} onRetry={refetch} /> : null}
        {!overview && loading ? <ListSkeleton label={learningTexts.loading} rows={4} /> : null}
        {overview ? (
          <>
            <chakra.dl display="flex" flexWrap="wrap" justifyContent="center" gap="6">
              <StatCounter label={learningTexts.minutesWatched} value={wholeNumber(minutes)} />
              <StatCounter label={learningTexts.sessions} value={wholeNumber(sessions)} />
            </chakra.dl>
            {sessions === 0 ? (
              <Text color="fg.muted" textAlign="center" role="status">
                {learningTexts.noViewing}
              </Text>
            ) : (
              <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
                <Stack flex="1" minW="0" align="center">
                  <BarChart
                    title={learningTexts.chartTitle}
                    desc={learningTexts.chartDesc}
                    data={overview.days.map((day) => ({ label: shortDay(day.day), value: day.minutesWatched }))}
                    color={barColor}
                    labelHeader="Day"
                    valueHeader={learningTexts.minutesWatched}
                    labelEvery={7}
                    valueLabels={false}
                  />
                </Stack>
                <Stack flex="1" minW="0" gap="2">
                  <DataTable
                    caption={learningTexts.coursesCaption}
                    columns={learningTexts.columns}
                    headerProps={(column) => (column === 'Course' ? undefined : { textAlign: 'end' })}
                  >
                    {overview.courses.map((course) => (
                      <Table.Row key={course.courseId}>
                        <Table.Cell whiteSpace="normal" minW="36">
                          <Link asChild color="fg" fontWeight="medium">
                            <RouterLink to={courseAnalyticsPath(course.courseId)}>{course.title}</RouterLink>
                          </Link>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{course.started}</Table.Cell>
                        <Table.Cell textAlign="end">{course.finished}</Table.Cell>
                      </Table.Row>
                    ))}
                  </DataTable>
                  <Text fontSize="xs" color="fg.muted">
                    {learningTexts.freshness}
                  </Text>
                </Stack>
              </Flex>
            )}
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
