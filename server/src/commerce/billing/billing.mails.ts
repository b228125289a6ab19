import { type CancellationOutcome, cancellationTexts } from '@coursehub/shared';
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
  payment: {
    id: string;
    amount: number;
    currency: string;
    paidAt: Date;
    number: string;
    periodEnd: Date | null;
    /** A seat charge's seats added; null for a period's payment. */
    seatsAdded: number | null;
  },
): MailContent {
  const seats = payment.seatsAdded;
  const what = seats
    ? `${seats} additional ${seats === 1 ? 'seat' : 'seats'} of your yearly ${PRODUCT_NAME} subscription`
    : `your yearly ${PRODUCT_NAME} subscription`;
  return renderMail({
    subject: 'Your payment receipt',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Thank you: we received ${money(payment.amount, payment.currency)} for ${what} on ${formatDate(payment.paidAt)}.`,
      ...(payment.periodEnd ? [`Your subscription runs until ${formatDate(payment.periodEnd)}.`] : []),
      `Receipt ${payment.number}: open it to view or print it.`,
    ],
    action: { label: 'View your receipt', url: `${config.clientUrl}/receipt?id=${encodeURIComponent(payment.id)}` },
    notes: ['Keep this mail for your records.'],
    homeUrl: config.clientUrl,
  });
}

/** The learner's own cancellation, in the words the dialog used before they confirmed (shared cancellationTexts). */
export function cancellationMail(
  config: Links,
  user: { fullName: string },
  cancellation: {
    outcome: CancellationOutcome;
    accessEndsAt: Date;
    refund: { amount: number; currency: string } | null;
  },
): MailContent {
  const endsOn = formatDate(cancellation.accessEndsAt);
  const { refund } = cancellation;
  const what = {
    refund: refund ? cancellationTexts.refund(money(refund.amount, refund.currency), endsOn) : '',
    period_end: cancellationTexts.periodEnd(endsOn),
    now: cancellationTexts.now(endsOn),
  }[cancellation.outcome];
  const continuing = cancellation.outcome === 'period_end';
  return renderMail({
    subject: continuing
      ? `Subscription cancelled: access until ${endsOn}`
      : refund
        ? 'Subscription cancelled and refunded'
        : 'Subscription cancelled',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [`Your ${PRODUCT_NAME} subscription is cancelled; it will not renew.`, what],
    action: continuing
      ? { label: 'Resume renewal', url: `${config.clientUrl}/user/profile` }
      : { label: 'Subscribe again', url: `${config.clientUrl}/checkout` },
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

/** `invoice.upcoming`: the yearly charge is coming (Stripe sends it some days before; 15 by the setting). */
export function renewalReminderMail(
  config: Links,
  user: { fullName: string },
  renewal: { renewsAt: Date; amount: number; currency: string },
): MailContent {
  return renderMail({
    subject: `Your subscription renews on ${formatDate(renewal.renewsAt)}`,
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your subscription renews on ${formatDate(renewal.renewsAt)}: we will charge ${money(renewal.amount, renewal.currency)} for another year of ${PRODUCT_NAME}.`,
      'Nothing to do if that suits you. To stop it, turn auto-renewal off on your profile: you keep access until the end of the year you paid for.',
    ],
    action: { label: 'Manage your subscription', url: `${config.clientUrl}/user/profile` },
    homeUrl: config.clientUrl,
  });
}

/** `invoice.payment_failed` for the renewal of the learner's subscription: once per invoice, with the grace's end. */
export function paymentFailedMail(
  config: Links,
  user: { fullName: string },
  invoice: { amount: number; currency: string; accessEndsAt: Date },
): MailContent {
  return renderMail({
    subject: 'Your renewal payment failed',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `We could not charge ${money(invoice.amount, invoice.currency)} for the renewal of your ${PRODUCT_NAME} subscription.`,
      `Your courses stay open until ${formatDate(invoice.accessEndsAt)} while we retry the payment. Update your payment method on your profile to keep your subscription.`,
    ],
    action: { label: 'Update payment method', url: `${config.clientUrl}/user/profile` },
    notes: [`If you did not expect this, contact us: ${config.clientUrl}/contact`],
    homeUrl: config.clientUrl,
  });
}

/** `invoice.payment_action_required`: the bank wants the card holder to confirm the renewal payment. */
export function paymentActionRequiredMail(
  config: Links,
  user: { fullName: string },
  invoice: { url: string; amount: number; currency: string },
): MailContent {
  return renderMail({
    subject: 'Confirm your subscription payment',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Your bank asks you to confirm the payment of ${money(invoice.amount, invoice.currency)} for your ${PRODUCT_NAME} subscription.`,
      'Open the payment page to complete it; until then your subscription is not renewed.',
    ],
    action: { label: 'Complete the payment', url: invoice.url },
    notes: [`If you did not expect this, contact us: ${config.clientUrl}/contact`],
    homeUrl: config.clientUrl,
  });
}

/** A dispute or an early fraud warning ended the subscription. */
export function accessEndedMail(
  config: Links,
  user: { fullName: string },
  reason: 'dispute' | 'fraud' | 'refund',
): MailContent {
  const why = {
    dispute: 'your bank opened a dispute about your payment',
    fraud: 'your card issuer reported your payment as possibly unauthorised, so we refunded it in full',
    refund: 'your payment for the current year was refunded in full',
  }[reason];
  return renderMail({
    subject: 'Subscription ended',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [`Your ${PRODUCT_NAME} subscription has ended because ${why}. The courses are no longer open to you.`],
    action: { label: 'Subscribe again', url: `${config.clientUrl}/checkout` },
    notes: [`If you did not expect this, contact us: ${config.clientUrl}/contact`],
    homeUrl: config.clientUrl,
  });
}

/** The paid year ended with auto-renewal off: the end the learner chose. */
export function subscriptionLapsedMail(config: Links, user: { fullName: string }): MailContent {
  return renderMail({
    subject: 'Your subscription has ended',
    greeting: `Hello ${user.fullName},`,
    paragraphs: [
      `Auto-renewal was off, so your ${PRODUCT_NAME} subscription ended with the year you paid for; nothing was charged. The courses are no longer open to you.`,
    ],
    action: { label: 'Subscribe again', url: `${config.clientUrl}/checkout` },
    homeUrl: config.clientUrl,
  });
}

/** A team's subscription ended (cancelled, lapsed, disputed, refunded): each member but the owner, who has their own. */
export function teamAccessEndedMail(
  config: Links,
  member: { fullName: string },
  team: { name: string; ownerName: string },
): MailContent {
  return renderMail({
    subject: `Your seat in ${team.name} has ended`,
    greeting: `Hello ${member.fullName},`,
    paragraphs: [
      `The ${PRODUCT_NAME} team plan of ${team.name}, paid for by ${team.ownerName}, has ended, so the courses are no longer open to you through it.`,
      'Your progress and certificates are kept. Subscribe on your own to go on learning, or ask the team owner about renewing.',
    ],
    action: { label: 'Subscribe on your own', url: `${config.clientUrl}/checkout` },
    homeUrl: config.clientUrl,
  });
}

/** A team's renewal failed: its members keep access through the grace period, then lose it unless the owner pays. */
export function teamRenewalFailedMail(
  config: Links,
  member: { fullName: string },
  team: { name: string; ownerName: string; accessEndsAt: Date },
): MailContent {
  return renderMail({
    subject: `Your seat in ${team.name}: access ends on ${formatDate(team.accessEndsAt)} unless the renewal is paid`,
    greeting: `Hello ${member.fullName},`,
    paragraphs: [
      `The renewal payment of the ${PRODUCT_NAME} team plan of ${team.name} did not go through.`,
      `Your courses stay open until ${formatDate(team.accessEndsAt)} while ${team.ownerName}, the team owner, updates the payment method. If it is not paid by then, your access ends on that day.`,
    ],
    homeUrl: config.clientUrl,
  });
}

/** A renewal billed fewer seats than the team has members (its quantity was changed outside CourseHub). */
export function teamSeatsShortMail(
  config: Links,
  owner: { fullName: string },
  team: { name: string; seats: number; members: number },
): MailContent {
  return renderMail({
    subject: `${team.name} renewed with ${team.seats} seats for ${team.members} members`,
    greeting: `Hello ${owner.fullName},`,
    paragraphs: [
      `The ${PRODUCT_NAME} team plan of ${team.name} renewed for ${team.seats} seats, but ${team.members} people hold a seat. The seat count was changed outside ${PRODUCT_NAME}, so nobody was removed.`,
      'Add seats to cover every member, or remove the members who no longer need one. Nobody can join the team until the members fit the seats.',
    ],
    action: { label: 'Manage the team', url: `${config.clientUrl}/team` },
    homeUrl: config.clientUrl,
  });
}

/** The owner removed the member from the team: the seat, and the access it gave, ended at once. */
export function teamSeatRemovedMail(config: Links, member: { fullName: string }, team: { name: string }): MailContent {
  return renderMail({
    subject: `You were removed from ${team.name}`,
    greeting: `Hello ${member.fullName},`,
    paragraphs: [
      `The owner of the ${PRODUCT_NAME} team ${team.name} removed you from it, so the courses are no longer open to you through its plan.`,
      'Your progress and certificates are kept. Subscribe on your own to go on learning.',
    ],
    action: { label: 'Subscribe on your own', url: `${config.clientUrl}/checkout` },
    homeUrl: config.clientUrl,
  });
}
