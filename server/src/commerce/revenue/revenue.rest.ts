import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { adminOnly, numericQueryParam, requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { PAYMENTS_CSV_COLUMNS, paymentsCsv } from './payments-csv.service';
import { PAYMENTS_CSV_PATH } from './revenue.rest-schemas';

/** The admin's download of a year's payments (ADMIN session or a `payments:read` key). */
export function revenueRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get(PAYMENTS_CSV_PATH, adminOnly, async (req, res) => {
    const { filename, rows } = await paymentsCsv(scope(req), numericQueryParam(req, 'year'));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    // The filename is `payments-<year>.csv`: nothing in it needs escaping.
    res.set('Content-Disposition', `attachment; filename="${filename}"`);
    res.set('Cache-Control', 'no-store');
    // escape_formulas: an email such as '=HYPERLINK(…)@x' must stay text in a spreadsheet.
    res.send(stringify([[...PAYMENTS_CSV_COLUMNS], ...rows], { escape_formulas: true }));
  });

  return router;
}
