import { useQuery } from '@apollo/client/react';
import { Card, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiDownload } from 'react-icons/fi';
import { formatMoney } from '../../../components/format/formatMoney';
import { FilterField, FilterSelect } from '../../../components/ui/filter-field';
import { RetryNotice } from '../../../components/ui/retry-notice';
import { graphql } from '../../../gql';
import { selectableYears } from '../dashboardCalendar';
import { counterHints } from './CounterTexts';
import { RevenueChart } from './RevenueChart';
import { MONTH_NAMES, revenueTexts } from './RevenueTexts';
import { StatCounter } from './StatCounter';
import { YearSelect } from './YearSelect';

/**
 * The owner's revenue figures for a month and the chart of its year: its own request, apart from
 * AdminDashboardQuery, so the spec's cards keep their SQL budget and a slow revenue query holds up nothing else.
 */
export const AdminRevenueQuery = graphql(`
  query AdminRevenueQuery($year: Int!, $month: Int!) {
    revenue(year: $year, month: $month) {
      year
      month
      currency
      cashCollected
      refunds
      recognisedRevenue
      deferredRevenue
      activeSubscribers
      activeAtMonthStart
      churnedSubscribers
      churnRate
      failedRenewals
      failedRenewalsAmount
      renewalsDue {
        withinDays
        count
        amount
      }
      monthly {
        month
        cashCollected
        refunds
        recognisedRevenue
      }
    }
  }
`);

/** The REST download of a year's payments (same origin, the session cookie goes along). */
export const paymentsCsvHref = (year: number) => `/api/v1/payments/export.csv?year=${year}`;

const percent = (rate: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

/** The dashboard's Revenue section: month and year pickers, the month's figures, the year's chart, the CSV export. */
export function RevenueSection({ now = new Date() }: { now?: Date }) {
  const [years] = useState(() => selectableYears(now));
  const [year, setYear] = useState(() => now.getUTCFullYear());
  const [month, setMonth] = useState(() => now.getUTCMonth() + 1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminRevenueQuery, {
    variables: { year, month },
    // Money must be current: every visit asks the server, showing cached figures meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const revenue = (data ?? previousData)?.revenue;
  const monthName = MONTH_NAMES[month - 1] ?? '';

  return (
    <Card.Root as="section" aria-labelledby="revenue-heading" variant="outline" aria-busy={loading}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" size="lg" id="revenue-heading">
            {revenueTexts.heading}
          </Heading>
          <Flex gap="4" align="center" wrap="wrap">
            <FilterField label={revenueTexts.month} direction="row" align="center" gap="2">
              {(id) => (
                <FilterSelect
                  id={id}
                  size="sm"
                  value={monthName}
                  options={MONTH_NAMES}
                  onChange={(value) => setMonth(MONTH_NAMES.indexOf(value as (typeof MONTH_NAMES)[number]) + 1)}
                />
              )}
            </FilterField>
            <YearSelect year={year} years={years} onChange={setYear} />
            <Link href={paymentsCsvHref(year)} download fontSize="sm" fontWeight="medium" color="fg.info">
              <FiDownload aria-hidden /> {revenueTexts.exportCsv}
            </Link>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body gap="6">
        {error && !loading ? <RetryNotice size="sm" message={revenueTexts.failed} onRetry={refetch} /> : null}
        {revenue ? (
          <>
            <chakra.dl display="flex" flexWrap="wrap" justifyContent="center" gap="6">
              <StatCounter
                label={revenueTexts.tiles.cash}
                value={formatMoney(revenue.cashCollected, revenue.currency)}
                hint={revenueTexts.inMonth(monthName, year)}
              />
              <StatCounter
                label={revenueTexts.tiles.refunds}
                value={formatMoney(revenue.refunds, revenue.currency)}
                hint={revenueTexts.inMonth(monthName, year)}
              />
              <StatCounter
                label={revenueTexts.tiles.recognised}
                value={formatMoney(revenue.recognisedRevenue, revenue.currency)}
                hint={revenueTexts.inMonth(monthName, year)}
              />
              <StatCounter
                label={revenueTexts.tiles.deferred}
                value={formatMoney(revenue.deferredRevenue, revenue.currency)}
                hint={revenueTexts.atMonthEnd}
              />
              <StatCounter
                label={revenueTexts.tiles.active}
                value={String(revenue.activeSubscribers)}
                hint={counterHints.activeSubscribers}
              />
              <StatCounter
                label={revenueTexts.tiles.churn}
                value={revenue.churnRate === null ? revenueTexts.noChurn : percent(revenue.churnRate)}
                hint={revenueTexts.churnHint(revenue.churnedSubscribers, revenue.activeAtMonthStart)}
              />
              <StatCounter
                label={revenueTexts.tiles.failedRenewals}
                value={String(revenue.failedRenewals)}
                hint={formatMoney(revenue.failedRenewalsAmount, revenue.currency)}
              />
              {revenue.renewalsDue.map((due) => (
                <StatCounter
                  key={due.withinDays}
                  label={revenueTexts.tiles.renewals(due.withinDays)}
                  value={String(due.count)}
                  hint={formatMoney(due.amount, revenue.currency)}
                />
              ))}
            </chakra.dl>
            <RevenueChart year={revenue.year} currency={revenue.currency} months={revenue.monthly} />
          </>
        ) : loading ? (
          <Text role="status" color="fg.muted">
            {revenueTexts.loading}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
