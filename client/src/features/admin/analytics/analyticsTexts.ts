/** The course analytics page's texts (docs/admin.md#analytics). */
export const ANALYTICS_TEXTS = {
  title: 'Course analytics',
  loading: 'Loading the analytics',
  failure: 'Failed to load the analytics',
  from: 'From',
  to: 'To',
  exportCsv: 'Export CSV',
  started: 'Started',
  finished: 'Finished',
  medianTime: 'Median time to complete',
  noFinishers: 'No one finished yet',
  funnel: 'Completion funnel',
  funnelDesc: 'Learners who started the course, then each lecture, then finished it, in the date range.',
  mostDropped: 'Most dropped lectures',
  mostDroppedHint: 'Viewers who stopped within the first 15 seconds',
  noDrops: 'No lecture was dropped in its first 15 seconds.',
  retention: 'Retention',
  retentionHint: 'Share of viewers still watching at each point; dots mark where the most left.',
  noViews: 'No viewing sessions in this range yet.',
  dropOffs: 'Drop-off points',
  frameAt: (time: string) => `Frame at ${time}`,
  viewersLost: (percent: number) => `−${percent}% of viewers`,
  quizzes: 'Quiz pass rates',
  freshness: 'Figures are counted as viewing sessions end: up to about 6 minutes behind.',
  back: 'Back to the dashboard',
  edit: 'Edit course',
} as const;

/** '2 h 5 min', '12 min', '45 s'. */
export function describeSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}

/** The default range: the last 30 days until today, as the server has it (UTC days). */
export function defaultRange(today = new Date()) {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
