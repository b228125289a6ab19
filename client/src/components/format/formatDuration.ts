/** A length as players show it: '0:42', '12:05', '1:02:05'. Seconds are rounded; nothing below zero. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The same length in words, for screen readers and the course total: '42 seconds', '12 min', '1 h 2 min'. */
export function describeDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} seconds`;
  const h = Math.floor(total / 3600);
  const m = Math.round((total % 3600) / 60);
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** A length typed as players show it ('0:42', '12:05', '1:02:05') or as plain seconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d+):)?(?:(\d+):)?(\d+)$/.exec(text.trim());
  if (!match) return null;
  const [, first, second, last] = match;
  const [hours, minutes] = second !== undefined ? [Number(first), Number(second)] : [0, Number(first ?? 0)];
  if (first !== undefined && Number(last) > 59) return null;
  return hours * 3600 + minutes * 60 + Number(last);
}
