import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { WEEKLY_DIGEST_BATCH, weeklyDigestJob } from '../../src/learning/reminders/weekly-digest.job';
import type { Em } from '../../src/shared/orm';
import { ManualClock } from '../../test/clock';
import { startTestApp } from '../../test/harness';
import { missing, type Row } from '../lib/budgets/row';
import { generateCourse, generateLearners } from '../lib/generated-rows';
import { round } from '../lib/load';

/** The budget: each learner's digest in at most 5 ms of database time. */
export const REMINDERS_BUDGETS = { perLearnerMs: 5, heapGrowth: 1.5 } as const;

export interface RemindersResult {
  learners: number;
  mailed: number;
  batches: number;
  batchSize: number;
  /** The whole run, batch after batch in one process. */
  seconds: number;
  /** A batch's whole work (its reads, the outbox rows and their delivery jobs, the commit), per learner. */
  perLearnerMs: { p50: number; max: number };
  /** Heap in use after a collection, after the 10th batch and after the last (MiB): constant memory keeps them level. */
  heapMiB: { early: number; last: number };
}

// Tuesday morning, when every time zone's Monday hour has come: the week told of is 2027-03-08 to 2027-03-14, and one
// sweep of batches mails everyone and finishes the run.
const TUESDAY = new Date('2027-03-16T09:00:00.000Z');
const WEEK = '2027-03-08';

/**
 * `learners` learners who played lectures of one 10-lecture course: each has two lectures' progress (one completed in
 * the week), a viewing session in the week, and every other one a weekly goal. Written by generate_series, without
 * foreign-key checks (they are known to hold).
 */
async function generateDigestLearners(em: Em, learners: number) {
  await generateLearners(em, 'digest', learners);
  const courseId = await generateCourse(em, 'Digest bench', 10);
  await em.transactional(async (tx) => {
    await tx.execute('set local session_replication_role = replica');
    await tx.execute(
      `insert into lecture_progress (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
       select u.id, l.id, l.course_id, 60, case when l.position = 1 then timestamptz '2027-03-10 10:00Z' end,
         timestamptz '2027-03-10 10:00Z'
       from users u cross join lectures l
       where u.email like 'digest%@bench.example' and l.course_id = ? and l.position <= 2`,
      [courseId],
    );
    await tx.execute(
      `insert into viewing_sessions (id, user_id, lecture_id, course_id, auth_session_id, duration_seconds, started_at,
         last_seen_at, ended_at, delivered, watched, watched_total)
       select gen_random_uuid(), u.id, l.id, l.course_id, gen_random_uuid(), 600, timestamptz '2027-03-10 10:00Z',
         timestamptz '2027-03-10 10:20Z', timestamptz '2027-03-10 10:20Z', '[]', '[]', 1200
       from users u join lectures l on l.course_id = ? and l.position = 1
       where u.email like 'digest%@bench.example'`,
      [courseId],
    );
    await tx.execute(
      `insert into learning_goals (user_id, weekly_minutes, updated_at)
       select id, 30, now() from users where email like 'digest%@bench.example' and ascii(md5(email)) % 2 = 0`,
    );
  });
  await em.execute('vacuum analyze');
}

/** The heap still in use after a full collection: what the run holds, not the garbage it has yet to collect. */
function heapMiB() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return round(process.memoryUsage().heapUsed / 2 ** 20, 1);
}

/**
 * The weekly digest of `BENCH_DIGEST_LEARNERS` learners (100,000 by default), batch after batch as the queue's jobs
 * run them (the handler itself, so no worker's polling is timed).
 */
export async function runReminders(log: (line: string) => void): Promise<RemindersResult> {
  const learners = Number(process.env.BENCH_DIGEST_LEARNERS || 100_000);
  const clock = new ManualClock(TUESDAY);
  const app = await startTestApp({}, { clock });
  try {
    const em = app.orm.em.fork();
    log(`  ${learners.toLocaleString('en-US')} learners …`);
    await generateDigestLearners(em, learners);
    await em.execute(
      `insert into weekly_digest_runs (week, cursor, mailed, started_at, finished_at) values (?, null, 0, now(), null)`,
      [WEEK],
    );
    const job = weeklyDigestJob(app.deps);
    const perLearner: number[] = [];
    let early = 0;
    const started = performance.now();
    for (;;) {
      const [before] = await em
        .fork()
        .execute<{ mailed: number; finished_at: Date | null }[]>(
          'select mailed, finished_at from weekly_digest_runs where week = ?',
          [WEEK],
        );
      if (!before || before.finished_at) break;
      const batchStart = performance.now();
      await job({ id: randomUUID(), data: { week: WEEK }, attempt: 0, signal: new AbortController().signal });
      const elapsed = performance.now() - batchStart;
      const [after] = await em
        .fork()
        .execute<{ mailed: number }[]>('select mailed from weekly_digest_runs where week = ?', [WEEK]);
      const mailedNow = (after?.mailed ?? 0) - before.mailed;
      if (mailedNow > 0) perLearner.push(elapsed / mailedNow);
      if (perLearner.length === 10) early = heapMiB();
    }
    const seconds = round((performance.now() - started) / 1000, 1);
    const [run] = await em
      .fork()
      .execute<{ mailed: number }[]>('select mailed from weekly_digest_runs where week = ?', [WEEK]);
    const sorted = [...perLearner].sort((a, b) => a - b);
    const result: RemindersResult = {
      learners,
      mailed: run?.mailed ?? 0,
      batches: perLearner.length,
      batchSize: WEEKLY_DIGEST_BATCH,
      seconds,
      perLearnerMs: {
        p50: round(sorted[Math.floor(sorted.length / 2)] ?? 0, 3),
        max: round(sorted.at(-1) ?? 0, 3),
      },
      heapMiB: { early: early || heapMiB(), last: heapMiB() },
    };
    log(
      `  ${result.mailed.toLocaleString('en-US')} digests in ${result.batches} batches, ${seconds} s; per learner p50 ${result.perLearnerMs.p50} ms`,
    );
    return result;
  } finally {
    await app.close();
  }
}

export function remindersRows(measured: RemindersResult | undefined): Row[] {
  const part = 'reminders';
  if (!measured) return [missing(part, 'the weekly digest of 100,000 learners (`npm run bench -- reminders`)')];
  const scale = `${measured.learners.toLocaleString('en-US')} learners, ${measured.batches} batches of ${measured.batchSize}`;
  const growth = measured.heapMiB.last / measured.heapMiB.early;
  return [
    {
      part,
      metric: 'weekly digest: one learner, the slowest batch (reads, outbox rows, delivery jobs, commit)',
      value: `${measured.perLearnerMs.max} ms (p50 ${measured.perLearnerMs.p50}; ${measured.seconds} s in all)`,
      baseline: scale,
      ratio: '—',
      budget: `≤ ${REMINDERS_BUDGETS.perLearnerMs} ms`,
      status: measured.perLearnerMs.max <= REMINDERS_BUDGETS.perLearnerMs ? 'pass' : 'fail',
    },
    {
      part,
      metric: 'weekly digest: heap in use after the last batch, against after the 10th',
      value: `${measured.heapMiB.last} MiB`,
      baseline: `${measured.heapMiB.early} MiB`,
      ratio: `${round(growth, 2)}×`,
      budget: `≤ ${REMINDERS_BUDGETS.heapGrowth}×`,
      status: growth <= REMINDERS_BUDGETS.heapGrowth ? 'pass' : 'fail',
    },
  ];
}
