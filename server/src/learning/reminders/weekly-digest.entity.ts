import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate } from '../../shared/orm';

/**
 * One row per week whose digest went out, or is going out: the first worker pass of the next week inserts it. The
 * learners are mailed by sweeps, one a pass, each mailing those whose Monday hour has come in their time zone: a
 * sweep's batches move `cursor` past the learners they mailed in the same transaction as their mails, so a batch that
 * dies sends nothing and the next try starts where the last commit left off.
 */
const WeeklyDigestRunSchema = defineEntity({
  name: 'WeeklyDigestRun',
  tableName: 'weekly_digest_runs',
  properties: {
    /** The Monday (UTC) of the week the digest tells of, as YYYY-MM-DD. */
    week: p.string().length(10).primary(),
    /** The last user id the current sweep's committed batch went past; null between sweeps. */
    cursor: p.uuid().nullable(),
    /** When the current (or last) sweep began: one that began once every time zone was due finishes the run. */
    sweepStartedAt: p.datetime().nullable(),
    mailed: p.integer().default(0),
    startedAt: nowOnCreate(),
    finishedAt: p.datetime().nullable(),
  },
});

export class WeeklyDigestRun extends WeeklyDigestRunSchema.class {}
WeeklyDigestRunSchema.setClass(WeeklyDigestRun);

/** The `weekly_digest_runs` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type WeeklyDigestTables = InferKyselyDB<typeof WeeklyDigestRunSchema>;
