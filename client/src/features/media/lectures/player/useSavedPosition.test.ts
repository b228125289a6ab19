import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSavedPosition } from './useSavedPosition';

const options = { tracks: true, savedSeconds: 30, durationSeconds: 600, autoPlay: false };

describe('useSavedPosition', () => {
  it('opens a fresh element at the saved position', () => {
    const { result } = renderHook(() => useSavedPosition(options));
    const element = document.createElement('video');
    act(() => result.current.onLoadedMetadata(element));
    expect(element.currentTime).toBe(30);
  });

  it('keeps a moment chosen on the element before its metadata came', () => {
    const { result } = renderHook(() => useSavedPosition(options));
    const element = document.createElement('video');
    element.currentTime = 4;
    act(() => result.current.onLoadedMetadata(element));
    expect(element.currentTime).toBe(4);
  });

  it('picks a retried element up where the last one was', () => {
    const { result } = renderHook(() => useSavedPosition({ ...options, savedSeconds: undefined }));
    act(() => result.current.pickUpAt(12, false));
    const element = document.createElement('video');
    act(() => result.current.onLoadedMetadata(element));
    expect(element.currentTime).toBe(12);
  });

  it("keeps 'Resumed from' when the element plays before the page has rendered its resuming", () => {
    const { result } = renderHook(() => useSavedPosition({ ...options, autoPlay: true }));
    const element = document.createElement('video');
    const { onLoadedMetadata, onPlaying } = result.current;
    // Both handlers of the same render, as a busy page runs them: 'playing' comes before the next render.
    act(() => {
      onLoadedMetadata(element);
      onPlaying();
    });
    expect(result.current.autoResumed).toBe(true);
    expect(result.current.resumeAt).toBe(30);
  });

  it('takes the offer away once the learner plays a lecture that did not start by itself', () => {
    const { result } = renderHook(() => useSavedPosition(options));
    act(() => result.current.onLoadedMetadata(document.createElement('video')));
    act(() => result.current.onPlaying());
    expect(result.current.resumeAt).toBeNull();
  });
});
