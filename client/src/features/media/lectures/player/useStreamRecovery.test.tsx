import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlaybackLease } from './usePlaybackLease';
import { useSavedPosition } from './useSavedPosition';
import { useStreamRecovery } from './useStreamRecovery';

const lease: PlaybackLease = {
  state: { status: 'clear' },
  loadable: true,
  takeOver: async () => true,
  recheck: async () => true,
};

/** The two hooks as LecturePlayer joins them: a lecture the learner asked to play, saved at 37 s. */
function usePlayer(video: HTMLVideoElement) {
  const saved = useSavedPosition({ tracks: true, savedSeconds: 37, durationSeconds: 120, autoPlay: true });
  const recovery = useStreamRecovery({ video, lease, autoPlay: true, ...saved });
  return { saved, recovery };
}

/** A video element whose readiness the test sets: jsdom loads no media. */
function videoElement(readyState: number) {
  const element = document.createElement('video');
  Object.defineProperty(element, 'readyState', { value: readyState });
  return element;
}

describe('useStreamRecovery', () => {
  it('keeps the saved position and the autoplay when the stream is refused before it loaded', async () => {
    const refused = videoElement(HTMLMediaElement.HAVE_NOTHING);
    const { result } = renderHook(() => usePlayer(refused));
    await act(async () => result.current.recovery.onBusy());

    const next = videoElement(HTMLMediaElement.HAVE_METADATA);
    act(() => result.current.saved.onLoadedMetadata(next));
    expect(next.currentTime).toBe(37);
    expect(result.current.saved.autoResumed).toBe(true);
  });

  it('picks a loaded stream up where it was when it is refused', async () => {
    const loaded = videoElement(HTMLMediaElement.HAVE_ENOUGH_DATA);
    const { result } = renderHook(() => usePlayer(loaded));
    act(() => result.current.saved.onLoadedMetadata(loaded));
    loaded.currentTime = 52;
    await act(async () => result.current.recovery.onBusy());

    const next = videoElement(HTMLMediaElement.HAVE_METADATA);
    act(() => result.current.saved.onLoadedMetadata(next));
    expect(next.currentTime).toBe(52);
  });
});
