import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import { HLS_PLAYER_CONFIG } from '../../../../shared/hlsPlayerConfig';
import {
  audioPreference,
  audioTracksOf,
  clearAudioTracks,
  enabledAudioTrack,
  publishAudioTracks,
  type StreamAudioTrack,
  trackOfPreference,
} from './audioTracks';
import {
  clearRenditions,
  isSlidesLevel,
  levelOfHeight,
  preferredCodecSet,
  publishRenditions,
  renditionHeight,
  renditionsOf,
  selectedLevel,
  smallestLevel,
} from './renditions';

export interface HlsStreamEvents {
  /** The learner picked a rendition in the quality menu: its height (short side), or null for Auto. */
  onQualityChosen(height: number | null): void;
  /** The learner picked an audio track in the audio menu: what to remember of it (audioPreference). */
  onAudioChosen(preference: string | null): void;
  /** The master playlist itself was refused (401/403): the session or the subscription is gone. */
  onAccessDenied(): void;
  /** The master playlist was refused (409) because the account plays on as many other devices as it may. */
  onBusy(): void;
  /** Nothing more to try: the player says so and offers to start again. */
  onFatal(): void;
}

export interface HlsStream {
  destroy(): void;
}

/** Signed children expire with VIDEO_URL_TTL_SECONDS (at least 30 s): more reloads than this within a minute is a loop. */
const MAX_RELOADS_PER_MINUTE = 3;
const DENIED = new Set([401, 403]);
/** The shared-account guard's answer to a device without a playback lease. */
const BUSY = 409;

const statusOf = (data: ErrorData) => (typeof data.response?.code === 'number' ? data.response.code : 0);

/**
 * The full build: a lecture's sound is an AUDIO rendition of its own (its video renditions carry none), which the light
 * build cannot play, nor can it offer a dub.
 */
const loadHls = () => import('hls.js');

/**
 * Starts downloading hls.js (its own chunk, about 178 kB gzip) without waiting for it: the lecture screen calls this as
 * soon as it knows a lecture has a playlist, while it still checks access, so the player does not wait for the chunk.
 * The bundler keeps one module promise, which startHlsStream then gets at once.
 */
export function preloadHls(): void {
  loadHls().catch(() => undefined);
}

/**
 * Plays the HLS master playlist at `src` in `video` through hls.js, loaded here and only here (its own chunk: the
 * catalogue never downloads it). Resolves null where hls.js cannot run (no Media Source Extensions: iOS
 * Safari), for the caller to use the browser's own HLS or the progressive MP4.
 *
 * The master is stable and checked against the session on every request; the variant playlists and media files it
 * names are signed URLs that expire. So a 401/403 on a child means the signatures lapsed: the master is asked again
 * and playback resumes where it was. A 401/403 on the master itself is an access question for the page.
 *
 * The ladder is published on `video` as its rendition list (renditions.ts), which the player's quality menu shows;
 * a rendition picked there pins that level, Auto hands the choice back to hls.js. `preferred.height` (the learner's
 * last choice) is pinned when the ladder has it. With `preferred.dataSaver` (the device's data saver), Auto is capped
 * at the smallest rendition (a slide lecture's "slides + audio" one) and the last choice is not pinned: a rendition
 * picked in the menu still plays.
 *
 * The stream's audio renditions (the lecture's own sound, a dub, an audio description) are published on `video` as
 * its audio track list (audioTracks.ts), which the player's audio menu shows with `preferred.audioLabel`'s labels; a
 * track picked there plays at once, and `preferred.audio` (the learner's last pick) is played when the lecture has it.
 */
export async function startHlsStream(
  video: HTMLVideoElement,
  src: string,
  preferred: {
    height: number | null;
    dataSaver: boolean;
    audio: string | null;
    audioLabel: (track: StreamAudioTrack) => string;
  },
  events: HlsStreamEvents,
): Promise<HlsStream | null> {
  const { default: HlsPlayer, Events, ErrorDetails, ErrorTypes } = await loadHls();
  if (!HlsPlayer.isSupported()) return null;

  const hls: Hls = new HlsPlayer(HLS_PLAYER_CONFIG);
  let pinnedLevel = -1;
  let resumePlaying = false;
  let reloading = false;
  let reloads: number[] = [];
  let recoveredMedia = false;

  const reloadMaster = () => {
    const now = Date.now();
    reloads = reloads.filter((at) => now - at < 60_000);
    if (reloads.length >= MAX_RELOADS_PER_MINUTE) {
      events.onFatal();
      return;
    }
    reloads.push(now);
    reloading = true;
    resumePlaying = !video.paused;
    hls.config.startPosition = video.currentTime;
    hls.loadSource(src);
  };

  let preferredHeight = preferred.dataSaver ? null : preferred.height;
  // The codec set the menu lists (renditions.ts): one of a ladder with AV1 twins, so each size shows once.
  let shownSet: string | undefined;
  hls.on(Events.MANIFEST_PARSED, () => {
    shownSet = preferredCodecSet(hls.levels);
    if (preferred.dataSaver) hls.autoLevelCapping = smallestLevel(hls.levels, shownSet);
    if (preferredHeight !== null) {
      pinnedLevel = levelOfHeight(hls.levels, preferredHeight, shownSet);
      preferredHeight = null;
    }
    publishRenditions(video, hls.levels, pinnedLevel, shownSet);
    if (pinnedLevel >= 0) hls.currentLevel = pinnedLevel;
    if (reloading) {
      reloading = false;
      // An interrupted play() rejects (AbortError); the user still has the controls.
      if (resumePlaying) video.play().catch(() => undefined);
    }
  });
  // hls.js chose (or, after errors, fell back to) the other set: the menu lists what plays.
  hls.on(Events.LEVEL_SWITCHING, (_event, data) => {
    const codecSet = hls.levels[data.level]?.codecSet;
    if (!codecSet || codecSet === shownSet) return;
    shownSet = codecSet;
    if (pinnedLevel >= 0) pinnedLevel = data.level;
    publishRenditions(video, hls.levels, pinnedLevel, shownSet);
  });
  hls.on(Events.ERROR, (_event, data) => {
    if (data.details === ErrorDetails.MANIFEST_LOAD_ERROR && DENIED.has(statusOf(data))) {
      hls.stopLoad();
      events.onAccessDenied();
    } else if (data.details === ErrorDetails.MANIFEST_LOAD_ERROR && statusOf(data) === BUSY) {
      hls.stopLoad();
      events.onBusy();
    } else if (data.type === ErrorTypes.NETWORK_ERROR && DENIED.has(statusOf(data))) {
      if (!reloading) reloadMaster();
    } else if (data.fatal && data.type === ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      recoveredMedia = true;
      hls.recoverMediaError();
    } else if (data.fatal) {
      events.onFatal();
    }
  });

  // The audio track playing, as the menu shows it: a pick is acted on (and remembered) only when it differs.
  let audioTrack = -1;
  let preferredAudio = preferred.audio;
  hls.on(Events.AUDIO_TRACKS_UPDATED, (_event, { audioTracks }) => {
    const wanted = trackOfPreference(audioTracks, preferredAudio);
    if (wanted >= 0 && wanted !== hls.audioTrack) hls.audioTrack = wanted;
    audioTrack = wanted >= 0 ? wanted : hls.audioTrack;
    publishAudioTracks(video, audioTracks, audioTrack, preferred.audioLabel);
  });
  const onAudioChange = () => {
    const index = enabledAudioTrack(video);
    const track = hls.audioTracks[index];
    if (index === audioTrack || !track) return;
    audioTrack = index;
    hls.audioTrack = index;
    preferredAudio = audioPreference(track);
    events.onAudioChosen(preferredAudio);
  };
  audioTracksOf(video).addEventListener('change', onAudioChange);

  const onRenditionChange = () => {
    const index = selectedLevel(video);
    if (index === pinnedLevel) return;
    pinnedLevel = index;
    // currentLevel switches at once (flushing what is buffered); -1 hands the choice back to the ABR controller.
    hls.currentLevel = index;
    const level = hls.levels[index];
    // The slides are this lecture's own: the height remembered for the next lectures stays a rung's.
    if (level && isSlidesLevel(level)) return;
    events.onQualityChosen(level ? renditionHeight(level) : null);
  };
  renditionsOf(video).addEventListener('change', onRenditionChange);

  hls.loadSource(src);
  hls.attachMedia(video);
  return {
    destroy: () => {
      renditionsOf(video).removeEventListener('change', onRenditionChange);
      audioTracksOf(video).removeEventListener('change', onAudioChange);
      clearRenditions(video);
      clearAudioTracks(video);
      hls.destroy();
    },
  };
}
