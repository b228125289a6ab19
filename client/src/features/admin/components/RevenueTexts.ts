/** The Revenue section's words, in one place. */
export const revenueTexts = {
  heading: 'Revenue',
  loading: 'Loading the revenue figures…',
  failed: 'Could not load the revenue figures.',
  month: 'Month',
  exportCsv: 'Export payments (CSV)',
  chartLegend: 'Revenue per month: legend',
  series: { cash: 'Cash collected', refunds: 'Refunds', recognised: 'Revenue recognised' },
  tiles: {
    cash: 'Cash collected',
    refunds: 'Refunds',
    recognised: 'Revenue recognised',
    deferred: 'Deferred revenue',
    active: 'Active subscribers',
    churn: 'Churn',
    renewals: (days: number) => `Renewals due in ${days} days`,
    failedRenewals: 'Failed renewals',
  },
  noChurn: '—',
  atMonthEnd: 'At the month end',
  inMonth: (month: string, year: number) => `In ${month} ${year}`,
  churnHint: (churned: number, active: number) =>
    active === 0
      ? 'Nobody was subscribed at the month start'
      : `${churned} of ${active} seats subscribed at the month start`,
  chartTitle: (year: number) => `Cash, refunds and revenue recognised per month in ${year}`,
  chartDesc: (year: number, currency: string) =>
    `Grouped bar chart of the cash collected, the refunds and the revenue recognised in each month of ${year}, January to December, in ${currency}.`,
} as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
