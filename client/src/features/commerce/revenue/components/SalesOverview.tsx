import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Card, Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/charts/BarChart';
import { useTokens } from '../../../../components/charts/chartTheme';
import { StatCounter, StatCounters } from '../../../../components/StatCounter';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { monthNames } from '../dashboardCalendar';
import { YearSelect } from './YearSelect';

export const SalesOverviewFragment = graphql(`
  fragment SalesOverview_stats on Stats {
    year
    monthlySales
    totalRevenue
    collectedRevenue
    currency
  }
`);

interface SalesOverviewProps {
  stats: FragmentType<typeof SalesOverviewFragment>;
  years: number[];
  onYearChange: (year: number) => void;
}

/** Sales per month of the chosen year (twelve bars, Jan to Dec), with 'Subscription Count' and 'Total Revenue'. */
export function SalesOverview({ stats, years, onYearChange }: SalesOverviewProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data: sales, complete } = useFragment({ fragment: SalesOverviewFragment, from: stats });
  // Green like the enrolled slice (the bars are subscriptions sold), dark enough for 3:1 against white.
  const barColor = useTokens().token('colors.green.600', '#16a34a');
  if (!complete) return null;
  const { year, monthlySales, totalRevenue, collectedRevenue, currency } = sales;
  const sold = monthlySales.reduce((sum, count) => sum + count, 0);
  const data = monthNames(format.language).map((label, index) => ({ label, value: monthlySales[index] ?? 0 }));
  return (
    <Card.Root as="section" aria-labelledby="sales-overview-heading" flex="2" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" size="lg" id="sales-overview-heading">
            {t('sales.heading')}
          </Heading>
          <YearSelect year={year} years={years} onChange={onYearChange} />
        </Flex>
      </Card.Header>
      <Card.Body gap="6" alignItems="center">
        <BarChart
          title={t('sales.chartTitle', { year })}
          desc={t('sales.chartDesc', { year, sold: format.number(sold) })}
          data={data}
          color={barColor}
          labelHeader={t('month')}
          valueHeader={t('sales.valueHeader')}
        />
        <StatCounters>
          <StatCounter
            label={t('sales.subscriptionCount')}
            value={format.number(sold)}
            hint={t('hints.subscriptionCount', { year })}
          />
          <StatCounter
            label={t('sales.totalRevenue')}
            value={format.money(totalRevenue, currency)}
            hint={t('hints.totalRevenue', { year, collected: format.money(collectedRevenue, currency) })}
          />
        </StatCounters>
      </Card.Body>
    </Card.Root>
  );
}
