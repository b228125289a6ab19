import { useEffect, useState } from 'react';

/** Whether `video` has text tracks (captions or subtitles) to offer: the captions button shows only then. */
export function useHasTextTracks(video: HTMLVideoElement | null): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!video) return;
    const tracks = video.textTracks;
    // jsdom's list of text tracks is not an event target (and never has a track).
    if (!(tracks instanceof EventTarget)) return;
    const update = () => setHas([...tracks].some((track) => track.kind === 'captions' || track.kind === 'subtitles'));
    update();
    tracks.addEventListener('addtrack', update);
    tracks.addEventListener('removetrack', update);
    return () => {
      tracks.removeEventListener('addtrack', update);
      tracks.removeEventListener('removetrack', update);
    };
  }, [video]);
  return has;
}
