import { formatDate } from '../../components/format/formatDate';

/** A subscription status as the server sends it ('active', 'inactive', 'past_due', 'canceled'), for display. */
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  inactive: 'Not subscribed',
  past_due: 'Payment due',
  canceled: 'Cancelled',
};

export const subscriptionStatusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

/** Green while subscribed, yellow while a renewal is unpaid, grey otherwise. */
export const subscriptionStatusPalette = (status: string) =>
  status === 'active' ? 'green' : status === 'past_due' ? 'yellow' : 'gray';

/** The subscription's current period end, in the tense it needs: 'Period ends Jan 5, 2027' or 'Period ended …'. */
export function periodEndText(periodEnd: string | null | undefined, now = new Date()): string | null {
  const date = formatDate(periodEnd);
  if (!periodEnd || !date) return null;
  return new Date(periodEnd) > now ? `Period ends ${date}` : `Period ended ${date}`;
}

/** When a learner was last active, or 'Never' for an account never used. */
export const lastActivityText = (lastActivityAt: string | null | undefined) => formatDate(lastActivityAt) || 'Never';

/** 'No learners', '1 learner', '24 of 130 learners' (shown of matching), with the search when there is one. */
export function learnerCountText(shown: number, total: number, search: string): string {
  const noun = total === 1 ? 'learner' : 'learners';
  const count = total === 0 ? 'No learners' : shown < total ? `${shown} of ${total} ${noun}` : `${total} ${noun}`;
  return search ? `${count} matching “${search}”` : count;
}
