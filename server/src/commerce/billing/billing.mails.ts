import type { CancellationOutcome } from '@coursehub/shared';
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import { mailFormat } from '../../mail/mail-format';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';
import { formatMoney, fromMinorUnits } from '../../payments/money';

/**
 * The payment module's mails: typed templates filling the one layout (mail/layout.ts), in the recipient's language
 * (texts in mail/locales/<language>/billing.json, amounts and dates in its formats).
 */
type Links = Pick<Config, 'clientUrl'>;

/** Whom a mail goes to: their name and chosen language (`users.locale`, null for English). */
type Recipient = { fullName: string; locale: string | null | undefined };

/** What every billing mail starts with: the recipient's language, `t`, formats and greeting. */
function opening(person: Recipient) {
  const t = mailT(person.locale);
  const { date, numbers } = mailFormat(person.locale);
  const money = (minor: number, currency: string) => formatMoney(fromMinorUnits(minor, currency), currency, numbers);
  return {
    t,
    format: { date, money },
    locale: person.locale,
    greeting: t('layout:greeting', { name: person.fullName }),
  };
}

export function receiptMail(
  config: Links,
  user: Recipient,
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
  const { t, format, locale, greeting } = opening(user);
  const seats = payment.seatsAdded;
  const what = seats ? t('billing:receipt.seats', { count: seats }) : t('billing:receipt.year');
  const amount = format.money(payment.amount, payment.currency);
  return renderMail({
    locale,
    subject: t('billing:receipt.subject'),
    greeting,
    paragraphs: [
      t('billing:receipt.thanks', { amount, what, date: format.date(payment.paidAt) }),
      ...(payment.periodEnd ? [t('billing:receipt.runsUntil', { date: format.date(payment.periodEnd) })] : []),
      t('billing:receipt.number', { number: payment.number }),
    ],
    action: {
      label: t('billing:receipt.action'),
      url: `${config.clientUrl}/receipt?id=${encodeURIComponent(payment.id)}`,
    },
    notes: [t('billing:receipt.note')],
    homeUrl: config.clientUrl,
  });
}

/**
 * The learner's own cancellation, in the words the dialog used before they confirmed (the English of
 * `billing:cancellation.*` is @coursehub/shared's cancellationTexts, which a test keeps equal).
 */
export function cancellationMail(
  config: Links,
  user: Recipient,
  cancellation: {
    outcome: CancellationOutcome;
    accessEndsAt: Date;
    refund: { amount: number; currency: string } | null;
  },
): MailContent {
  const { t, format, locale, greeting } = opening(user);
  const endsOn = format.date(cancellation.accessEndsAt);
  const { refund } = cancellation;
  const what = {
    refund: refund
      ? t('billing:cancellation.refund', { refund: format.money(refund.amount, refund.currency), today: endsOn })
      : '',
    period_end: t('billing:cancellation.periodEnd', { endsOn }),
    now: t('billing:cancellation.now', { today: endsOn }),
  }[cancellation.outcome];
  const continuing = cancellation.outcome === 'period_end';
  return renderMail({
    locale,
    subject: continuing
      ? t('billing:cancellation.subjectUntil', { date: endsOn })
      : refund
        ? t('billing:cancellation.subjectRefunded')
        : t('billing:cancellation.subject'),
    greeting,
    paragraphs: [t('billing:cancellation.body'), what],
    action: continuing
      ? { label: t('billing:cancellation.resume'), url: `${config.clientUrl}/user/profile` }
      : { label: t('billing:subscribeAgain'), url: `${config.clientUrl}/checkout` },
    notes: [t('billing:cancellation.note')],
    homeUrl: config.clientUrl,
  });
}

/** The provider ended the subscription without the learner cancelling it here (a renewal that failed, a dispute). */
export function subscriptionEndedMail(config: Links, user: Recipient): MailContent {
  const { t, locale, greeting } = opening(user);
  return renderMail({
    locale,
    subject: t('billing:ended.subject'),
    greeting,
    paragraphs: [t('billing:ended.body')],
    action: { label: t('billing:subscribeAgain'), url: `${config.clientUrl}/checkout` },
    notes: [t('billing:contactUs', { url: `${config.clientUrl}/contact` })],
    homeUrl: config.clientUrl,
  });
}

export function duplicateRefundMail(
  config: Links,
  user: Recipient,
  refund: { amount: number; currency: string },
): MailContent {
  const { t, format, locale, greeting } = opening(user);
  return renderMail({
    locale,
    subject: t('billing:duplicateRefund.subject'),
    greeting,
    paragraphs: [
      t('billing:duplicateRefund.body', { amount: format.money(refund.amount, refund.currency) }),
      t('billing:duplicateRefund.goesOn'),
    ],
    homeUrl: config.clientUrl,
  });
}

/** `invoice.upcoming`: the yearly charge is coming (Stripe sends it some days before; 15 by the setting). */
export function renewalReminderMail(
  config: Links,
  user: Recipient,
  renewal: { renewsAt: Date; amount: number; currency: string },
): MailContent {
  const { t, format, locale, greeting } = opening(user);
  const date = format.date(renewal.renewsAt);
  return renderMail({
    locale,
    subject: t('billing:renewalReminder.subject', { date }),
    greeting,
    paragraphs: [
      t('billing:renewalReminder.body', { date, amount: format.money(renewal.amount, renewal.currency) }),
      t('billing:renewalReminder.howToStop'),
    ],
    action: { label: t('billing:renewalReminder.action'), url: `${config.clientUrl}/user/profile` },
    homeUrl: config.clientUrl,
  });
}

/** `invoice.payment_failed` for the renewal of the learner's subscription: once per invoice, with the grace's end. */
export function paymentFailedMail(
  config: Links,
  user: Recipient,
  invoice: { amount: number; currency: string; accessEndsAt: Date },
): MailContent {
  const { t, format, locale, greeting } = opening(user);
  return renderMail({
    locale,
    subject: t('billing:paymentFailed.subject'),
    greeting,
    paragraphs: [
      t('billing:paymentFailed.body', { amount: format.money(invoice.amount, invoice.currency) }),
      t('billing:paymentFailed.grace', { date: format.date(invoice.accessEndsAt) }),
    ],
    action: { label: t('billing:paymentFailed.action'), url: `${config.clientUrl}/user/profile` },
    notes: [t('billing:contactUs', { url: `${config.clientUrl}/contact` })],
    homeUrl: config.clientUrl,
  });
}

/** `invoice.payment_action_required`: the bank wants the card holder to confirm the renewal payment. */
export function paymentActionRequiredMail(
  config: Links,
  user: Recipient,
  invoice: { url: string; amount: number; currency: string },
): MailContent {
  const { t, format, locale, greeting } = opening(user);
  return renderMail({
    locale,
    subject: t('billing:paymentActionRequired.subject'),
    greeting,
    paragraphs: [
      t('billing:paymentActionRequired.body', { amount: format.money(invoice.amount, invoice.currency) }),
      t('billing:paymentActionRequired.open'),
    ],
    action: { label: t('billing:paymentActionRequired.action'), url: invoice.url },
    notes: [t('billing:contactUs', { url: `${config.clientUrl}/contact` })],
    homeUrl: config.clientUrl,
  });
}

/** A dispute or an early fraud warning ended the subscription. */
export function accessEndedMail(config: Links, user: Recipient, reason: 'dispute' | 'fraud' | 'refund'): MailContent {
  const { t, locale, greeting } = opening(user);
  const because = {
    dispute: 'billing:accessEnded.dispute',
    fraud: 'billing:accessEnded.fraud',
    refund: 'billing:accessEnded.refund',
  }[reason];
  return renderMail({
    locale,
    subject: t('billing:accessEnded.subject'),
    greeting,
    paragraphs: [t(because)],
    action: { label: t('billing:subscribeAgain'), url: `${config.clientUrl}/checkout` },
    notes: [t('billing:contactUs', { url: `${config.clientUrl}/contact` })],
    homeUrl: config.clientUrl,
  });
}

/** The paid year ended with auto-renewal off: the end the learner chose. */
export function subscriptionLapsedMail(config: Links, user: Recipient): MailContent {
  const { t, locale, greeting } = opening(user);
  return renderMail({
    locale,
    subject: t('billing:lapsed.subject'),
    greeting,
    paragraphs: [t('billing:lapsed.body')],
    action: { label: t('billing:subscribeAgain'), url: `${config.clientUrl}/checkout` },
    homeUrl: config.clientUrl,
  });
}

/** A team's subscription ended (cancelled, lapsed, disputed, refunded): each member but the owner, who has their own. */
export function teamAccessEndedMail(
  config: Links,
  member: Recipient,
  team: { name: string; ownerName: string },
): MailContent {
  const { t, locale, greeting } = opening(member);
  return renderMail({
    locale,
    subject: t('billing:teamAccessEnded.subject', { team: team.name }),
    greeting,
    paragraphs: [
      t('billing:teamAccessEnded.body', { team: team.name, owner: team.ownerName }),
      t('billing:teamAccessEnded.kept'),
    ],
    action: { label: t('billing:subscribeOwn'), url: `${config.clientUrl}/checkout` },
    homeUrl: config.clientUrl,
  });
}

/** A team's renewal failed: its members keep access through the grace period, then lose it unless the owner pays. */
export function teamRenewalFailedMail(
  config: Links,
  member: Recipient,
  team: { name: string; ownerName: string; accessEndsAt: Date },
): MailContent {
  const { t, format, locale, greeting } = opening(member);
  const date = format.date(team.accessEndsAt);
  return renderMail({
    locale,
    subject: t('billing:teamRenewalFailed.subject', { team: team.name, date }),
    greeting,
    paragraphs: [
      t('billing:teamRenewalFailed.body', { team: team.name }),
      t('billing:teamRenewalFailed.grace', { date, owner: team.ownerName }),
    ],
    homeUrl: config.clientUrl,
  });
}

/** A renewal billed fewer seats than the team has members (its quantity was changed outside CourseHub). */
export function teamSeatsShortMail(
  config: Links,
  owner: Recipient,
  team: { name: string; seats: number; members: number },
): MailContent {
  const { t, locale, greeting } = opening(owner);
  const counts = { team: team.name, count: team.seats, members: team.members };
  return renderMail({
    locale,
    subject: t('billing:teamSeatsShort.subject', counts),
    greeting,
    paragraphs: [t('billing:teamSeatsShort.body', counts), t('billing:teamSeatsShort.fix')],
    action: { label: t('billing:teamSeatsShort.action'), url: `${config.clientUrl}/team` },
    homeUrl: config.clientUrl,
  });
}

/** The owner removed the member from the team: the seat, and the access it gave, ended at once. */
export function teamSeatRemovedMail(config: Links, member: Recipient, team: { name: string }): MailContent {
  const { t, locale, greeting } = opening(member);
  return renderMail({
    locale,
    subject: t('billing:teamSeatRemoved.subject', { team: team.name }),
    greeting,
    paragraphs: [t('billing:teamSeatRemoved.body', { team: team.name }), t('billing:teamSeatRemoved.kept')],
    action: { label: t('billing:subscribeOwn'), url: `${config.clientUrl}/checkout` },
    homeUrl: config.clientUrl,
  });
}
