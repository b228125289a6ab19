import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AnalyticsResult } from '../parts/analytics';
import type { CaptionsResult } from '../parts/captions';
import type { CatalogueResult } from '../parts/catalogue';
import type { ClientResult } from '../parts/client';
import type { DiscussionsResult } from '../parts/discussions';
import type { EncodingResult } from '../parts/encoding';
import type { LearningResult } from '../parts/learning';
import type { MediaLadderResult } from '../parts/media-ladder';
import type { MediaPlaybackResult } from '../parts/media-playback';
import type { MediaTranscodeResult } from '../parts/media-transcode';
import type { OfflineResult } from '../parts/offline';
import type { QueriesResult } from '../parts/queries';
import type { RangeResult } from '../parts/range';
import type { RemindersResult } from '../parts/reminders';
import type { ScaleResult } from '../parts/scale';
import type { SlidesResult } from '../parts/slides';
import type { StreamsResult } from '../parts/streams';
import type { UploadResult } from '../parts/upload';
import type { Machine } from './machine';
import { resultsDir } from './settings';

export const PARTS = [
  'catalogue',
  'queries',
  'upload',
  'range',
  'client',
  'learning',
  'media',
  'streams',
  'scale',
  'encoding',
  'analytics',
  'discussions',
  'captions',
  'slides',
  'reminders',
  'offline',
] as const;
export type PartName = (typeof PARTS)[number];

export interface PartResults {
  catalogue: CatalogueResult;
  queries: QueriesResult;
  upload: UploadResult;
  range: RangeResult;
  client: ClientResult;
  learning: LearningResult;
  /** `ladder` is absent from results saved before it. */
  media: { transcode: MediaTranscodeResult; ladder?: MediaLadderResult; playback: MediaPlaybackResult };
  streams: StreamsResult;
  scale: ScaleResult;
  encoding: EncodingResult;
  analytics: AnalyticsResult;
  discussions: DiscussionsResult;
  captions: CaptionsResult;
  slides: SlidesResult;
  reminders: RemindersResult;
  offline: OfflineResult;
}

/** One part's figures and the conditions they were taken in. */
export interface Measured<T> {
  measuredAt: string;
  seconds: number;
  /** 1-minute load average of the machine when the part started and ended (other work on a shared machine shows here). */
  loadAverage: { start: number; end: number };
  result: T;
}

export interface BenchResults {
  generatedAt: string;
  machine: Machine;
  parts: { [K in PartName]?: Measured<PartResults[K]> };
}

export const latestJson = path.join(resultsDir, 'latest.json');
export const latestMd = path.join(resultsDir, 'latest.md');

export function readLatest(): BenchResults | null {
  if (!existsSync(latestJson)) return null;
  return JSON.parse(readFileSync(latestJson, 'utf8')) as BenchResults;
}

export async function writeLatest(results: BenchResults, markdown: string) {
  await mkdir(resultsDir, { recursive: true });
  await writeFile(latestJson, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(latestMd, markdown);
}
