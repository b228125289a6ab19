import { z } from 'zod';
import { csvFileResponse, restOperations } from '../../http/rest';

export const PAYMENTS_CSV_PATH = '/payments/export.csv';

export const paymentsCsvQuery = z.object({
  year: z.coerce
    .number()
    .int()
    .optional()
    .describe('The UTC year of `paid_at`, 1970 … 9999; the current one when omitted.'),
});

/** The payments export as the OpenAPI document shows it: a CSV file, not JSON. */
export const revenueRestOperations = restOperations({
  method: 'get',
  path: PAYMENTS_CSV_PATH,
  operationId: 'exportPaymentsCsv',
  summary: 'Every payment of a year as CSV',
  description:
    'text/csv (UTF-8), a header row then one row per payment paid in the year, oldest first: id, paid_at (ISO 8601, UTC), ' +
    'amount (major units of its currency), currency, status (paid | refunded | disputed), refunded_amount (major units, empty when ' +
    'none), refunded_at (ISO 8601, empty when none), learner_email (empty once the account was closed). Cells that a ' +
    'spreadsheet would read as a formula are prefixed with an apostrophe.',
  tag: 'payments',
  access: 'admin',
  query: paymentsCsvQuery,
  responses: {
    200: csvFileResponse(
      'UTF-8 CSV: the header row, then one row per payment (see the description).',
      'payments-<year>.csv',
    ),
  },
  errors: [400, 401, 403],
});
