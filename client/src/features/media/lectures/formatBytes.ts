const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Decimal (SI) sizes with one decimal, e.g. 12_345_678 -> '12.3 MB'; under 1 KB in bytes ('512 B'). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
