import { Router } from 'express';
import { adminOnly, requestScope, sendCsvFile } from '../http/rest';
import { badInput } from '../shared/errors';
import type { AppDeps } from '../shared/scope';
import { ANALYTICS_CSV_COLUMNS, courseAnalyticsRows } from './course-analytics.service';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_DATE_MESSAGE = 'from and to are dates, YYYY-MM-DD';

function dayParam(value: unknown, field: string): Date | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) {
    throw badInput(RANGE_DATE_MESSAGE, field);
  }
  return new Date(`${value}T00:00:00Z`);
}

/** The admin's download of a course's analytics (ADMIN session, or an API key with the analytics scope). */
export function analyticsRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/courses/:id/analytics.csv', adminOnly, async (req, res) => {
    const range = { from: dayParam(req.query.from, 'from'), to: dayParam(req.query.to, 'to') };
    const { filename, rows } = await courseAnalyticsRows(scope(req), String(req.params.id), range);
    sendCsvFile(res, filename, ANALYTICS_CSV_COLUMNS, rows);
  });

  return router;
}
