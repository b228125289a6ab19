import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Card, chakra, Flex, Heading } from '@chakra-ui/react';
import { BarChart } from '../../../components/charts/BarChart';
import { useTokens } from '../../../components/charts/chartTheme';
import { formatMoney } from '../../../components/format/formatMoney';
import { graphql } from '../../../gql';
import { MONTH_LABELS } from '../dashboardCalendar';
import { counterHints } from './CounterTexts';
import { StatCounter } from './StatCounter';
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
  const { data: sales, complete } = useFragment({ fragment: SalesOverviewFragment, from: stats });
  // Green like the enrolled slice (the bars are subscriptions sold), dark enough for 3:1 against white.
  const barColor = useTokens().token('colors.green.600', '#16a34a');
  if (!complete) return null;
  const { year, monthlySales, totalRevenue, collectedRevenue, currency } = sales;
  const sold = monthlySales.reduce((sum, count) => sum + count, 0);
  const data = MONTH_LABELS.map((label, index) => ({ label, value: monthlySales[index] ?? 0 }));
  return (
    <Card.Root as="section" aria-labelledby="sales-overview-heading" flex="2" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" size="lg" id="sales-overview-heading">
            Sales per month
          </Heading>
          <YearSelect year={year} years={years} onChange={onYearChange} />
        </Flex>
      </Card.Header>
      <Card.Body gap="6" alignItems="center">
        <BarChart
          title={`Subscriptions sold per month in ${year}`}
          desc={`Bar chart of successful subscription payments in each month of ${year}, January to December; refunded payments are not counted. ${sold} in all.`}
          data={data}
          color={barColor}
          labelHeader="Month"
          valueHeader="Subscriptions sold"
        />
        <chakra.dl display="flex" flexWrap="wrap" justifyContent="center" gap="6">
          <StatCounter label="Subscription Count" value={String(sold)} hint={counterHints.subscriptionCount(year)} />
          <StatCounter
            label="Total Revenue"
            value={formatMoney(totalRevenue, currency)}
            hint={counterHints.totalRevenue(formatMoney(collectedRevenue, currency), year)}
          />
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  );
}
