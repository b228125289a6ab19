import { useCallback, useEffect, useState } from 'react';
import { type CaptionSize, readPlaybackPreferences, savePlaybackPreference } from './playbackPreferences';

/**
 * The learner's speed, quality, captions, caption size and audio track, carried from lecture to lecture: the speed is
 * applied to each new source (a new source resets it) and saved whenever it changes; the quality and the audio track
 * are handed to the stream (useVideoSource) and the caption size to the player's styles, each saved when the learner picks one; captions
 * shown or not is saved whenever the learner turns them on or off (button, menu or `c`), and read once per lecture,
 * for the player to show them from the start.
 */
export function usePlaybackPreferences(video: HTMLVideoElement | null) {
  const [captionsOn] = useState(() => readPlaybackPreferences().captions);
  const [height, setHeight] = useState(() => readPlaybackPreferences().height);
  const [audio, setAudio] = useState(() => readPlaybackPreferences().audio);
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
  useEffect(() => {
    const tracks = video?.textTracks;
    // jsdom's list of text tracks is not an event target.
    if (!(tracks instanceof EventTarget)) return;
    const onModeChange = () => {
      const text = [...tracks].filter((track) => track.kind === 'captions' || track.kind === 'subtitles');
      // A lecture without captions, or one whose tracks are still arriving, says nothing of the learner's choice.
      if (text.length === 0) return;
      savePlaybackPreference({ captions: text.some((track) => track.mode === 'showing') });
    };
    tracks.addEventListener('change', onModeChange);
    return () => tracks.removeEventListener('change', onModeChange);
  }, [video]);
  return {
    captionsOn,
    height,
    setHeight: (next: number | null) => {
      setHeight(next);
      savePlaybackPreference({ height: next });
    },
    audio,
    setAudio: (next: string | null) => {
      setAudio(next);
      savePlaybackPreference({ audio: next });
    },
    captionSize,
    setCaptionSize: pickCaptionSize,
    apply: (element: HTMLVideoElement) => {
      element.playbackRate = readPlaybackPreferences().rate;
    },
  };
}
