const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** An ISO date-time as a short local date ('Jan 5, 2027'); '' when it cannot be read. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
