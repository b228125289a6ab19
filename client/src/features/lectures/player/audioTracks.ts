import 'media-tracks/polyfill';
import type { AudioTrack, AudioTrackList } from 'media-tracks';

/** A video element as media-tracks' polyfill extends it (its global declarations are not exported). */
type TrackedVideo = HTMLVideoElement & {
  audioTracks: AudioTrackList;
  addAudioTrack(kind: string, label?: string, language?: string): AudioTrack;
  removeAudioTrack(track: AudioTrack): void;
};
const tracked = (video: HTMLVideoElement) => video as TrackedVideo;

/** One of hls.js's audio tracks (an AUDIO rendition of the master playlist). */
export interface AudioOption {
  name: string;
  lang?: string;
  /** The playlist of an alternate track; none for the sound the video's renditions carry. */
  url?: string;
  characteristics?: string;
}

/** The element's audio track list, which media-chrome's audio menu reads and writes. */
export const audioTracksOf = (video: HTMLVideoElement) => tracked(video).audioTracks;

/** Removes every audio track this player published on `video`. */
export function clearAudioTracks(video: HTMLVideoElement): void {
  const element = tracked(video);
  for (const track of [...element.audioTracks]) element.removeAudioTrack(track);
}

const DESCRIBES_VIDEO = 'public.accessibility.describes-video';

/**
 * Publishes hls.js's audio tracks on `video` as the standard audio track list (media-tracks' polyfill of it), which
 * media-chrome's audio menu lists: ids are hls.js track indexes, `selected` is enabled. The video's own sound (the
 * rendition without a playlist of its own) is labelled `originalLabel`, in the learner's language.
 */
export function publishAudioTracks(
  video: HTMLVideoElement,
  options: readonly AudioOption[],
  selected: number,
  originalLabel: string,
): void {
  clearAudioTracks(video);
  options.forEach((option, index) => {
    const original = !option.url;
    const kind = original ? 'main' : option.characteristics?.includes(DESCRIBES_VIDEO) ? 'descriptions' : 'translation';
    const track = tracked(video).addAudioTrack(kind, original ? originalLabel : option.name, option.lang ?? '');
    track.id = String(index);
    track.enabled = index === selected;
  });
}

/** The hls.js index of the audio track enabled in the menu, or -1 when none is. */
export function enabledAudioTrack(video: HTMLVideoElement): number {
  const track = [...audioTracksOf(video)].find((each) => each.enabled);
  return track ? Number(track.id) : -1;
}

/** The track to start with: the learner's last choice of language when this lecture has it, else the video's own. */
export function preferredAudioTrack(options: readonly AudioOption[], language: string | null): number {
  const original = Math.max(
    0,
    options.findIndex((option) => !option.url),
  );
  if (!language) return original;
  const chosen = options.findIndex((option) => option.url && option.lang === language);
  return chosen >= 0 ? chosen : original;
}
