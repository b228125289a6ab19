import { PRODUCT_NAME } from '../../mail/layout';
import type { Payment } from '../payment/payment.entity';

/** The receipt's fixed wording, one place for the GraphQL answer (and the mail, when receipts are mailed). */
export const RECEIPT_MESSAGES = {
  notFound: 'Receipt',
  /** What was bought: the plan's interval as an adjective ('year' -> 'yearly'). */
  plan: (interval: 'year') => `${PRODUCT_NAME} ${interval}ly subscription`,
  /** A seat charge: the seats added to a team's subscription, charged for the rest of its year. */
  seats: (interval: 'year', seats: number) =>
    `${PRODUCT_NAME} ${interval}ly subscription: ${seats} additional ${seats === 1 ? 'seat' : 'seats'}`,
  /** What is known of how it was paid: the provider; the card's brand and last digits are not stored yet. */
  paymentMethod: { stripe: 'Card (Stripe)', test: 'Test mode card' } satisfies Record<Payment['provider'], string>,
} as const;
