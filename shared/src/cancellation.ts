/**
 * What 'Cancel Subscription' does, decided by the server (cancellationPreview) and said in the same words before the
 * learner confirms (the dialog), after (the profile), in the cancellation mail and on the receipt of the payment.
 * - refund: the year's payment is within the refund window: it and any seats added since are refunded in full, access ends now (the spec's
 *   '100% refund on cancellation').
 * - period_end: past the window: auto-renewal turns off, access continues until the paid period ends, nothing is
 *   charged again, and renewal can be resumed until then.
 * - now: a renewal is past due (the year running is unpaid), or the account is being closed: it ends now, nothing
 *   refunded or charged.
 */
export const CANCELLATION_OUTCOMES = ['refund', 'period_end', 'now'] as const;
export type CancellationOutcome = (typeof CANCELLATION_OUTCOMES)[number];

/** The sentences, filled with an amount and dates as each side formats them. */
export const cancellationTexts = {
  refund: (refund: string, today: string) =>
    `100% refund on cancellation: you are within the refund window, so what you paid this year, ${refund}, is refunded in full and your access ends now (${today}).`,
  periodEnd: (endsOn: string) =>
    `Your refund window has passed, so nothing is refunded. Auto-renewal turns off: you keep access until ${endsOn} and you will not be charged again. You can resume renewal until then.`,
  now: (today: string) => `Your subscription ends now (${today}): nothing is refunded, and nothing more is charged.`,
  /** The profile and the receipt, once cancelled at the period's end. */
  endsAtPeriodEnd: (endsOn: string) =>
    `Cancelled: you keep access until ${endsOn}. It will not renew and you will not be charged again.`,
  /** The receipt of a payment refunded by the learner's cancellation. */
  refunded: (refund: string, on: string) =>
    `Cancelled on ${on} within the refund window: ${refund} refunded in full, and access ended.`,
} as const;
