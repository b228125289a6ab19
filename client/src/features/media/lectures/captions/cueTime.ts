/** `m:ss.mmm` (or `h:mm:ss.mmm` from an hour on): how the cue editor shows a time in seconds. */
export function formatCueTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  const frac = String(ms % 1000).padStart(3, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}.${frac}` : `${m}:${s}.${frac}`;
}

/** A time typed as `[h:]m:ss[.mmm]` or plain seconds, in seconds; null when it is not one. */
export function parseCueTime(text: string): number | null {
  const match = /^(?:(\d+):)?(?:(\d+):)?(\d+(?:\.\d{1,3})?)$/.exec(text.trim());
  if (!match) return null;
  const [, first, second, rest] = match;
  const [hours, minutes] = second !== undefined ? [Number(first), Number(second)] : [0, Number(first ?? 0)];
  return hours * 3600 + minutes * 60 + Number(rest);
}
