import { randomUUID } from 'node:crypto';
import { courseQuestions, unansweredQuestions } from '../../src/modules/discussion/discussion-listing.service';
import type { RequestScope } from '../../src/shared/scope';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { startTestApp } from '../../test/harness';

/** The range: the first page stays within 1.5× from 100 to 100,000 posts (p50). */
const SIZES = [100, 10_000, 100_000];
/** Timed runs per list and size, after as many untimed ones: the part is meant to run briefly. */
const RUNS = 200;

export interface DiscussionsStep {
  posts: number;
  lectureFirstPageP50Ms: number;
  lectureFirstPageP95Ms: number;
  inboxFirstPageP50Ms: number;
  inboxFirstPageP95Ms: number;
}

export interface DiscussionsResult {
  runs: number;
  steps: DiscussionsStep[];
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

async function time(run: () => Promise<unknown>) {
  for (let warm = 0; warm < RUNS; warm += 1) await run();
  const samples: number[] = [];
  for (let measured = 0; measured < RUNS; measured += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 0.5)), p95: round(percentile(samples, 0.95)) };
}

/**
 * A lecture's Q&A at growing sizes: questions (a third of them answered) generated with generate_series under one
 * lecture, then the first page of the lecture's questions (the screen's call: two statements) and of the admins'
 * unanswered inbox, timed in-process as whole service calls. On PostgreSQL when DATABASE_URL is set, PGlite otherwise.
 */
export async function runDiscussions(log: (line: string) => void): Promise<DiscussionsResult> {
  const app = await startTestApp();
  try {
    const { course, lectures } = await createCourse(app, { title: 'Bench Q&A' }, { lectures: 1 });
    const lectureId = lectures[0]?.id ?? '';
    const { user } = await createUser(app, { subscriptionStatus: 'active' });
    const viewer = { id: user.id, role: 'ADMIN' as const, subscriptionActive: true, sessionId: randomUUID() };
    const scope = (): RequestScope => ({ em: app.orm.em.fork(), viewer, ip: '127.0.0.1', deps: app.deps });
    const steps: DiscussionsStep[] = [];
    let made = 0;
    for (const size of SIZES) {
      await app.orm.em.fork().execute(
        `insert into discussion_posts (id, lecture_id, course_id, author_id, title, body, upvotes, answered_at, created_at)
         select gen_random_uuid(), ?, ?, ?, 'Question ' || i, 'Why ' || i || '?', i % 17,
           case when i % 3 = 0 then now() end, now() - make_interval(secs => i)
         from generate_series(${made + 1}, ${size}) as i`,
        [lectureId, course.id, user.id],
      );
      made = size;
      // As autovacuum keeps it in production: the visibility map lets the counts read the partial indexes alone.
      await app.orm.em.fork().execute('vacuum analyze discussion_posts');
      const lecture = await time(() => courseQuestions(scope(), course.id, { lectureId, first: 24 }));
      const inbox = await time(() => unansweredQuestions(scope(), { first: 24 }));
      log(`  ${size.toLocaleString('en-US')} posts: lecture p50 ${lecture.p50} ms, inbox p50 ${inbox.p50} ms`);
      steps.push({
        posts: size,
        lectureFirstPageP50Ms: lecture.p50,
        lectureFirstPageP95Ms: lecture.p95,
        inboxFirstPageP50Ms: inbox.p50,
        inboxFirstPageP95Ms: inbox.p95,
      });
    }
    return { runs: RUNS, steps };
  } finally {
    await app.close();
  }
}
