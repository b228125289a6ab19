import 'media-tracks/polyfill';
import type { VideoRenditionList, VideoTrack, VideoTrackList } from 'media-tracks';

/** A video element as media-tracks' polyfill extends it (its global declarations are not exported). */
type TrackedVideo = HTMLVideoElement & {
  videoTracks: VideoTrackList;
  addVideoTrack(kind: string): VideoTrack;
  removeVideoTrack(track: VideoTrack): void;
  videoRenditions: VideoRenditionList;
};
const tracked = (video: HTMLVideoElement) => video as TrackedVideo;

/** The element's rendition list, which the quality menu writes its choice to. */
export const renditionsOf = (video: HTMLVideoElement) => tracked(video).videoRenditions;

/** The id of the one video track the renditions hang from (media-chrome's rendition menu lists that track's). */
const MAIN_TRACK = 'main';

export interface RenditionLevel {
  width: number;
  height: number;
  bitrate: number;
  videoCodec?: string;
  url: string[];
}

/** The short side of a rendition, as the server's ladder names it: a portrait 720x1280 is 720p. */
export const renditionHeight = ({ width, height }: Pick<RenditionLevel, 'width' | 'height'>) =>
  width && height ? Math.min(width, height) : height;

/** Removes every video track (and so every rendition) this player published on `video`. */
export function clearRenditions(video: HTMLVideoElement): void {
  const element = tracked(video);
  for (const track of [...element.videoTracks]) element.removeVideoTrack(track);
}

/**
 * Publishes hls.js's ladder on `video` as the standard video rendition list (media-tracks' polyfill of it), which
 * media-chrome's quality menu reads and writes: rendition ids are hls.js level indexes. `selected` is the pinned
 * level, -1 for Auto.
 */
export function publishRenditions(video: HTMLVideoElement, levels: readonly RenditionLevel[], selected: number): void {
  clearRenditions(video);
  const track = tracked(video).addVideoTrack(MAIN_TRACK);
  track.id = MAIN_TRACK;
  track.selected = true;
  levels.forEach((level, index) => {
    const rendition = track.addRendition(
      level.url[0] ?? '',
      level.width,
      level.height,
      level.videoCodec,
      level.bitrate,
    );
    rendition.id = String(index);
  });
  renditionsOf(video).selectedIndex = selected;
}

/** The level index whose rendition is `height` (short side), or -1 (Auto) when the ladder has none. */
export function levelOfHeight(levels: readonly RenditionLevel[], height: number | null): number {
  return height === null ? -1 : levels.findIndex((level) => renditionHeight(level) === height);
}
