import 'media-tracks/polyfill';
import type { AudioTrack, AudioTrackList } from 'media-tracks';

/** A video element as media-tracks' polyfill extends it (its global declarations are not exported). */
type TrackedVideo = HTMLVideoElement & {
  audioTracks: AudioTrackList;
  addAudioTrack(kind: string, label?: string, language?: string): AudioTrack;
  removeAudioTrack(track: AudioTrack): void;
};
const tracked = (video: HTMLVideoElement) => video as TrackedVideo;

/** One AUDIO rendition of the master playlist, as hls.js lists it (`hls.audioTracks`). */
export interface StreamAudioTrack {
  name: string;
  lang?: string;
  /** The lecture's own sound (DEFAULT=YES): the server names it "Original". */
  default: boolean;
  characteristics?: string;
}

/** RFC 8216's mark of an audio description (the server sets it on a track of kind `description`). */
const DESCRIBES_VIDEO = 'public.accessibility.describes-video';

export const describesVideo = (track: StreamAudioTrack) =>
  track.characteristics?.split(',').includes(DESCRIBES_VIDEO) ?? false;

/** The element's audio track list, which media-chrome's audio menu reads and writes its choice to. */
export const audioTracksOf = (video: HTMLVideoElement) => tracked(video).audioTracks;

/** Removes every audio track this player published on `video`. */
export function clearAudioTracks(video: HTMLVideoElement): void {
  const element = tracked(video);
  for (const track of [...element.audioTracks]) element.removeAudioTrack(track);
}

/**
 * Publishes the stream's audio renditions on `video` as its audio track list (media-tracks' polyfill of the standard
 * one), which media-chrome's audio menu lists and writes: track ids are hls.js's audio track indexes, labels what
 * `labelOf` makes of each (the original's and a description's are the player's own texts). `enabled` is the one
 * playing.
 */
export function publishAudioTracks(
  video: HTMLVideoElement,
  tracks: readonly StreamAudioTrack[],
  enabled: number,
  labelOf: (track: StreamAudioTrack) => string,
): void {
  clearAudioTracks(video);
  tracks.forEach((track, index) => {
    const kind = track.default ? 'main' : describesVideo(track) ? 'descriptions' : 'translation';
    const published = tracked(video).addAudioTrack(kind, labelOf(track), track.lang ?? '');
    published.id = String(index);
    published.enabled = index === enabled;
  });
}

/** The index of the audio track enabled on `video` (the menu's pick), or -1. */
export function enabledAudioTrack(video: HTMLVideoElement): number {
  const track = [...audioTracksOf(video)].find((each) => each.enabled);
  return track ? Number(track.id) : -1;
}

/**
 * How the learner's pick is remembered for the next lecture: null for the lecture's own sound, else the track's
 * language, marked when it is an audio description ("hi", "en:description"). Lectures differ in their tracks, so the
 * pick is kept by what it is, not by its place in one lecture's list.
 */
export const audioPreference = (track: StreamAudioTrack): string | null =>
  track.default ? null : `${track.lang ?? ''}${describesVideo(track) ? ':description' : ''}`;

/** The track that matches a remembered pick, or -1 (the stream's default plays) when this lecture has none. */
export const trackOfPreference = (tracks: readonly StreamAudioTrack[], preference: string | null) =>
  preference === null ? -1 : tracks.findIndex((track) => audioPreference(track) === preference);
