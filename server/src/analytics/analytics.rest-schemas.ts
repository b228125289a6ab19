import { z } from 'zod';
import { csvFileResponse, idParams, restOperations } from '../http/rest';

export const COURSE_ANALYTICS_CSV_PATH = '/courses/{id}/analytics.csv';

/** The course analytics export as the OpenAPI document shows it: a CSV file, not JSON. */
export const analyticsRestOperations = restOperations({
  method: 'get',
  path: COURSE_ANALYTICS_CSV_PATH,
  operationId: 'exportCourseAnalyticsCsv',
  summary: "A course's analytics as CSV",
  description:
    'text/csv (UTF-8) for the UTC days from `from` to `to` (YYYY-MM-DD; the last 30 days by default): a header row ' +
    '(kind, position, title, viewers, sessions, average_percent_watched, early_stops, replay_seconds, attempts, ' +
    'passed), one row per lecture in order, one per quiz, then the learners who started and finished the course. ' +
    'Figures lag the players by up to VIEWING_IDLE_SECONDS plus a minute (docs/admin.md#analytics).',
  tag: 'courses',
  access: 'admin',
  params: idParams('The course.'),
  query: z.object({
    from: z.string().optional().describe('First UTC day, YYYY-MM-DD.'),
    to: z.string().optional().describe('Last UTC day, YYYY-MM-DD.'),
  }),
  responses: {
    200: csvFileResponse(
      'UTF-8 CSV: the header row, then the rows the description lists.',
      'course-<id>-analytics-<from>-<to>.csv',
    ),
  },
  errors: [400, 401, 403, 404],
});
