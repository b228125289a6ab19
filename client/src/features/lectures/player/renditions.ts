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
  /** hls.js's codec set of the level, e.g. 'avc1,mp4a' or 'av01,mp4a'. */
  codecSet?: string;
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
 * The codec set whose levels the quality menu lists: AV1 when the ladder has it and the browser decodes it (hls.js
 * keeps only the levels it can play), as hls.js itself prefers it; else the first level's. The server makes an AV1 twin
 * of every H.264 rung (MEDIA_AV1), and hls.js stays within one set once it plays, so the menu shows each size once.
 */
export function preferredCodecSet(levels: readonly RenditionLevel[]): string | undefined {
  return levels.find((level) => level.codecSet?.startsWith('av01'))?.codecSet ?? levels[0]?.codecSet;
}

const inSet = (level: RenditionLevel, codecSet: string | undefined) =>
  codecSet === undefined || level.codecSet === codecSet;

/**
 * Publishes hls.js's levels of `codecSet` (every level when undefined) on `video` as the standard video rendition
 * list (media-tracks' polyfill of it), which media-chrome's quality menu reads and writes: rendition ids are hls.js
 * level indexes. `selected` is the pinned level, -1 for Auto.
 */
export function publishRenditions(
  video: HTMLVideoElement,
  levels: readonly RenditionLevel[],
  selected: number,
  codecSet?: string,
): void {
  clearRenditions(video);
  const track = tracked(video).addVideoTrack(MAIN_TRACK);
  track.id = MAIN_TRACK;
  track.selected = true;
  let selectedIndex = -1;
  levels.forEach((level, index) => {
    if (!inSet(level, codecSet)) return;
    const rendition = track.addRendition(
      level.url[0] ?? '',
      level.width,
      level.height,
      level.videoCodec,
      level.bitrate,
    );
    rendition.id = String(index);
    if (index === selected) selectedIndex = renditionsOf(video).length - 1;
  });
  renditionsOf(video).selectedIndex = selectedIndex;
}

/** The hls.js level of the rendition picked in the menu, or -1 for Auto. */
export function selectedLevel(video: HTMLVideoElement): number {
  const list = renditionsOf(video);
  const rendition = list.selectedIndex < 0 ? undefined : list[list.selectedIndex];
  return rendition ? Number(rendition.id) : -1;
}

/** The level index of `codecSet` whose rendition is `height` (short side), or -1 (Auto) when the ladder has none. */
export function levelOfHeight(levels: readonly RenditionLevel[], height: number | null, codecSet?: string): number {
  return height === null
    ? -1
    : levels.findIndex((level) => inSet(level, codecSet) && renditionHeight(level) === height);
}

/** The level index of `codecSet`'s smallest rendition (data saver's cap), or -1 when the ladder has none. */
export function smallestLevel(levels: readonly RenditionLevel[], codecSet?: string): number {
  let smallest = -1;
  levels.forEach((level, index) => {
    const best = levels[smallest];
    if (inSet(level, codecSet) && (!best || renditionHeight(level) < renditionHeight(best))) smallest = index;
  });
  return smallest;
}
