import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { adminOnly, requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { QUIZ_RESULTS_CSV_COLUMNS, quizResultsCsv } from './quiz-results.service';

/** The admin's download of a quiz's attempts (ADMIN session). */
export function quizRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/quizzes/:id/results.csv', adminOnly, async (req, res) => {
    const { filename, rows } = await quizResultsCsv(scope(req), String(req.params.id));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    // The filename is `quiz-<uuid>-results.csv`: nothing in it needs escaping.
    res.set('Content-Disposition', `attachment; filename="${filename}"`);
    res.set('Cache-Control', 'no-store');
    // escape_formulas: a learner's name such as '=HYPERLINK(…)' must stay text in a spreadsheet.
    res.send(stringify([[...QUIZ_RESULTS_CSV_COLUMNS], ...rows], { escape_formulas: true }));
  });

  return router;
}
