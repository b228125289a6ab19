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

/**
 * A slide lecture's "slides + audio" rendition (its stills, one frame a second, with the sound): the server's
 * `slides.m3u8`, beside the ladder's `<height>p.m3u8`. It is as tall as the smallest rung and carries less.
 */
const SLIDES_PLAYLIST = /(^|\/)slides\.m3u8(\?|$)/;
export const isSlidesLevel = (level: Pick<RenditionLevel, 'url'>) => SLIDES_PLAYLIST.test(level.url[0] ?? '');

/**
 * The id of level `index` in the rendition list: the index, marked for the slides rendition so that the quality
 * menu, which is given only ids and sizes, can name it (slidesRenditionId).
 */
const SLIDES_MARK = '-slides';
const renditionId = (level: RenditionLevel, index: number) => `${index}${isSlidesLevel(level) ? SLIDES_MARK : ''}`;
export const isSlidesRenditionId = (id: string | undefined) => id?.endsWith(SLIDES_MARK) ?? false;

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
    rendition.id = renditionId(level, index);
    if (index === selected) selectedIndex = renditionsOf(video).length - 1;
  });
  renditionsOf(video).selectedIndex = selectedIndex;
}

/** The hls.js level of the rendition picked in the menu, or -1 for Auto. */
export function selectedLevel(video: HTMLVideoElement): number {
  const list = renditionsOf(video);
  const rendition = list.selectedIndex < 0 ? undefined : list[list.selectedIndex];
  return rendition ? Number.parseInt(rendition.id ?? '', 10) : -1;
}

/**
 * The level index of `codecSet` whose rendition is `height` (short side), or -1 (Auto) when the ladder has none. The
 * slides rendition is never it: a height remembered is a rung's, and the slides are as tall as the smallest.
 */
export function levelOfHeight(levels: readonly RenditionLevel[], height: number | null, codecSet?: string): number {
  return height === null
    ? -1
    : levels.findIndex((level) => inSet(level, codecSet) && !isSlidesLevel(level) && renditionHeight(level) === height);
}

/**
 * The level index of `codecSet`'s smallest rendition (data saver's cap), or -1 when the ladder has none: the
 * shortest, and of those the fewest bits, so a slide lecture's "slides + audio" rendition before its smallest rung.
 */
export function smallestLevel(levels: readonly RenditionLevel[], codecSet?: string): number {
  const smaller = (a: RenditionLevel, b: RenditionLevel) =>
    renditionHeight(a) < renditionHeight(b) || (renditionHeight(a) === renditionHeight(b) && a.bitrate < b.bitrate);
  let smallest = -1;
  levels.forEach((level, index) => {
    const best = levels[smallest];
    if (inSet(level, codecSet) && (!best || smaller(level, best))) smallest = index;
  });
  return smallest;
}
