import { Router } from 'express';
import { adminOnly, numericQueryParam, requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { STATS_MESSAGE } from './stats.messages';
import { salesStats, userStats } from './stats.service';

/** The admin dashboard's two calls, each running only its own statement of the stats service. */
export function statsRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/admin/stats/users', adminOnly, async (req, res) => {
    const { allUsersCount, subscribedUsersCount } = await userStats(scope(req));
    res.json({ success: true, allUsersCount, subscribedUsersCount, message: STATS_MESSAGE });
  });

  /** Successful payments per month (UTC), Jan … Dec, of `?year=` or the current year. */
  router.get('/payments/get-monthly-payments', adminOnly, async (req, res) => {
    const stats = await salesStats(scope(req), numericQueryParam(req, 'year'));
    res.json({ success: true, data: stats.monthlySales, year: stats.year, message: STATS_MESSAGE });
  });

  return router;
}
