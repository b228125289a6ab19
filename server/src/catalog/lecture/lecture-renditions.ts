import type { Config } from '../../config';
import type { StoryboardPlan } from '../../media/transcoder/storyboard';
import type { AudioRendition, Rendition, StoryboardOutput } from '../../media/transcoder/types';

/** Every output of a lecture's processing, all attempts (`lectures/<id>/<processingVersion>/…`), lives under this. */
export const lectureOutputsPrefix = (lectureId: string) => `lectures/${lectureId}/`;

/**
 * How long after a lecture's deletion its outputs folder is emptied a second time. A transcode cancelled by the
 * deletion sees its signal aborted at its next heartbeat refresh; one whose worker lost the database keeps its claim
 * until its heartbeat is stale (heartbeatSeconds) and the monitor notices (monitorIntervalSeconds). Twice the
 * heartbeat is past both, with room for the upload it was finishing.
 */
export const lateOutputsPurgeSeconds = (jobs: Config['jobs']) =>
  2 * jobs.heartbeatSeconds + jobs.monitorIntervalSeconds;

/**
 * One rendition as the lecture row keeps it (the `renditions` jsonb): what the master playlist needs, so
 * http/media/media-router.ts answers it from the row with no storage read, and the stored keys of its two files.
 */
export interface StoredRendition extends Omit<Rendition, 'playlistFile' | 'mediaFile'> {
  /** Storage keys: `lectures/<lectureId>/<processingVersion>/720p.m3u8`, `…/720p.mp4`. */
  playlistKey: string;
  mediaKey: string;
}

/**
 * The original's sound as the lecture row keeps it (the `audio_rendition` jsonb), in a version whose renditions are
 * video only: what the master playlist says of it and the keys of its two files. Null for a silent video, and for a
 * version stored before renditions were video only (each rendition carries the sound: the master lists no rendition
 * for it), which is how the master playlist tells the two layouts apart.
 */
export interface StoredAudioRendition extends Omit<AudioRendition, 'playlistFile' | 'mediaFile'> {
  /** Storage keys: `lectures/<lectureId>/<processingVersion>/audio.m3u8`, `…/audio.mp4`. */
  playlistKey: string;
  mediaKey: string;
}

/**
 * The storyboard as the lecture row keeps it (the `storyboard` jsonb): the stored keys of the sprite and of its
 * thumbnails track, and the grid, so the frame of any moment (the admin's drop-off points) is known from the row.
 */
export interface StoredStoryboard extends StoryboardPlan {
  /** `lectures/<lectureId>/<processingVersion>/storyboard.jpg`, `…/storyboard.vtt`. */
  spriteKey: string;
  vttKey: string;
}

/** What the transcoder made of the storyboard, as stored under `prefix`. */
export const storedStoryboard = (
  { spriteFile, vttFile, ...plan }: StoryboardOutput,
  prefix: string,
): StoredStoryboard => ({ ...plan, spriteKey: `${prefix}${spriteFile}`, vttKey: `${prefix}${vttFile}` });

/** A jsonb column as the driver hands it back: the embedded database's may give text. */
export const jsonColumn = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** Every output of one processing attempt lives under this prefix; deleting it removes them all. */
export const lectureOutputPrefix = (lectureId: string, processingVersion: string) =>
  `${lectureOutputsPrefix(lectureId)}${processingVersion}/`;

/** The slides' handout, beside their pictures. */
export const HANDOUT_FILE = 'handout.pdf';

/** Where an attempt's slide pictures and handout are stored: its outputs' folder, so they go with it. */
export const slidesPrefix = (lectureId: string, version: string) => `${lectureOutputPrefix(lectureId, version)}slides/`;

/** A rendition's two files as their keys under `prefix`. */
const stored = <T extends { playlistFile: string; mediaFile: string }>(
  { playlistFile, mediaFile, ...rest }: T,
  prefix: string,
) => ({ ...rest, playlistKey: `${prefix}${playlistFile}`, mediaKey: `${prefix}${mediaFile}` });

/** What the transcoder made, as stored under `prefix`. */
export const storedRenditions = (renditions: Rendition[], prefix: string): StoredRendition[] =>
  renditions.map((rendition) => stored(rendition, prefix));

/** The original's sound as stored under `prefix`; null without one (a silent video, or a result of the old layout). */
export const storedAudioRendition = (audio: AudioRendition | null | undefined, prefix: string) =>
  audio ? (stored(audio, prefix) satisfies StoredAudioRendition) : null;

/** The storage keys of stored renditions' files. */
export const renditionKeys = (renditions: readonly (StoredRendition | StoredAudioRendition | null)[]) =>
  renditions.flatMap((rendition) => (rendition ? [rendition.playlistKey, rendition.mediaKey] : []));
