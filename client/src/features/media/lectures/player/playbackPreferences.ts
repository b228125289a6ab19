/** How large captions show over the video; each with a dark backing so they read on any frame. */
export const CAPTION_SIZES = ['small', 'medium', 'large'] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];

/**
 * The learner's last speed, quality, captions on or off, caption size and audio track, kept in this browser for the next lecture
 * and visit. The caption language is media-chrome's own preference (it keeps the last one picked and turns captions
 * on in it, else in the browser's language).
 */
export interface PlaybackPreferences {
  rate: number;
  /** The pinned rendition's short side (720 for 720p), or null for Auto. */
  height: number | null;
  captions: boolean;
  captionSize: CaptionSize;
  /** The audio track picked last, by language and kind (audioTracks.ts audioPreference); null for the lecture's own. */
  audio: string | null;
}

const KEY = 'coursehub.player';
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const DEFAULTS: PlaybackPreferences = { rate: 1, height: null, captions: false, captionSize: 'medium', audio: null };

const isRate = (value: unknown): value is number => typeof value === 'number' && value >= 0.25 && value <= 2;
const isCaptionSize = (value: unknown): value is CaptionSize => CAPTION_SIZES.some((size) => size === value);
const isAudio = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length <= 64);
const isHeight = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

/** What was saved, each field checked: storage another version (or the learner) wrote may hold anything. */
export function readPlaybackPreferences(storage: Storage = window.localStorage): PlaybackPreferences {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<Record<keyof PlaybackPreferences, unknown>>;
    return {
      rate: isRate(saved.rate) ? saved.rate : DEFAULTS.rate,
      height: isHeight(saved.height) ? saved.height : DEFAULTS.height,
      captions: typeof saved.captions === 'boolean' ? saved.captions : DEFAULTS.captions,
      captionSize: isCaptionSize(saved.captionSize) ? saved.captionSize : DEFAULTS.captionSize,
      audio: isAudio(saved.audio) ? saved.audio : DEFAULTS.audio,
    };
  } catch {
    // No storage (a private window may refuse it) or not JSON: the defaults.
    return { ...DEFAULTS };
  }
}

export function savePlaybackPreference(change: Partial<PlaybackPreferences>, storage: Storage = window.localStorage) {
  try {
    storage.setItem(KEY, JSON.stringify({ ...readPlaybackPreferences(storage), ...change }));
  } catch {
    // Storage full or refused: the choice holds for this lecture only.
  }
}
