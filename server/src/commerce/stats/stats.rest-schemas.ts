import { z } from 'zod';
import { restOperations, successBody } from '../../http/rest';
import { STATS_MESSAGE } from './stats.messages';

const twelveMonths = z
  .array(z.int())
  .length(12)
  .describe('Successful payments per month (UTC), Jan … Dec. Refunded payments are not counted.');

export const monthlyPaymentsQuery = z.object({
  year: z.coerce.number().int().optional().describe('The UTC year; the current one when omitted.'),
});

/** The admin dashboard's two calls as the OpenAPI document shows them. */
export const statsRestOperations = restOperations(
  {
    method: 'get',
    path: '/payments/get-monthly-payments',
    operationId: 'monthlyPayments',
    summary: 'Sales per month of a year',
    tag: 'stats',
    access: 'admin',
    query: monthlyPaymentsQuery,
    responses: {
      200: {
        description: 'Twelve values, Jan … Dec.',
        body: successBody({ data: twelveMonths, year: z.int(), message: z.literal(STATS_MESSAGE) }),
      },
    },
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/stats/users',
    operationId: 'userStats',
    summary: 'Registered and subscribed user counts',
    tag: 'stats',
    access: 'admin',
    responses: {
      200: {
        description: 'The counts.',
        body: successBody({
          allUsersCount: z.int().describe('Every account, admins included.'),
          subscribedUsersCount: z.int().describe("Accounts whose subscription status is 'active'."),
          message: z.literal(STATS_MESSAGE),
        }),
      },
    },
    errors: [401, 403],
  },
);
