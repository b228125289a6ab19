import { analyticsRows } from '../../parts/analytics';
import { encodingRows } from '../../parts/encoding';
import { mediaLadderRows } from '../../parts/media-ladder';
import { mediaPlaybackRows } from '../../parts/media-playback';
import { mediaTranscodeRows } from '../../parts/media-transcode';
import { offlineRows } from '../../parts/offline';
import { remindersRows } from '../../parts/reminders';
import { scaleRows } from '../../parts/scale';
import { slidesRows } from '../../parts/slides';
import { streamsRows } from '../../parts/streams';
import type { BenchResults } from '../results';
import { catalogueRows, queryRows } from './catalogue';
import { clientRows } from './client';
import { captionsRows, discussionsRows, learningRows } from './learning';
import type { Row } from './row';
import { rangeRows, uploadRows } from './transfer';

/** Every part's rows against the budgets (limits.ts), in the report's order. */
export function evaluate(results: BenchResults): Row[] {
  return [
    ...catalogueRows(results),
    ...queryRows(results),
    ...uploadRows(results),
    ...rangeRows(results),
    ...clientRows(results),
    ...learningRows(results),
    ...mediaTranscodeRows(results.parts.media?.result.transcode),
    ...mediaLadderRows(results.parts.media?.result.ladder),
    ...mediaPlaybackRows(results.parts.media?.result.playback),
    ...streamsRows(results.parts.streams?.result),
    ...scaleRows(results.parts.scale?.result),
    ...encodingRows(results.parts.encoding?.result),
    ...analyticsRows(results.parts.analytics?.result),
    ...discussionsRows(results),
    ...captionsRows(results),
    ...slidesRows(results.parts.slides?.result),
    ...remindersRows(results.parts.reminders?.result),
    ...offlineRows(results.parts.offline?.result),
  ];
}

/** Rows that make `--check` fail. */
export const failures = (rows: Row[]) => rows.filter((row) => row.status === 'fail' || row.status === 'missing');
