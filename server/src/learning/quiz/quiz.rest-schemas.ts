import { csvFileResponse, idParams, restOperations } from '../../http/rest';

export const QUIZ_RESULTS_CSV_PATH = '/quizzes/{id}/results.csv';

/** The quiz results export as the OpenAPI document shows it: a CSV file, not JSON. */
export const quizRestOperations = restOperations({
  method: 'get',
  path: QUIZ_RESULTS_CSV_PATH,
  operationId: 'exportQuizResultsCsv',
  summary: 'Every submitted attempt at a quiz as CSV',
  description:
    'text/csv (UTF-8), a header row then one row per submitted attempt, by learner then attempt: learner_name, ' +
    'learner_email, attempt (1, 2, …), submitted_at (ISO 8601, UTC), score_points, max_points, score_percent, passed ' +
    '(yes | no), timed_out (yes | no: submitted after the time limit, answers not counted). Cells that a spreadsheet ' +
    'would read as a formula are prefixed with an apostrophe.',
  tag: 'courses',
  access: 'admin',
  params: idParams('The quiz.'),
  responses: {
    200: csvFileResponse(
      'UTF-8 CSV: the header row, then one row per attempt (see the description).',
      'quiz-<id>-results.csv',
    ),
  },
  errors: [401, 403, 404],
});
