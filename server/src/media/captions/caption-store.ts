import { type Insertable, sql } from 'kysely';
import { jsonColumn } from '../../catalog/lecture/lecture-renditions';
import type { Em } from '../../shared/orm';
import type { CaptionTables } from './caption.entity';
import { type Cue, renderVtt } from './caption-format';

type NewTrack = Omit<Insertable<CaptionTables['caption_tracks']>, 'id' | 'created_at' | 'updated_at'>;

/** A new track, as an insert its caller finishes with the rule for a lecture that has one in that language. */
export function insertTrack(em: Em, track: NewTrack) {
  const now = new Date();
  return em
    .getKysely<CaptionTables>()
    .insertInto('caption_tracks')
    .values({ ...track, id: crypto.randomUUID(), created_at: now, updated_at: now });
}

/** Cues inserted per statement: 5 parameters each, well under PostgreSQL's 65,535. */
const CUES_PER_INSERT = 1000;

/**
 * Replaces a track's cues, its WebVTT file and its words, and counts a new version: in the caller's transaction, so
 * the file, the search and the course's spoken words (spoken-words.trigger.ts) change together. `where` narrows the
 * track's update (a machine's run writes only while the track is still its source's); false when it matched nothing,
 * and then the caller's transaction must be rolled back (the cues were already replaced).
 */
export async function writeCues(
  em: Em,
  trackId: string,
  cues: Cue[],
  set: {
    status?: 'READY' | 'DRAFT';
    source?: 'upload';
    label?: string;
    kind?: 'captions' | 'subtitles';
    confidence?: number | null;
  } = {},
  onlyWhileSource?: 'automatic' | 'aligned' | 'translated',
): Promise<boolean> {
  const db = em.getKysely<CaptionTables>();
  await db.deleteFrom('caption_cues').where('track_id', '=', trackId).execute();
  for (let from = 0; from < cues.length; from += CUES_PER_INSERT) {
    await db
      .insertInto('caption_cues')
      .values(
        cues.slice(from, from + CUES_PER_INSERT).map((cue, index) => ({
          track_id: trackId,
          position: from + index,
          start_seconds: cue.start,
          end_seconds: cue.end,
          text: cue.text,
          confidences: cue.confidences ? sql<number[]>`${JSON.stringify(cue.confidences)}::jsonb` : null,
        })),
      )
      .execute();
  }
  const allText = cues.map((cue) => cue.text).join('\n');
  let update = db
    .updateTable('caption_tracks')
    .set((eb) => ({
      ...set,
      vtt: renderVtt(cues),
      // A draft's words are not spoken in the course as far as the catalogue's search knows (spoken-words.trigger.ts).
      words: set.status === 'DRAFT' ? null : sql<string>`strip(to_tsvector('simple', ${allText}))`,
      version: eb('version', '+', 1),
      progress: 0,
      failure_reason: null,
      updated_at: new Date(),
    }))
    .where('id', '=', trackId);
  if (onlyWhileSource) update = update.where('source', '=', onlyWhileSource);
  const written = await update.executeTakeFirst();
  return written.numUpdatedRows > 0n;
}

/** A track's cues in order. */
export async function readCues(em: Em, trackId: string): Promise<Cue[]> {
  const rows = await em
    .getKysely<CaptionTables>()
    .selectFrom('caption_cues')
    .select(['start_seconds', 'end_seconds', 'text', 'confidences'])
    .where('track_id', '=', trackId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    start: Number(row.start_seconds),
    end: Number(row.end_seconds),
    text: row.text,
    confidences: jsonColumn(row.confidences as number[] | string | null),
  }));
}
