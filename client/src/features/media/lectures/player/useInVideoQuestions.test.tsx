import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInVideoQuestions } from './useInVideoQuestions';

/** A <video> whose time the test moves (jsdom plays nothing); play and pause are recorded. */
function fakeVideo() {
  const video = document.createElement('video');
  const state = { currentTime: 0, seeking: false };
  Object.defineProperty(video, 'currentTime', { get: () => state.currentTime });
  Object.defineProperty(video, 'seeking', { get: () => state.seeking });
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
  const play = vi.spyOn(video, 'play').mockImplementation(() => {
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const playTo = (seconds: number) => {
    state.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  };
  const seekTo = (seconds: number) => {
    state.currentTime = seconds;
    video.dispatchEvent(new Event('seeked'));
  };
  return { video, pause, play, playTo, seekTo };
}

const QUESTIONS = [
  { id: 'q-10', atSeconds: 10, passed: false },
  { id: 'q-20', atSeconds: 20, passed: true },
  { id: 'q-30', atSeconds: 30, passed: false },
];

describe('useInVideoQuestions', () => {
  it('pauses when playback reaches a question, holds the pause until it is answered, then plays on', () => {
    const { video, pause, play, playTo } = fakeVideo();
    const { result } = renderHook(() => useInVideoQuestions(video, QUESTIONS));

    act(() => playTo(9.4));
    expect(result.current.asking).toBeNull();
    act(() => playTo(10.1));
    expect(result.current.asking?.id).toBe('q-10');
    expect(pause).toHaveBeenCalledTimes(1);

    // Pressing play on the control bar while the question waits stops again.
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    expect(pause).toHaveBeenCalledTimes(2);

    act(() => result.current.resume());
    expect(result.current.asking).toBeNull();
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('plays through questions passed, answered this time, or jumped over by a seek', () => {
    const { video, playTo, seekTo } = fakeVideo();
    const { result } = renderHook(() => useInVideoQuestions(video, QUESTIONS));

    act(() => playTo(9.5));
    act(() => playTo(10.2));
    expect(result.current.asking?.id).toBe('q-10');
    act(() => result.current.resume());
    // Back before it and through it again: asked once per opening of the lecture.
    act(() => seekTo(8));
    act(() => playTo(9));
    act(() => playTo(10.5));
    expect(result.current.asking).toBeNull();
    // Passed on an earlier day.
    act(() => playTo(19.5));
    act(() => playTo(20.3));
    expect(result.current.asking).toBeNull();
    // A seek from 20 to 45 jumps over 30.
    act(() => seekTo(45));
    act(() => playTo(45.4));
    expect(result.current.asking).toBeNull();
  });
});
