import type { TFunction } from 'i18next';

type AdminT = TFunction<'admin'>;
/** How a screen shows a date in its language (useFormat().date). */
type DateText = (iso: string | null | undefined) => string;

const STATUSES = ['active', 'inactive', 'past_due', 'canceled'] as const;
const isKnownStatus = (status: string): status is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(status);

/** A subscription status as the server sends it ('active', 'inactive', 'past_due', 'canceled'), for display. */
export const subscriptionStatusLabel = (t: AdminT, status: string): string =>
  isKnownStatus(status) ? t(`learners.status.${status}`) : status;

/** Green while subscribed, yellow while a renewal is unpaid, grey otherwise. */
export const subscriptionStatusPalette = (status: string) =>
  status === 'active' ? 'green' : status === 'past_due' ? 'yellow' : 'gray';

/** The subscription's current period end, in the tense it needs: 'Period ends Jan 5, 2027' or 'Period ended …'. */
export function periodEndText(t: AdminT, dateText: DateText, periodEnd: string | null | undefined, now = new Date()) {
  const date = dateText(periodEnd);
  if (!periodEnd || !date) return null;
  return new Date(periodEnd) > now ? t('learners.periodEnds', { date }) : t('learners.periodEnded', { date });
}

/** When a learner was last active, or 'Never' for an account never used. */
export const lastActivityText = (t: AdminT, dateText: DateText, lastActivityAt: string | null | undefined) =>
  dateText(lastActivityAt) || t('learners.never');

/** 'No learners', '1 learner', '24 of 130 learners' (shown of matching), with the search when there is one. */
export function learnerCountText(t: AdminT, shown: number, total: number, search: string): string {
  const count =
    total === 0
      ? t('learners.countNone')
      : shown < total
        ? t('learners.countShown', { count: total, shown })
        : t('learners.count', { count: total });
  return search ? t('learners.countMatching', { count, search }) : count;
}
