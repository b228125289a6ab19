import { Router } from 'express';
import { authenticated, requestScope, sendCsvFile } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { TEAM_MEMBERS_CSV_COLUMNS, teamMembersCsv } from './team-members-csv.service';

/** The team owner's download of the members' learning (any session; the service finds the caller's own team). */
export function teamRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/team/members.csv', authenticated, async (req, res) => {
    const rows = await teamMembersCsv(scope(req));
    sendCsvFile(res, 'team-members.csv', TEAM_MEMBERS_CSV_COLUMNS, rows);
  });

  return router;
}
