import { CANCELLATION_OUTCOMES } from '@coursehub/shared';
import { z } from 'zod';
import { restOperations, successBody } from '../../http/rest';
import { messages } from './billing.policy';

const cancellationFields = {
  outcome: z
    .enum(CANCELLATION_OUTCOMES)
    .describe("'refund': refunded, access ends now; 'period_end': access until accessEndsAt, not renewed; 'now'."),
  accessEndsAt: z.iso.datetime().describe('When access ends (or ended).'),
  refund: z
    .object({ amount: z.number(), currency: z.string(), formatted: z.string() })
    .nullable()
    .describe('The refund in major units; null when nothing is refunded.'),
};

export const verifyBody = z.object({ subscription_id: z.string() });

/** `payments*` of billing.rest.ts as the OpenAPI document shows it (the webhook is no part of the facade). */
export const billingRestOperations = restOperations(
  {
    method: 'post',
    path: '/payments/verify',
    operationId: 'verifySubscription',
    summary: "Confirm one of the logged-in user's subscriptions by its id",
    tag: 'payments',
    access: 'session',
    body: { type: 'json', schema: verifyBody },
    responses: {
      200: {
        description: 'Active.',
        body: successBody({ message: z.literal(messages.subscriptionActive), subscriptionId: z.string() }),
      },
    },
    errors: [400, 401, 403, 404, 409, 413, 415, 502],
  },
  {
    method: 'get',
    path: '/payments/get-subscription',
    operationId: 'confirmCheckout',
    summary: 'After the checkout: activate the subscription once the session is paid',
    description: '409: a second payment while already subscribed; it has been refunded and its subscription cancelled.',
    tag: 'payments',
    access: 'session',
    query: z.object({ session_id: z.string().describe('The session_id the checkout returned with.') }),
    responses: {
      200: {
        description: 'Active.',
        body: successBody({ subscriptionId: z.string(), message: z.literal(messages.subscriptionActive) }),
      },
    },
    errors: [400, 401, 403, 404, 409, 502],
  },
  {
    method: 'get',
    path: '/payments/unsubscribe',
    operationId: 'unsubscribe',
    summary:
      'Cancel the subscription: within the refund window now, refunded in full; past it at the end of the paid period',
    tag: 'payments',
    access: 'session',
    responses: {
      200: {
        description: 'Cancelled.',
        body: successBody({
          message: z.literal(messages.cancellationSuccessful),
          refunded: z.boolean().describe('Whether the last payment was refunded.'),
          ...cancellationFields,
        }),
      },
    },
    errors: [400, 401, 403, 502],
  },
  {
    method: 'get',
    path: '/payments/cancellation-preview',
    operationId: 'cancellationPreview',
    summary: 'What cancelling would do now, to show before the learner confirms',
    tag: 'payments',
    access: 'session',
    responses: {
      200: {
        description: 'The outcome cancelling now would have.',
        body: successBody({
          ...cancellationFields,
          refundWindowEndsAt: z.iso
            .datetime()
            .nullable()
            .describe("When the last payment's refund window ends (or ended); null when no payment is recorded."),
        }),
      },
    },
    errors: [400, 401],
  },
);
