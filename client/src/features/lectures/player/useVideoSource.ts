import { useEffect, useRef, useState } from 'react';
import { type HlsStream, preloadHls, type QualityLevel, startHlsStream } from './hlsStream';

const NATIVE_HLS_TYPE = 'application/vnd.apple.mpegurl';

export type PlaybackEngine = 'hls.js' | 'native-hls' | 'file';

interface VideoSourceOptions {
  video: HTMLVideoElement | null;
  /** The HLS master playlist, once the lecture is READY. */
  hlsUrl: string | null;
  /** The progressive MP4 (or, before it exists, the original): for browsers without HLS. */
  videoUrl: string;
  onAccessDenied: () => void;
  /** hls.js only: the master was refused because the account plays on too many devices (a lost playback lease). */
  onBusy: () => void;
  onFatal: () => void;
}

/**
 * Which way `video` plays the lecture, and the quality levels when hls.js drives it:
 * - hls.js wherever Media Source Extensions exist (every desktop browser, Android): adaptive, with a quality menu;
 * - the browser's own HLS where hls.js cannot run but the browser says it plays HLS (iOS Safari);
 * - else, or without a playlist (not READY yet: admins preview the original), the file at videoUrl as `src`.
 * Until hls.js has been loaded and asked, `src` stays undefined so that nothing is fetched twice.
 */
export function useVideoSource({ video, hlsUrl, videoUrl, onAccessDenied, onBusy, onFatal }: VideoSourceOptions) {
  const [src, setSrc] = useState<string | undefined>(hlsUrl ? undefined : videoUrl);
  const [engine, setEngine] = useState<PlaybackEngine | null>(hlsUrl ? null : 'file');
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [selectedLevel, setSelectedLevel] = useState(-1);
  const stream = useRef<HlsStream | null>(null);
  // The latest callbacks, without restarting the stream when the page passes new ones.
  const callbacks = useRef({ onAccessDenied, onBusy, onFatal });
  callbacks.current = { onAccessDenied, onBusy, onFatal };

  // While the page still checks access (no element yet), hls.js is already on its way.
  useEffect(() => {
    if (hlsUrl) preloadHls();
  }, [hlsUrl]);

  useEffect(() => {
    if (!hlsUrl) {
      setSrc(videoUrl);
      setEngine('file');
      return;
    }
    if (!video) return;
    let cancelled = false;
    let started: HlsStream | null = null;
    const fallBack = () => {
      const native = video.canPlayType(NATIVE_HLS_TYPE) !== '';
      setSrc(native ? hlsUrl : videoUrl);
      setEngine(native ? 'native-hls' : 'file');
    };
    startHlsStream(video, hlsUrl, {
      onLevels: (next) => !cancelled && setLevels(next),
      onLevelSwitched: (index) => !cancelled && setPlayingLevel(index),
      onAccessDenied: () => !cancelled && callbacks.current.onAccessDenied(),
      onBusy: () => !cancelled && callbacks.current.onBusy(),
      onFatal: () => !cancelled && callbacks.current.onFatal(),
    }).then(
      (hls) => {
        if (cancelled) {
          hls?.destroy();
        } else if (hls) {
          started = hls;
          stream.current = hls;
          setEngine('hls.js');
        } else {
          fallBack();
        }
      },
      // The hls.js chunk could not be loaded (offline, a deploy replaced it): the progressive file still plays.
      () => !cancelled && fallBack(),
    );
    return () => {
      cancelled = true;
      started?.destroy();
      stream.current = null;
      setLevels([]);
      setPlayingLevel(-1);
    };
  }, [video, hlsUrl, videoUrl]);

  const selectLevel = (index: number) => {
    setSelectedLevel(index);
    stream.current?.setLevel(index);
  };

  return { src, engine, levels, playingLevel, selectedLevel, selectLevel };
}
