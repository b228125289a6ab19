import type { Config } from '../../config';
import { PRODUCT_NAME, renderMail } from '../../mail/layout';
import type { MailContent } from '../../mail/mailer';
import { formatMoney, fromMinorUnits } from '../../payments/money';

/** The payment module's mails: typed templates filling the one layout (mail/layout.ts). */
type Links = Pick<Config, 'clientUrl'>;

const money = (minor: number, currency: string) => formatMoney(fromMinorUnits(minor, currency), currency);
const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function receiptMail(
  config: Links,
  user: { fullName: string },
  payment: { amount: number; currency: string; paidAt: Date; invoiceId: string; periodEnd: Date | null },
): MailContent {
  return renderMail({
    subject: 'Your payment receipt',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Thank you: we received ${money(payment.amount, payment.currency)} for your yearly ${PRODUCT_NAME} subscription on ${day(payment.paidAt)}.`,
      ...(payment.periodEnd ? [`Your subscription runs until ${day(payment.periodEnd)}.`] : []),
      `Invoice: ${payment.invoiceId}.`,
    ],
    action: { label: 'Start learning', url: `${config.clientUrl}/courses` },
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
