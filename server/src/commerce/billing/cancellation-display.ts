import { formatMoney, fromMinorUnits } from '../../payments/money';
import type { RefundAmount } from './cancellation.service';

/** A refund in minor units as both transports show it: major units, the currency, and formatted ('₹499'). */
export function refundForDisplay(refund: RefundAmount | null) {
  if (!refund) return null;
  const amount = fromMinorUnits(refund.amount, refund.currency);
  const currency = refund.currency.toUpperCase();
  return { amount, currency, formatted: formatMoney(amount, currency) };
}
