import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { authenticated, requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { TEAM_MEMBERS_CSV_COLUMNS, teamMembersCsv } from './team-members-csv.service';

/** The team owner's download of the members' learning (any session; the service finds the caller's own team). */
export function teamRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/team/members.csv', authenticated, async (req, res) => {
    const rows = await teamMembersCsv(scope(req));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="team-members.csv"');
    res.set('Cache-Control', 'no-store');
    // escape_formulas: a member's name such as '=HYPERLINK(…)' must stay text in a spreadsheet.
    res.send(stringify([[...TEAM_MEMBERS_CSV_COLUMNS], ...rows], { escape_formulas: true }));
  });

  return router;
}
