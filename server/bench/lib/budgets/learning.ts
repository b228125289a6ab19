import type { BenchResults } from '../results';
import { BUDGETS } from './limits';
import { fmt, missing, pass, type Row, withinGrowth } from './row';

/** The learner's queries at scale: progress, the Q&A and quizzes, captions and transcript search. */
export function learningRows(results: BenchResults): Row[] {
  const part = 'learning';
  const measured = results.parts.learning?.result;
  if (!measured) return [missing(part, 'continue watching and course progress at scale (`npm run bench -- learning`)')];
  const scale = `${fmt(measured.learners)} learners × ${measured.lectures} lectures (${fmt(measured.progressRows)} rows)`;
  return measured.queries.map((query) => {
    const plan = query.plan
      ? `; ${query.plan.indexOnly ? 'index-only' : 'NOT index-only'}, heap fetches ${query.plan.heapFetches}`
      : '';
    const ok = query.p95Ms < BUDGETS.learningP95Ms && (query.plan?.indexOnly ?? false);
    return {
      part,
      metric: query.name,
      value: `p95 ${fmt(query.p95Ms, 2)} ms (p50 ${fmt(query.p50Ms, 2)})${plan}`,
      baseline: scale,
      ratio: '—',
      budget: query.budgeted ? `p95 < ${BUDGETS.learningP95Ms} ms, index-only` : '—',
      status: query.budgeted ? pass(ok) : 'info',
    };
  });
}

/**
 * The budgets: the first page of a lecture's Q&A and of the inbox within 1.5× from 100 to 100,000 posts, and a
 * quiz submit within 1.5× from 10 to 1,000 earlier attempts (p50).
 */
export function discussionsRows(results: BenchResults): Row[] {
  const part = 'discussions';
  const measured = results.parts.discussions?.result;
  if (!measured) return [missing(part, 'first pages of the Q&A at growing sizes (`npm run bench -- discussions`)')];
  const first = measured.steps[0];
  const last = measured.steps.at(-1);
  if (!first || !last) return [missing(part, 'no sizes measured')];
  const rows: [string, number, number][] = [
    ["a lecture's first page of questions", first.lectureFirstPageP50Ms, last.lectureFirstPageP50Ms],
    ['the unanswered inbox, first page', first.inboxFirstPageP50Ms, last.inboxFirstPageP50Ms],
  ];
  const pages = rows.map(([metric, small, large]) => ({
    part,
    metric,
    value: `p50 ${fmt(large, 2)} ms at ${fmt(last.posts)} posts`,
    baseline: `p50 ${fmt(small, 2)} ms at ${fmt(first.posts)} posts`,
    ...withinGrowth(small, large),
  }));
  const few = measured.quizSubmit?.[0];
  const many = measured.quizSubmit?.at(-1);
  if (!few || !many) return [...pages, missing(part, 'submitting a quiz attempt after many attempts')];
  return [
    ...pages,
    {
      part,
      metric: 'submitting a quiz attempt',
      value: `p50 ${fmt(many.submitP50Ms, 2)} ms after ${fmt(many.priorAttempts)} attempts`,
      baseline: `p50 ${fmt(few.submitP50Ms, 2)} ms after ${fmt(few.priorAttempts)} attempts`,
      ...withinGrowth(few.submitP50Ms, many.submitP50Ms),
    },
  ];
}

/**
 * The budgets: a ten-minute lecture captioned at 2× real time or faster by the local engine; the transcript
 * search at 20 a second with p99 under 50 ms over 10,000 hours, its first page within 1.5× from 100 to 10,000 hours.
 */
export function captionsRows(results: BenchResults): Row[] {
  const part = 'captions';
  const measured = results.parts.captions?.result;
  if (!measured) return [missing(part, 'automatic captions and transcript search (`npm run bench -- captions`)')];
  const rows: Row[] = [];
  const { transcription } = measured;
  rows.push(
    transcription
      ? {
          part,
          metric: `automatic captions of a ${fmt(transcription.lectureSeconds / 60)}-minute lecture (PocketSphinx)`,
          value: `${fmt(transcription.realtimeFactor, 2)}× real time (${fmt(transcription.seconds, 1)} s)`,
          baseline: `${fmt(transcription.lectureSeconds)} s of speech, ${fmt(transcription.words)} cues`,
          ratio: '—',
          budget: '≥ 2× real time',
          status: pass(transcription.realtimeFactor >= 2),
        }
      : missing(part, 'automatic captions (PocketSphinx not installed)'),
  );
  const small = measured.corpus[0];
  const large = measured.corpus.at(-1);
  if (!small || !large) return [...rows, missing(part, 'no corpus measured')];
  rows.push(
    {
      part,
      metric: `transcript search at 20/s over ${fmt(large.hours)} hours`,
      value: `p99 ${fmt(large.pacedP99Ms, 2)} ms (p50 ${fmt(large.pacedP50Ms, 2)})`,
      baseline: `${fmt(large.cues)} cues`,
      ratio: '—',
      budget: 'p99 < 50 ms',
      status: pass(large.pacedP99Ms < 50 && large.pacedErrors === 0),
    },
    {
      part,
      metric: 'transcript search, first page',
      value: `p50 ${fmt(large.firstPageP50Ms, 2)} ms at ${fmt(large.hours)} hours`,
      baseline: `p50 ${fmt(small.firstPageP50Ms, 2)} ms at ${fmt(small.hours)} hours`,
      ...withinGrowth(small.firstPageP50Ms, large.firstPageP50Ms),
    },
  );
  return rows;
}
