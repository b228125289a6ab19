import type { LoadResult } from '../load';

export type Status = 'pass' | 'fail' | 'missing' | 'skipped' | 'info';

/** One line of the report: a measurement against its budget. */
export interface Row {
  part: string;
  metric: string;
  value: string;
  baseline: string;
  ratio: string;
  budget: string;
  status: Status;
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const ratio = (value: number, of: number) => (of > 0 ? value / of : Number.NaN);
export const x = (value: number) => (Number.isFinite(value) ? `${fmt(value, 2)}×` : '—');
export const pass = (ok: boolean): Status => (ok ? 'pass' : 'fail');
export const isLoad = (value: unknown): value is LoadResult =>
  typeof value === 'object' && value !== null && 'requestsPerSecond' in value;

export function missing(part: string, metric: string): Row {
  return { part, metric, value: 'not measured', baseline: '—', ratio: '—', budget: '—', status: 'missing' };
}

/** The budget of a figure that must not grow more than 1.5× from the smallest size measured to the largest. */
export const withinGrowth = (small: number, large: number): Pick<Row, 'ratio' | 'budget' | 'status'> => ({
  ratio: `${fmt(large / small, 2)}×`,
  budget: '≤ 1.5×',
  status: pass(large / small <= 1.5),
});
