import { randomUUID } from 'node:crypto';
import { type Compilable, CompiledQuery } from 'kysely';
import { continueWatching, recentCoursesQuery } from '../../src/learning/progress/continue-watching.service';
import { courseProgressOf, courseRowsQuery } from '../../src/learning/progress/course-progress.service';
import type { RequestScope } from '../../src/shared/scope';
import { startTestApp, type TestApp } from '../../test/harness';
import { sampleAt, sortedTimings } from '../lib/timing';

/** The issue's scale: 100,000 learners, each with a row for every one of 50 lectures (5 courses of 10). */
const LEARNERS = 100_000;
const COURSES = 5;
const LECTURES_PER_COURSE = 10;
/** Timed runs per query, each for a learner picked at random, after as many untimed ones. */
const RUNS = 2_000;

export interface LearningQuery {
  name: string;
  /** Whether the issue's budget applies (the single statements), or the figure is for information. */
  budgeted: boolean;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  /** EXPLAIN ANALYZE of a single statement; null for a whole service call. */
  plan: LearningPlan | null;
}

export interface LearningPlan {
  /** The plan's access paths, e.g. `Index Only Scan using lecture_progress_course_index on lecture_progress`. */
  accessPaths: string[];
  /** Every read of lecture_progress in the plan is an index-only scan. */
  indexOnly: boolean;
  /** Heap pages the index-only scans still had to visit (0 once the visibility map is current). */
  heapFetches: number;
}

export interface LearningResult {
  learners: number;
  lectures: number;
  progressRows: number;
  generateSeconds: number;
  queries: LearningQuery[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function accessPaths(node: PlanNode, into: PlanNode[] = []): PlanNode[] {
  if (node['Relation Name']) into.push(node);
  for (const child of node.Plans ?? []) accessPaths(child, into);
  return into;
}

const describeNode = (node: PlanNode) =>
  `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} on ${node['Relation Name']}`;

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * Generated with generate_series in the bench's own database: users, courses, READY lectures, and one progress row per
 * learner and lecture (recent activity spread over 90 days, about two thirds completed). Foreign-key triggers are
 * off during the bulk insert (session_replication_role): every generated row references a generated parent. VACUUM
 * ANALYZE then sets the visibility map (which index-only scans rely on, as autovacuum keeps it in production) and the
 * planner's statistics.
 */
async function generate(app: TestApp): Promise<{ userIds: string[]; courseIds: string[] }> {
  const em = app.orm.em.fork();
  await em.execute(
    `insert into users (id, full_name, email, password_hash, role, subscription_status, created_at, updated_at)
     select gen_random_uuid(), 'Learner ' || i, 'learner' || i || '@bench.example', 'not-a-hash', 'USER', 'active',
       now(), now()
     from generate_series(1, ${LEARNERS}) as i`,
  );
  await em.execute(
    `insert into courses (id, title, description, category, created_by, thumbnail_key, created_at, updated_at)
     select gen_random_uuid(), 'Course ' || i, 'Generated', 'Bench', 'Bench Instructor', 'thumbnails/bench.png',
       now(), now()
     from generate_series(1, ${COURSES}) as i`,
  );
  await em.execute(
    `insert into lectures (id, course_id, title, description, video_key, video_bytes, content_type, position,
       created_at, status, processing_progress, duration_seconds, processing_version, progressive_key, free_preview)
     select gen_random_uuid(), c.id, 'Lecture ' || p, 'Generated', 'lectures/bench.mp4', 1, 'video/mp4', p, now(),
       'READY', 100, 600, gen_random_uuid(), 'lectures/bench.mp4', false
     from courses c cross join generate_series(1, ${LECTURES_PER_COURSE}) as p`,
  );
  await em.transactional(async (tx) => {
    await tx.execute('set local session_replication_role = replica');
    await tx.execute(
      `insert into lecture_progress (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
       select u.id, l.id, l.course_id, floor(random() * 600),
         case when random() < 0.66 then now() - random() * interval '90 days' end,
         now() - random() * interval '90 days'
       from users u cross join lectures l`,
    );
  });
  await em.execute('vacuum analyze lecture_progress');
  await em.execute('vacuum analyze lectures');
  await em.execute('vacuum analyze users');
  await em.execute('vacuum analyze courses');
  const users = await em.execute<{ id: string }[]>('select id from users');
  const courses = await em.execute<{ id: string }[]>('select id from courses');
  return { userIds: users.map((row) => row.id), courseIds: courses.map((row) => row.id) };
}

async function explain(app: TestApp, query: Compilable): Promise<LearningPlan> {
  const { sql, parameters } = query.compile();
  const {
    rows: [row],
  } = await app.orm.em
    .fork()
    .getKysely()
    .executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      CompiledQuery.raw(`explain (analyze, format json) ${sql}`, [...parameters]),
    );
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes = accessPaths(parsed[0].Plan);
  const progressReads = nodes.filter((node) => node['Relation Name'] === 'lecture_progress');
  return {
    accessPaths: nodes.map(describeNode),
    indexOnly: progressReads.length > 0 && progressReads.every((node) => node['Node Type'] === 'Index Only Scan'),
    heapFetches: progressReads.reduce((sum, node) => sum + (node['Heap Fetches'] ?? 0), 0),
  };
}

async function time(run: () => Promise<unknown>): Promise<{ runs: number; p50Ms: number; p95Ms: number }> {
  const samples = await sortedTimings(RUNS, run);
  return { runs: RUNS, p50Ms: round(sampleAt(samples, 0.5)), p95Ms: round(sampleAt(samples, 0.95)) };
}

/**
 * Continue watching and a course's progress at the issue's scale, on PostgreSQL: the statements the progress module
 * sends (imported from it, not copied), timed in-process through the app's own connection pool for learners picked at
 * random, with their plans; and, for information, the whole service calls (every statement of the answer).
 */
export async function runLearning(log: (line: string) => void): Promise<LearningResult> {
  const app = await startTestApp({});
  try {
    const started = Date.now();
    const { userIds, courseIds } = await generate(app);
    const generateSeconds = Math.round((Date.now() - started) / 100) / 10;
    const [{ count } = { count: '0' }] = await app.orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from lecture_progress');
    log(`  generated ${Number(count).toLocaleString('en-US')} progress rows in ${generateSeconds} s`);

    const someone = () => userIds[Math.floor(Math.random() * userIds.length)] as string;
    const someCourse = () => courseIds[Math.floor(Math.random() * courseIds.length)] as string;
    const scopeOf = (userId: string): RequestScope => ({
      em: app.orm.em.fork(),
      viewer: { id: userId, role: 'USER', subscriptionActive: true, sessionId: randomUUID() },
      ip: '127.0.0.1',
      deps: app.deps,
    });

    const statements = [
      {
        name: 'continue watching (statement)',
        query: () => recentCoursesQuery(app.orm.em.fork(), someone()),
      },
      {
        name: "a course's progress (statement)",
        query: () => courseRowsQuery(app.orm.em.fork(), someone(), [someCourse()]),
      },
    ];
    const queries: LearningQuery[] = [];
    for (const statement of statements) {
      const timing = await time(() => statement.query().execute());
      const plan = await explain(app, statement.query());
      queries.push({ name: statement.name, budgeted: true, ...timing, plan });
    }
    const services = [
      { name: '`continueWatching` (whole answer: 4 statements)', run: () => continueWatching(scopeOf(someone())) },
      {
        name: '`Course.progress` (whole answer: 2 statements)',
        run: () => courseProgressOf(scopeOf(someone()), someCourse()),
      },
    ];
    for (const service of services) {
      const timing = await time(service.run);
      queries.push({ name: service.name, budgeted: false, ...timing, plan: null });
    }
    for (const query of queries) {
      const paths = query.plan ? `; ${query.plan.accessPaths.join(', ')}, heap fetches ${query.plan.heapFetches}` : '';
      log(`  ${query.name}: p50 ${query.p50Ms} ms, p95 ${query.p95Ms} ms${paths}`);
    }
    return {
      learners: LEARNERS,
      lectures: COURSES * LECTURES_PER_COURSE,
      progressRows: Number(count),
      generateSeconds,
      queries,
    };
  } finally {
    await app.close();
  }
}
