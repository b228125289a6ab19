import { useQuery } from '@apollo/client/react';
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/BarChart';
import { useTokens } from '../../../components/charts/chartTheme';
import { DataTable } from '../../../components/DataTable';
import { StatCounter, StatCounters } from '../../../components/StatCounter';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { ChartBesideTable, FiguresSection, useShortDay } from './FiguresSection';
import { ReminderClickThroughTable } from './ReminderClickThroughTable';

/** Whether learners come back, week by week, and how far they get along the learning paths. */
export const EngagementOverviewQuery = graphql(`
  query EngagementOverviewQuery {
    engagementOverview {
      weeks {
        weekStart
        active
        returning
      }
      paths {
        pathId
        title
        started
        completed
      }
      reminders {
        channel
        sent
        clicked
      }
    }
  }
`);

/**
 * The dashboard's Engagement section: returning learners in each of the last 8 weeks (a bar chart, with this week's
 * figures as counters), and each learning path's learners started and certificates issued. Its own request, like the
 * Learning section's.
 */
export function EngagementSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const weekLabel = useShortDay();
  const barColor = useTokens().token('colors.teal.600', '#0d9488');
  const { data, previousData, loading, error, refetch } = useQuery(EngagementOverviewQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const overview = (data ?? previousData)?.engagementOverview;
  const thisWeek = overview?.weeks.at(-1);
  const anyone = overview?.weeks.some((week) => week.active > 0) ?? false;
  const columns = [t('engagement.columns.path'), t('engagement.columns.started'), t('engagement.columns.completed')];

  return (
    <FiguresSection
      id="engagement-heading"
      heading={t('engagement.heading')}
      range={t('engagement.range')}
      loading={loading}
      failed={error ? t('engagement.failed') : null}
      onRetry={refetch}
      loadingLabel={t('engagement.loading')}
    >
      {overview && thisWeek ? (
        <>
          <StatCounters>
            <StatCounter label={t('engagement.activeThisWeek')} value={format.number(thisWeek.active)} />
            <StatCounter label={t('engagement.returningThisWeek')} value={format.number(thisWeek.returning)} />
          </StatCounters>
          <ChartBesideTable
            chart={
              anyone ? (
                <BarChart
                  title={t('engagement.chartTitle')}
                  desc={t('engagement.chartDesc')}
                  data={overview.weeks.map((week) => ({ label: weekLabel(week.weekStart), value: week.returning }))}
                  color={barColor}
                  labelHeader={t('engagement.week')}
                  valueHeader={t('engagement.returning')}
                />
              ) : (
                <Text color="fg.muted" textAlign="center" role="status">
                  {t('engagement.noViewing')}
                </Text>
              )
            }
          >
            {overview.paths.length ? (
              <DataTable
                caption={t('engagement.pathsCaption')}
                columns={columns}
                headerProps={(column) => (column === columns[0] ? undefined : { textAlign: 'end' })}
              >
                {overview.paths.map((path) => (
                  <Table.Row key={path.pathId}>
                    <Table.Cell whiteSpace="normal" minW="36" fontWeight="medium">
                      {path.title}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{format.number(path.started)}</Table.Cell>
                    <Table.Cell textAlign="end">{format.number(path.completed)}</Table.Cell>
                  </Table.Row>
                ))}
              </DataTable>
            ) : (
              <Text color="fg.muted">{t('engagement.noPaths')}</Text>
            )}
            <ReminderClickThroughTable reminders={overview.reminders} />
            <Text fontSize="xs" color="fg.muted">
              {t('engagement.definition')} {t('engagement.reminders.definition')}
            </Text>
          </ChartBesideTable>
        </>
      ) : null}
    </FiguresSection>
  );
}
