import { useQuery } from '@apollo/client/react';
import { Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BarChart } from '../../../components/charts/BarChart';
import { useTokens } from '../../../components/charts/chartTheme';
import { DataTable } from '../../../components/DataTable';
import { StatCounter, StatCounters } from '../../../components/StatCounter';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { courseAnalyticsPath } from '../../catalog/courses/editPaths';
import { ChartBesideTable, FiguresSection, useShortDay } from './FiguresSection';

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

/**
 * The dashboard's Learning section: minutes watched per day (a Victory bar chart), its totals, and the courses most
 * started with how many finished, each leading to its course analytics (retention, funnel, drop-offs).
 */
export function LearningSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const shortDay = useShortDay();
  const columns = [t('learning.columns.course'), t('learning.columns.started'), t('learning.columns.finished')];
  const barColor = useTokens().token('colors.blue.600', '#2563eb');
  const { data, previousData, loading, error, refetch } = useQuery(LearningOverviewQuery, {
    // Figures move as sessions end: every visit asks, showing the last ones meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const overview = (data ?? previousData)?.learningOverview;
  const minutes = overview?.days.reduce((sum, day) => sum + day.minutesWatched, 0) ?? 0;
  const sessions = overview?.days.reduce((sum, day) => sum + day.sessions, 0) ?? 0;

  return (
    <FiguresSection
      id="learning-heading"
      heading={t('learning.heading')}
      range={t('learning.range')}
      loading={loading}
      failed={error ? t('learning.failed') : null}
      onRetry={refetch}
      loadingLabel={t('learning.loading')}
    >
      {overview ? (
        <>
          <StatCounters>
            <StatCounter label={t('learning.minutesWatched')} value={format.number(Math.round(minutes))} />
            <StatCounter label={t('learning.sessions')} value={format.number(sessions)} />
          </StatCounters>
          {sessions === 0 ? (
            <Text color="fg.muted" textAlign="center" role="status">
              {t('learning.noViewing')}
            </Text>
          ) : (
            <ChartBesideTable
              chart={
                <BarChart
                  title={t('learning.chartTitle')}
                  desc={t('learning.chartDesc')}
                  data={overview.days.map((day) => ({ label: shortDay(day.day), value: day.minutesWatched }))}
                  color={barColor}
                  labelHeader={t('learning.day')}
                  valueHeader={t('learning.minutesWatched')}
                  labelEvery={7}
                  valueLabels={false}
                />
              }
            >
              <DataTable
                caption={t('learning.coursesCaption')}
                columns={columns}
                headerProps={(column) => (column === columns[0] ? undefined : { textAlign: 'end' })}
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
                {t('learning.freshness')}
              </Text>
            </ChartBesideTable>
          )}
        </>
      ) : null}
    </FiguresSection>
  );
}
