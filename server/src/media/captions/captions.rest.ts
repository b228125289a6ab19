import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { RestCaption, RestCaptions } from '../../catalog/lecture/lecture.rest';
import { jsonColumn } from '../../catalog/lecture/lecture-renditions';
import { lectureCaptionsPath } from '../../shared/media-urls';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import type { CaptionTables } from './caption.entity';
import { loadTracks } from './captions-reading.service';

/** What a REST caption is made of: a READY track's row. */
interface ReadyTrack {
  lecture_id: string;
  language: string;
  label: string;
  kind: RestCaption['kind'];
  version: number;
}

const toRestCaption = ({ lecture_id, language, label, kind, version }: ReadyTrack): RestCaption => ({
  language,
  label,
  kind,
  url: lectureCaptionsPath(lecture_id, language, version),
});

/**
 * The READY caption tracks of lectures the caller was given (their entitlement was checked where they were read), as
 * the REST lecture's `captions`: in the lecture page's own statement (`alongside`), or one statement for lectures read
 * elsewhere (`of`).
 */
export const restCaptions: RestCaptions = {
  alongside: (em: Em) => (lectureId) =>
    jsonArrayFrom(
      em
        .getKysely<CaptionTables>()
        .selectFrom('caption_tracks as t')
        .select(['t.lecture_id', 't.language', 't.label', 't.kind', 't.version'])
        .where('t.lecture_id', '=', lectureId)
        .where('t.status', '=', 'READY')
        .orderBy('t.language'),
    ),
  // `alongside`'s column: PostgreSQL's driver parses json, the embedded database may hand it over as text.
  read: (value) => (jsonColumn(value as ReadyTrack[] | string | null) ?? []).map(toRestCaption),
  async of({ em }: RequestScope, lectureIds: readonly string[]): Promise<Map<string, RestCaption[]>> {
    const byLecture = new Map<string, RestCaption[]>();
    if (!lectureIds.length) return byLecture;
    for (const row of await loadTracks(em, lectureIds, false)) {
      byLecture.set(row.lecture_id, [...(byLecture.get(row.lecture_id) ?? []), toRestCaption(row)]);
    }
    return byLecture;
  },
};
