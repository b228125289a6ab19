import { useEffect, useState } from 'react';

/**
 * How many text tracks (captions or subtitles) `video` offers: the captions button shows from one, the menu of their
 * languages from two.
 */
export function useTextTrackCount(video: HTMLVideoElement | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!video) return;
    const tracks = video.textTracks;
    // jsdom's list of text tracks is not an event target (and never has a track).
    if (!(tracks instanceof EventTarget)) return;
    const update = () =>
      setCount([...tracks].filter((track) => track.kind === 'captions' || track.kind === 'subtitles').length);
    update();
    tracks.addEventListener('addtrack', update);
    tracks.addEventListener('removetrack', update);
    return () => {
      tracks.removeEventListener('addtrack', update);
      tracks.removeEventListener('removetrack', update);
    };
  }, [video]);
  return count;
}
