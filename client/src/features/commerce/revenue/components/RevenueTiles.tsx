import { useTranslation } from 'react-i18next';
import { StatCounter, StatCounters } from '../../../../components/StatCounter';
import type { AdminRevenueQueryQuery } from '../../../../gql/graphql';
import { formatLocale, useFormat } from '../../../../i18n/format';

const percent = (rate: number, language: string) =>
  new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(rate);

interface RevenueTilesProps {
  revenue: AdminRevenueQueryQuery['revenue'];
  /** The month and year picked, which the month's hints name (the figures shown may still be the previous pick's). */
  monthName: string;
  year: number;
}

/** The Revenue section's figures for a month: money in, out, earned and owed, subscribers, churn and renewals. */
export function RevenueTiles({ revenue, monthName, year }: RevenueTilesProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const money = (amount: number) => format.money(amount, revenue.currency);
  const number = format.number;
  const inMonth = t('revenue.inMonth', { month: monthName, year });
  const { churnedSubscribers: churned, activeAtMonthStart: active } = revenue;
  return (
    <StatCounters>
      <StatCounter label={t('revenue.cash')} value={money(revenue.cashCollected)} hint={inMonth} />
      <StatCounter label={t('revenue.refunds')} value={money(revenue.refunds)} hint={inMonth} />
      <StatCounter label={t('revenue.recognised')} value={money(revenue.recognisedRevenue)} hint={inMonth} />
      <StatCounter
        label={t('revenue.deferred')}
        value={money(revenue.deferredRevenue)}
        hint={t('revenue.atMonthEnd')}
      />
      <StatCounter
        label={t('revenue.active')}
        value={number(revenue.activeSubscribers)}
        hint={t('hints.activeSubscribers')}
      />
      <StatCounter
        label={t('revenue.churn')}
        value={revenue.churnRate === null ? t('revenue.noChurn') : percent(revenue.churnRate, format.language)}
        hint={
          active === 0
            ? t('revenue.churnNobody')
            : t('revenue.churnHint', { churned: number(churned), active: number(active) })
        }
      />
      <StatCounter
        label={t('revenue.failedRenewals')}
        value={number(revenue.failedRenewals)}
        hint={money(revenue.failedRenewalsAmount)}
      />
      {revenue.renewalsDue.map((due) => (
        <StatCounter
          key={due.withinDays}
          label={t('revenue.renewals', { days: number(due.withinDays) })}
          value={number(due.count)}
          hint={money(due.amount)}
        />
      ))}
    </StatCounters>
  );
}
