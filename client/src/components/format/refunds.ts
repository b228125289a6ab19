/**
 * Why a payment was refunded, as the server records it (`Payment.refundReason`), in the words shown to the
 * learner (payment history) and the admin (recent payments). One place, so both say the same.
 */
export const refundReasonTexts = {
  /** The learner cancelled within the refund window. */
  cancellation: 'Refunded: cancelled within the refund window',
  /** A second payment arrived while the learner was already subscribed: the server refunded it on its own. */
  duplicate: 'Refunded automatically: duplicate payment, subscription cancelled',
  /** Refunded at the payment provider (say, from Stripe's dashboard), not through the app. */
  provider: 'Refunded at the payment provider',
  /** The card issuer warned of fraud: the server refunded it and ended the subscription. */
  fraud: 'Refunded automatically: the card issuer reported likely fraud, subscription ended',
} as const;

export type RefundReason = keyof typeof refundReasonTexts;

/** The schema types the reason as a plain string: anything but a known reason (or null) is no reason. */
export const isRefundReason = (reason: string | null | undefined): reason is RefundReason =>
  typeof reason === 'string' && Object.hasOwn(refundReasonTexts, reason);

/** The text for a refund's reason, or null when it has none we know (not refunded, or recorded before reasons). */
export const refundReasonText = (reason: string | null | undefined): string | null =>
  isRefundReason(reason) ? refundReasonTexts[reason] : null;
