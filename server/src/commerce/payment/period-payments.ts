import type { Em } from '../../shared/orm';
import { Payment } from './payment.entity';

/**
 * What a subscription's running period was paid with: its latest period payment (the checkout's or the latest
 * renewal's, whatever its status now) and the seat charges paid since, oldest first. Null when no period payment is on
 * record.
 */
export async function currentPeriodPayments(
  em: Em,
  subscriptionId: string,
): Promise<{ period: Payment; seatCharges: Payment[] } | null> {
  const period = await em.findOne(
    Payment,
    { providerSubscriptionId: subscriptionId, purpose: 'period' },
    { orderBy: { paidAt: 'desc', id: 'desc' } },
  );
  if (!period) return null;
  const seatCharges = await em.find(
    Payment,
    { providerSubscriptionId: subscriptionId, purpose: 'seats', paidAt: { $gte: period.paidAt } },
    { orderBy: { paidAt: 'asc', id: 'asc' } },
  );
  return { period, seatCharges };
}
