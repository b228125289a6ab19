import { csvFileResponse, restOperations } from '../../http/rest';

/** The team members export as the OpenAPI document shows it: a CSV file, not JSON. */
export const teamRestOperations = restOperations({
  method: 'get',
  path: '/team/members.csv',
  operationId: 'exportTeamMembersCsv',
  summary: "The caller's team members and their learning as CSV",
  description:
    'For the owner of a team plan: text/csv (UTF-8), a header row then one row per member, first joined first: name, ' +
    'email, joined_at (ISO 8601, UTC), courses_started, certificates (how many), certificate_courses (their course ' +
    'titles, separated by "; "), quizzes_passed, last_activity_at (ISO 8601, empty if never). Cells that a ' +
    'spreadsheet would read as a formula are prefixed with an apostrophe. 404 for a caller who owns no team.',
  tag: 'payments',
  access: 'session',
  responses: {
    200: csvFileResponse(
      'UTF-8 CSV: the header row, then one row per member (see the description).',
      'team-members.csv',
    ),
  },
  errors: [401, 404],
});
