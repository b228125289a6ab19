import type { Rendition } from '../../media/types';
import { lectureOutputsPrefix } from '../course/stored-files';

/**
 * One rendition as the lecture row keeps it (the `renditions` jsonb): what the master playlist needs, so
 * http/media/media-router.ts answers it from the row with no storage read, and the stored keys of its two files.
 */
export interface StoredRendition extends Omit<Rendition, 'playlistFile' | 'mediaFile'> {
  /** Storage keys: `lectures/<lectureId>/<processingVersion>/720p.m3u8`, `…/720p.mp4`. */
  playlistKey: string;
  mediaKey: string;
}

/** Every output of one processing attempt lives under this prefix; deleting it removes them all. */
export const lectureOutputPrefix = (lectureId: string, processingVersion: string) =>
  `${lectureOutputsPrefix(lectureId)}${processingVersion}/`;

/** What the transcoder made, as stored under `prefix`. */
export const storedRenditions = (renditions: Rendition[], prefix: string): StoredRendition[] =>
  renditions.map(({ playlistFile, mediaFile, ...rendition }) => ({
    ...rendition,
    playlistKey: `${prefix}${playlistFile}`,
    mediaKey: `${prefix}${mediaFile}`,
  }));
