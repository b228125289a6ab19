import { Router } from 'express';
import { adminOnly, numericQueryParam, requestScope, sendCsvFile } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { PAYMENTS_CSV_COLUMNS, paymentsCsv } from './payments-csv.service';
import { PAYMENTS_CSV_PATH } from './revenue.rest-schemas';

/** The admin's download of a year's payments (ADMIN session or a `payments:read` key). */
export function revenueRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get(PAYMENTS_CSV_PATH, adminOnly, async (req, res) => {
    const { filename, rows } = await paymentsCsv(scope(req), numericQueryParam(req, 'year'));
    sendCsvFile(res, filename, PAYMENTS_CSV_COLUMNS, rows);
  });

  return router;
}
