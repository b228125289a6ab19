import type { RequestScope } from '../../shared/scope';
import type { RestCaption } from '../lecture/lecture.rest';
import { loadTracks, toTrackView } from './captions-reading.service';

/**
 * The READY caption tracks of lectures the caller was given (their entitlement was checked where they were read), as
 * the REST lecture's `captions`: one statement for a page of lectures.
 */
export async function restCaptionsOf(
  { em, viewer }: RequestScope,
  lectureIds: readonly string[],
): Promise<Map<string, RestCaption[]>> {
  const byLecture = new Map<string, RestCaption[]>();
  if (!lectureIds.length) return byLecture;
  for (const row of await loadTracks(em, lectureIds, false)) {
    const { language, label, kind, url } = toTrackView(row, viewer);
    if (!url) continue;
    byLecture.set(row.lecture_id, [...(byLecture.get(row.lecture_id) ?? []), { language, label, kind, url }]);
  }
  return byLecture;
}
