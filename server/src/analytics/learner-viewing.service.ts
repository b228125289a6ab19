import { sql } from 'kysely';
import type { Em } from '../shared/orm';
import { createBatch, perRequest } from '../shared/request-batch';
import type { RequestScope } from '../shared/scope';
import { requireRole } from '../shared/viewer';
import { analyticsDb } from './analytics-range';

/** A learner's viewing, for the admin's learners page. */
export interface LearnerViewingView {
  minutesWatched: number;
  verifiedLectures: number;
}

async function loadLearnerViewing(em: Em, userIds: readonly string[]) {
  const rows = await analyticsDb(em)
    .selectFrom('lecture_viewings')
    .select([
      'user_id',
      sql<number>`sum(watched_total)`.as('seconds'),
      sql<number>`count(verified_at)::int`.as('verified'),
    ])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { minutesWatched: Math.round(Number(row.seconds) / 6) / 10, verifiedLectures: Number(row.verified) },
    ]),
  );
}

const requestBatches = perRequest(({ em }: RequestScope) => ({
  learnerViewing: createBatch<string, LearnerViewingView>((ids) => loadLearnerViewing(em, ids), {
    minutesWatched: 0,
    verifiedLectures: 0,
  }),
}));

/** ADMIN only: minutes a learner watched (replays included) and lectures verified complete; batched per page. */
export function learnerViewing(scope: RequestScope, userId: string): Promise<LearnerViewingView> {
  requireRole(scope.viewer, 'ADMIN');
  return requestBatches(scope).learnerViewing(userId);
}
