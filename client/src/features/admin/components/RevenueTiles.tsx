import { chakra } from '@chakra-ui/react';
import { formatMoney } from '../../../components/format/formatMoney';
import type { AdminRevenueQueryQuery } from '../../../gql/graphql';
import { counterHints } from './CounterTexts';
import { revenueTexts } from './RevenueTexts';
import { StatCounter } from './StatCounter';

const percent = (rate: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

interface RevenueTilesProps {
  revenue: AdminRevenueQueryQuery['revenue'];
  /** The month and year picked, which the month's hints name (the figures shown may still be the previous pick's). */
  monthName: string;
  year: number;
}

/** The Revenue section's figures for a month: money in, out, earned and owed, subscribers, churn and renewals. */
export function RevenueTiles({ revenue, monthName, year }: RevenueTilesProps) {
  const money = (amount: number) => formatMoney(amount, revenue.currency);
  const inMonth = revenueTexts.inMonth(monthName, year);
  return (
    <chakra.dl display="flex" flexWrap="wrap" justifyContent="center" gap="6">
      <StatCounter label={revenueTexts.tiles.cash} value={money(revenue.cashCollected)} hint={inMonth} />
      <StatCounter label={revenueTexts.tiles.refunds} value={money(revenue.refunds)} hint={inMonth} />
      <StatCounter label={revenueTexts.tiles.recognised} value={money(revenue.recognisedRevenue)} hint={inMonth} />
      <StatCounter
        label={revenueTexts.tiles.deferred}
        value={money(revenue.deferredRevenue)}
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
        hint={money(revenue.failedRenewalsAmount)}
      />
      {revenue.renewalsDue.map((due) => (
        <StatCounter
          key={due.withinDays}
          label={revenueTexts.tiles.renewals(due.withinDays)}
          value={String(due.count)}
          hint={money(due.amount)}
        />
      ))}
    </chakra.dl>
  );
}
