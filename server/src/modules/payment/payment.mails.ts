import type { Config } from '../../config';
import { PRODUCT_NAME, renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';
import { formatMoney, fromMinorUnits } from '../../payments/money';
import { formatDate } from '../../shared/format-date';

/** The payment module's mails: typed templates filling the one layout (mail/layout.ts). */
type Links = Pick<Config, 'clientUrl'>;

const money = (minor: number, currency: string) => formatMoney(fromMinorUnits(minor, currency), currency);

export function receiptMail(
  config: Links,
  user: { fullName: string },
  payment: { id: string; amount: number; currency: string; paidAt: Date; number: string; periodEnd: Date | null },
): MailContent {
  return renderMail({
    subject: 'Your payment receipt',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Thank you: we received ${money(payment.amount, payment.currency)} for your yearly ${PRODUCT_NAME} subscription on ${formatDate(payment.paidAt)}.`,
      ...(payment.periodEnd ? [`Your subscription runs until ${formatDate(payment.periodEnd)}.`] : []),
      `Receipt ${payment.number}: open it to view or print it.`,
    ],
    action: { label: 'View your receipt', url: `${config.clientUrl}/receipt?id=${encodeURIComponent(payment.id)}` },
    notes: ['Keep this mail for your records.'],
    homeUrl: config.clientUrl,
  });
}

export function cancellationMail(
  config: Links,
  user: { fullName: string },
  refund: { amount: number; currency: string } | null,
): MailContent {
  return renderMail({
    subject: refund ? 'Subscription cancelled and refunded' : 'Subscription cancelled',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} subscription is cancelled; it will not renew.`,
      refund
        ? `Your last payment, ${money(refund.amount, refund.currency)}, is refunded in full: your bank shows it within a few days.`
        : 'Your last payment was made outside the refund window, so it is not refunded.',
    ],
    action: { label: 'Subscribe again', url: `${config.clientUrl}/checkout` },
    notes: ['If you did not cancel, change your password and contact us.'],
    homeUrl: config.clientUrl,
  });
}

/** The provider ended the subscription without the learner cancelling it here (a renewal that failed, a dispute). */
export function subscriptionEndedMail(config: Links, user: { fullName: string }): MailContent {
  return renderMail({
    subject: 'Subscription cancelled',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} subscription was cancelled by our payment provider, for example after a renewal payment that did not go through. It will not renew, and the courses are no longer open to you.`,
    ],
    action: { label: 'Subscribe again', url: `${config.clientUrl}/checkout` },
    notes: [`If you did not expect this, contact us: ${config.clientUrl}/contact`],
    homeUrl: config.clientUrl,
  });
}

export function duplicateRefundMail(
  config: Links,
  user: { fullName: string },
  refund: { amount: number; currency: string },
): MailContent {
  return renderMail({
    subject: 'Second payment refunded',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `You were already subscribed to ${PRODUCT_NAME} when a second payment came in, so we cancelled the second subscription and refunded ${money(refund.amount, refund.currency)} in full.`,
      'Your subscription goes on as before.',
    ],
    homeUrl: config.clientUrl,
  });
}
