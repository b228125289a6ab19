import { actsAsAdmin, type Viewer } from '../../shared/viewer';

/** The columns a caption track and an audio track have alike: a lecture's words or sound in one language. */
interface LectureTrackRow<Kind extends string, Status extends string> {
  id: string;
  lecture_id: string;
  language: string;
  label: string;
  kind: Kind;
  status: Status;
  failure_reason: string | null;
  updated_at: Date | string;
}

/**
 * A lecture's track as both kinds show it. Why one FAILED is told only to those who may act on it (re-upload, run
 * again): the reason names files and tools, which is nothing for a learner.
 */
export function lectureTrackView<Kind extends string, Status extends string>(
  row: LectureTrackRow<Kind, Status>,
  viewer: Viewer | null,
) {
  return {
    id: row.id,
    lectureId: row.lecture_id,
    language: row.language,
    label: row.label,
    kind: row.kind,
    status: row.status,
    failureReason: actsAsAdmin(viewer, 'lectures:write') && row.status === 'FAILED' ? row.failure_reason : null,
    updatedAt: new Date(row.updated_at),
  };
}
