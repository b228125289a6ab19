import type { CaptionKind } from '../../media/captions/caption.entity';
import { captionTracksOf } from '../../media/captions/captions-reading.service';
import type { RequestScope } from '../../shared/scope';

/** A READY caption track of a clip's lecture, for the clip's <track>. */
export interface ClipCaptionsView {
  language: string;
  label: string;
  kind: CaptionKind;
  url: string;
}

/**
 * The caption tracks a clip plays with: its lecture's READY ones, the same files its player shows, read through the
 * lecture's batched track reader (one statement for every clip of an answer).
 */
export async function clipCaptions(scope: RequestScope, lectureId: string): Promise<ClipCaptionsView[]> {
  const tracks = await captionTracksOf(scope, lectureId);
  return tracks.flatMap(({ language, label, kind, url }) => (url ? [{ language, label, kind, url }] : []));
}
