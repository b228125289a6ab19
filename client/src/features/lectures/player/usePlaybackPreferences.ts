import { useCallback, useEffect, useState } from 'react';
import { type CaptionSize, readPlaybackPreferences, savePlaybackPreference } from './playbackPreferences';

/**
 * The learner's speed, quality and caption size, carried from lecture to lecture: the speed is applied to each new
 * source (a new source resets it) and saved whenever it changes; the quality is handed to the stream (useVideoSource)
 * and the caption size to the player's styles, each saved when the learner picks one.
 */
export function usePlaybackPreferences(video: HTMLVideoElement | null) {
  const [height, setHeight] = useState(() => readPlaybackPreferences().height);
  const [captionSize, setCaptionSize] = useState(() => readPlaybackPreferences().captionSize);
  const pickCaptionSize = useCallback((next: CaptionSize) => {
    setCaptionSize(next);
    savePlaybackPreference({ captionSize: next });
  }, []);
  useEffect(() => {
    if (!video) return;
    const onRateChange = () => {
      // A source being loaded reports its default rate: only a playing element's rate is the learner's.
      if (video.readyState > 0) savePlaybackPreference({ rate: video.playbackRate });
    };
    video.addEventListener('ratechange', onRateChange);
    return () => video.removeEventListener('ratechange', onRateChange);
  }, [video]);
  return {
    height,
    setHeight: (next: number | null) => {
      setHeight(next);
      savePlaybackPreference({ height: next });
    },
    captionSize,
    setCaptionSize: pickCaptionSize,
    apply: (element: HTMLVideoElement) => {
      element.playbackRate = readPlaybackPreferences().rate;
    },
  };
}
