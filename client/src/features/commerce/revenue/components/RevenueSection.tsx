import { useQuery } from '@apollo/client/react';
import { Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDownload } from 'react-icons/fi';
import { FilterField, FilterSelect } from '../../../../components/ui/filter-field';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { graphql } from '../../../../gql';
import { monthNames, selectableYears } from '../dashboardCalendar';
import { RevenueChart } from './RevenueChart';
import { RevenueTiles } from './RevenueTiles';
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

/** The dashboard's Revenue section: month and year pickers, the month's figures, the year's chart, the CSV export. */
export function RevenueSection({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('admin');
  const [years] = useState(() => selectableYears(now));
  const [year, setYear] = useState(() => now.getUTCFullYear());
  const [month, setMonth] = useState(() => now.getUTCMonth() + 1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminRevenueQuery, {
    variables: { year, month },
    // Money must be current: every visit asks the server, showing cached figures meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const revenue = (data ?? previousData)?.revenue;
  const months = monthNames(i18n.language, 'long');
  const monthName = months[month - 1] ?? '';

  return (
    <Card.Root as="section" aria-labelledby="revenue-heading" variant="outline" aria-busy={loading}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" size="lg" id="revenue-heading">
            {t('revenue.heading')}
          </Heading>
          <Flex gap="4" align="center" wrap="wrap">
            <FilterField label={t('month')} direction="row" align="center" gap="2">
              {(id) => (
                <FilterSelect
                  id={id}
                  size="sm"
                  value={monthName}
                  options={months}
                  onChange={(value) => setMonth(months.indexOf(value) + 1)}
                />
              )}
            </FilterField>
            <YearSelect year={year} years={years} onChange={setYear} />
            <Link href={paymentsCsvHref(year)} download fontSize="sm" fontWeight="medium" color="fg.info">
              <FiDownload aria-hidden /> {t('revenue.exportCsv')}
            </Link>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body gap="6">
        {error && !loading ? <RetryNotice size="sm" message={t('revenue.failed')} onRetry={refetch} /> : null}
        {revenue ? (
          <>
            <RevenueTiles revenue={revenue} monthName={monthName} year={year} />
            <RevenueChart year={revenue.year} currency={revenue.currency} months={revenue.monthly} />
          </>
        ) : loading ? (
          <Text role="status" color="fg.muted">
            {t('revenue.loading')}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
