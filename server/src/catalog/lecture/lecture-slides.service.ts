import { vttTimestamp } from '../../media/transcoder/storyboard';
import { lectureChaptersPath, lectureSlideFilePath } from '../../shared/media-urls';
import type { Em } from '../../shared/orm';
import type { LectureTables } from './lecture.entity';
import { HANDOUT_FILE, slidesPrefix } from './lecture-renditions';
import type { LectureSlideTables } from './lecture-slide.entity';

/** One slide of a lecture as clients see it: its picture's URL is authorized like the poster. */
export interface SlideView {
  startSeconds: number;
  title: string;
  text: string;
  imageUrl: string;
}

/** A lecture's slides (empty when none were found, or not yet looked for), its handout and its chapters track. */
export interface LectureSlidesView {
  slides: SlideView[];
  handoutUrl: string | null;
  chaptersTrackUrl: string | null;
}

export const NO_SLIDES: LectureSlidesView = { slides: [], handoutUrl: null, chaptersTrackUrl: null };

/**
 * The slides of lectures' current processing attempts, in time order, by lecture id (one statement for a page of
 * lectures); none for a lecture whose slides were found in another attempt's video (the video was replaced and the
 * new one is not analysed yet). The caller has already passed the lectures' rule: the type they hang on is given only
 * to those who may play it.
 */
export async function slidesOfLectures(em: Em, lectureIds: readonly string[]): Promise<Map<string, LectureSlidesView>> {
  const found = new Map<string, LectureSlidesView>();
  if (!lectureIds.length) return found;
  const rows = await em
    .getKysely<LectureTables & LectureSlideTables>()
    .selectFrom('lectures as lecture')
    .innerJoin('lecture_slides as slide', 'slide.lecture_id', 'lecture.id')
    .select(['lecture.id', 'lecture.slides_version', 'lecture.slides_handout_key'])
    .select(['slide.start_seconds', 'slide.title', 'slide.text', 'slide.image_key'])
    .where('lecture.id', 'in', [...lectureIds])
    .whereRef('lecture.slides_version', '=', 'lecture.processing_version')
    .where('lecture.status', '=', 'READY')
    .orderBy('lecture.id')
    .orderBy('slide.position')
    .execute();
  for (const row of rows) {
    const version = row.slides_version;
    if (!version) continue;
    const prefix = slidesPrefix(row.id, version);
    const view = found.get(row.id) ?? {
      slides: [],
      handoutUrl: row.slides_handout_key ? lectureSlideFilePath(row.id, version, HANDOUT_FILE) : null,
      chaptersTrackUrl: lectureChaptersPath(row.id, version),
    };
    view.slides.push({
      startSeconds: Number(row.start_seconds),
      title: row.title,
      text: row.text,
      imageUrl: lectureSlideFilePath(row.id, version, row.image_key.slice(prefix.length)),
    });
    found.set(row.id, view);
  }
  return found;
}

/** One lecture's slides (slidesOfLectures). */
export const lectureSlides = async (em: Em, lectureId: string) =>
  (await slidesOfLectures(em, [lectureId])).get(lectureId) ?? NO_SLIDES;

/**
 * The lecture, when `version` names the slides of its current processing attempt: the files of an earlier attempt's
 * slides are never served, whatever their key.
 */
const currentSlidesLecture = (em: Em, lectureId: string, version: string) =>
  em
    .getKysely<LectureTables>()
    .selectFrom('lectures')
    .where('id', '=', lectureId)
    .where('slides_version', '=', version)
    .whereRef('slides_version', '=', 'processing_version');

/** The stored key of one of the slides' files (a picture, the handout) of the lecture's current attempt; null if none. */
export async function slideFileKey(em: Em, lectureId: string, version: string, file: string): Promise<string | null> {
  const key = slidesPrefix(lectureId, version) + file;
  const current = currentSlidesLecture(em, lectureId, version).select('id');
  const found =
    file === HANDOUT_FILE
      ? await current.where('slides_handout_key', '=', key).executeTakeFirst()
      : await em
          .getKysely<LectureSlideTables>()
          .selectFrom('lecture_slides')
          .select('lecture_id as id')
          .where('lecture_id', '=', lectureId)
          .where('image_key', '=', key)
          .where('lecture_id', 'in', current)
          .executeTakeFirst();
  return found ? key : null;
}

/**
 * The chapters of a lecture as a WebVTT chapters track (`<track kind="chapters">`): a cue per slide, from its start
 * to the next slide's (the last to the end of the video), named by its title.
 */
export function chaptersVtt(chapters: readonly { startSeconds: number; title: string }[], durationSeconds: number) {
  const cues = chapters.map((chapter, index) => {
    const end = chapters[index + 1]?.startSeconds ?? Math.max(durationSeconds, chapter.startSeconds + 1);
    return `${index + 1}\n${vttTimestamp(chapter.startSeconds)} --> ${vttTimestamp(end)}\n${chapter.title.replace(/-->/g, '->')}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The chapters track of the lecture's current slides, for the media route; null when they are not of this attempt. */
export async function lectureChaptersVtt(em: Em, lectureId: string, version: string): Promise<string | null> {
  const lecture = await currentSlidesLecture(em, lectureId, version).select('duration_seconds').executeTakeFirst();
  if (!lecture) return null;
  const { slides } = await lectureSlides(em, lectureId);
  return chaptersVtt(slides, Number(lecture.duration_seconds ?? 0));
}
