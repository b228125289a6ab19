/** The learner's last speed and quality, kept in this browser for the next lecture and the next visit. */
export interface PlaybackPreferences {
  rate: number;
  /** The pinned rendition's short side (720 for 720p), or null for Auto. */
  height: number | null;
}

const KEY = 'coursehub.player';
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const DEFAULTS: PlaybackPreferences = { rate: 1, height: null };

const isRate = (value: unknown): value is number => typeof value === 'number' && value >= 0.25 && value <= 2;
const isHeight = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

/** What was saved, each field checked: storage another version (or the learner) wrote may hold anything. */
export function readPlaybackPreferences(storage: Storage = window.localStorage): PlaybackPreferences {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<Record<keyof PlaybackPreferences, unknown>>;
    return {
      rate: isRate(saved.rate) ? saved.rate : DEFAULTS.rate,
      height: isHeight(saved.height) ? saved.height : DEFAULTS.height,
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
