import { z } from 'zod';
import { NEXT_LINK_HEADER, restId, restOperations, successBody } from '../../http/rest';
import { PAYMENT_STATUSES, REFUND_REASONS } from './payment.entity';
import { messages } from './payment.policy';
import { MAX_PAYMENT_RECORDS } from './payment-records.service';

/** A date as JSON carries it: the ISO 8601 string `Date.toJSON` writes (openapi.ts documents it as date-time). */
const sentDate = () => z.date();

/** One payment in the admin's records; amounts in minor units (paise, cents). */
export const restPaymentSchema = z.object({
  _id: restId(),
  amount: z.int().describe('Minor units (paise, cents).'),
  currency: z.string().describe('ISO 4217, upper case.'),
  formattedAmount: z.string().describe("e.g. '₹499'"),
  status: z.enum(PAYMENT_STATUSES).describe("'disputed': the payer's bank opened a dispute, and access ended."),
  paidAt: sentDate(),
  refunded: z.boolean(),
  refundedAt: sentDate().nullable(),
  refundedAmount: z.int().nullable().describe('Minor units.'),
  refundReason: z
    .enum(REFUND_REASONS)
    .nullable()
    .describe(
      `Why it was refunded (${REFUND_REASONS.join(', ')}): 'duplicate' is a second payment while subscribed, refunded and its subscription cancelled automatically; 'provider' was refunded at the payment provider (its dashboard); 'fraud' after the card issuer's early fraud warning. Null when not refunded.`,
    ),
  customer: z
    .object({ _id: restId(), fullName: z.string(), email: z.string() })
    .nullable()
    .describe("Null when the customer's account no longer exists (the payment is kept)."),
});

const monthNames = z.array(z.string()).length(12).describe('Jan … Dec.');
const monthlySales = z
  .array(z.int())
  .length(12)
  .describe('Successful payments per month (UTC), Jan … Dec. Refunded and disputed payments are not counted.');

export const paymentRecordsQuery = z.object({
  count: z.coerce
    .number()
    .int()
    .min(1)
    .default(MAX_PAYMENT_RECORDS)
    .describe(
      `How many records a page holds, newest first (more than ${MAX_PAYMENT_RECORDS} counts as ${MAX_PAYMENT_RECORDS}).`,
    ),
  cursor: z.string().optional().describe('The `next` of the previous page; 400 when it is not one.'),
});

/** `payments*` of payment.rest.ts as the OpenAPI document shows it. */
export const paymentRestOperations = restOperations(
  {
    method: 'get',
    path: '/payments/stripe-key',
    operationId: 'stripeKey',
    summary: "The card provider's publishable key",
    tag: 'payments',
    access: 'session',
    responses: {
      200: {
        description: 'The key.',
        body: successBody({ key: z.string().nullable().describe('Null in test mode (no Stripe).') }),
      },
    },
    errors: [401],
  },
  {
    method: 'post',
    path: '/payments/subscribe',
    operationId: 'subscribe',
    summary: 'Open a checkout for the yearly bundle; send the browser to `url`',
    description: 'No body. The checkout returns to /checkout/success?session_id=… (or /checkout/failure).',
    tag: 'payments',
    access: 'session',
    responses: {
      200: {
        description: 'The checkout session.',
        body: successBody({
          id: z.string().describe('The checkout session id.'),
          url: z.string().describe("The provider's checkout page."),
        }),
      },
    },
    errors: [400, 401, 403, 409, 502],
  },
  {
    method: 'get',
    path: '/payments',
    operationId: 'paymentRecords',
    summary: 'Payment records and sales per month',
    tag: 'payments',
    access: 'admin',
    query: paymentRecordsQuery,
    responses: {
      200: {
        description: 'The records.',
        body: successBody({
          allPayments: z.array(restPaymentSchema).describe('One page of the records, newest first.'),
          finalMonths: monthNames,
          monthlySalesRecord: monthlySales,
          year: z.int().describe('The UTC year of monthlySalesRecord.'),
          message: z.literal(messages.paymentRecords),
          next: z
            .string()
            .nullable()
            .describe('The cursor of the next page of allPayments (send it as `cursor`); null on the last page.'),
        }),
        headers: { Link: NEXT_LINK_HEADER },
      },
    },
    errors: [400, 401, 403],
  },
);
