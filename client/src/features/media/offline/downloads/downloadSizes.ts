import type { DownloadQuality } from './downloadStore';

/** What a download of one lecture costs at each quality (`GET /media/lectures/:id/download-sizes`). */
export interface QualitySize {
  quality: DownloadQuality;
  rendition: string;
  bytes: number;
}

/** The bytes each quality stores for one lecture, as the server works them out before any grant. */
export async function lectureDownloadSizes(lectureId: string, fetcher: typeof fetch = fetch): Promise<QualitySize[]> {
  const response = await fetcher(`/media/lectures/${encodeURIComponent(lectureId)}/download-sizes`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The sizes could not be read (${response.status})`);
  return ((await response.json()) as { sizes: QualitySize[] }).sizes;
}

/** Each quality's total over several lectures. */
export function totalSizes(perLecture: readonly QualitySize[][]): Map<DownloadQuality, number> {
  const totals = new Map<DownloadQuality, number>();
  for (const sizes of perLecture) {
    for (const { quality, bytes } of sizes) totals.set(quality, (totals.get(quality) ?? 0) + bytes);
  }
  return totals;
}

interface NetworkInformation {
  type?: string;
}

/** Whether the device says it is on a mobile network (navigator.connection, where the browser has it). */
export const onCellular = () =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection?.type === 'cellular';

/** A size in the screen's language: kilobytes under a megabyte, megabytes under a gigabyte, else gigabytes (SI). */
export function formatSize(bytes: number, locale: string): string {
  const [unit, divisor] = bytes < 1e6 ? ['kilobyte', 1e3] : bytes < 1e9 ? ['megabyte', 1e6] : ['gigabyte', 1e9];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / divisor);
}
