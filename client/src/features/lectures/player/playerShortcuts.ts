/** Seconds a left or right arrow moves; the volume step of an up or down arrow. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

export const SHORTCUT_HELP = 'Space: play or pause. Arrows: seek 5 s and volume. F: full screen. M: mute.';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What a key pressed while the player has focus does to `video`: returns what to announce (for screen readers), or
 * null when the key is not a shortcut (it then keeps its usual meaning). Space and the arrows would otherwise scroll
 * the page or move the native controls, so the caller prevents their default when this handles them.
 */
export function applyShortcut(video: HTMLVideoElement, key: string): string | null {
  switch (key) {
    case ' ':
      if (video.paused) {
        // A browser may refuse without a gesture it counts; the key is one, but jsdom has no play() to speak of.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom's play() returns undefined
        video.play()?.catch(() => undefined);
        return 'Playing';
      }
      video.pause();
      return 'Paused';
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = clamp(video.currentTime + step, 0, end);
      return `${key === 'ArrowLeft' ? 'Back' : 'Forward'} ${SEEK_STEP_SECONDS} seconds`;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP;
      video.volume = Math.round(clamp(video.volume + step, 0, 1) * 10) / 10;
      if (key === 'ArrowUp') video.muted = false;
      return `Volume ${Math.round(video.volume * 100)}%`;
    }
    case 'm':
    case 'M':
      video.muted = !video.muted;
      return video.muted ? 'Muted' : 'Sound on';
    case 'f':
    case 'F':
      if (document.fullscreenElement) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- iPhone Safari has neither
        document.exitFullscreen?.().catch(() => undefined);
        return 'Exit full screen';
      }
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- iPhone Safari has neither
      video.requestFullscreen?.().catch(() => undefined);
      return 'Full screen';
    default:
      return null;
  }
}
