import { Router } from 'express';
import { adminOnly, requestScope, sendCsvFile } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { QUIZ_RESULTS_CSV_COLUMNS, quizResultsCsv } from './quiz-results.service';

/** The admin's download of a quiz's attempts (ADMIN session). */
export function quizRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/quizzes/:id/results.csv', adminOnly, async (req, res) => {
    const { filename, rows } = await quizResultsCsv(scope(req), String(req.params.id));
    sendCsvFile(res, filename, QUIZ_RESULTS_CSV_COLUMNS, rows);
  });

  return router;
}
