import type { HlsConfig } from 'hls.js';

/**
 * What the lecture player and the offline player ask of hls.js's full build (the light build plays no AUDIO
 * rendition, and a lecture's sound is one). No worker: fMP4 needs no transmuxing, and the CSP (default-src 'self')
 * refuses blob: workers. Captions are the players' own <track>s: the full build's text tracks for a master's
 * SUBTITLES group would list each language twice and leave the one shown without cues until hls.js loads them.
 */
export const HLS_PLAYER_CONFIG: Partial<HlsConfig> = {
  enableWorker: false,
  subtitleStreamController: undefined,
  subtitleTrackController: undefined,
  timelineController: undefined,
};
