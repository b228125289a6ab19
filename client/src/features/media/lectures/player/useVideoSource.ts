import { useEffect, useRef, useState } from 'react';
import { readDataSaver } from '../../../../shared/dataSaver';
import type { StreamAudioTrack } from './audioTracks';
import { preloadHls, startHlsStream } from './hlsStream';

const NATIVE_HLS_TYPE = 'application/vnd.apple.mpegurl';

export type PlaybackEngine = 'hls.js' | 'native-hls' | 'file';

interface VideoSourceOptions {
  video: HTMLVideoElement | null;
  /** The HLS master playlist, once the lecture is READY. */
  hlsUrl: string | null;
  /** The progressive MP4 (or, before it exists, the original): for browsers without HLS. */
  videoUrl: string;
  /** The rendition (short side) to pin when the ladder has it; null for Auto. Read when the stream starts. */
  preferredHeight: number | null;
  onQualityChosen: (height: number | null) => void;
  /** The audio track to play when the lecture has it (audioPreference); null for the lecture's own sound. */
  preferredAudio: string | null;
  onAudioChosen: (preference: string | null) => void;
  /** What the audio menu calls a track. */
  audioLabel: (track: StreamAudioTrack) => string;
  onAccessDenied: () => void;
  /** hls.js only: the master was refused because the account plays on too many devices (a lost playback lease). */
  onBusy: () => void;
  onFatal: () => void;
}

/**
 * Which way `video` plays the lecture:
 * - hls.js wherever Media Source Extensions exist (every desktop browser, Android): adaptive, its ladder and audio
 *   tracks published on the element for the quality and audio menus (hlsStream.ts);
 * - the browser's own HLS where hls.js cannot run but the browser says it plays HLS (iOS Safari);
 * - else, or without a playlist (not READY yet: admins preview the original), the file at videoUrl as `src`.
 * Until hls.js has been loaded and asked, `src` stays undefined so that nothing is fetched twice.
 */
export function useVideoSource({ video, hlsUrl, videoUrl, ...options }: VideoSourceOptions) {
  const [src, setSrc] = useState<string | undefined>(hlsUrl ? undefined : videoUrl);
  const [engine, setEngine] = useState<PlaybackEngine | null>(hlsUrl ? null : 'file');
  // The latest callbacks and preference, without restarting the stream when the page passes new ones.
  const latest = useRef(options);
  latest.current = options;

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
    let started: { destroy(): void } | null = null;
    const fallBack = () => {
      const native = video.canPlayType(NATIVE_HLS_TYPE) !== '';
      setSrc(native ? hlsUrl : videoUrl);
      setEngine(native ? 'native-hls' : 'file');
    };
    startHlsStream(
      video,
      hlsUrl,
      {
        height: latest.current.preferredHeight,
        dataSaver: readDataSaver(),
        audio: latest.current.preferredAudio,
        audioLabel: (track) => latest.current.audioLabel(track),
      },
      {
        onQualityChosen: (height) => !cancelled && latest.current.onQualityChosen(height),
        onAudioChosen: (preference) => !cancelled && latest.current.onAudioChosen(preference),
        onAccessDenied: () => !cancelled && latest.current.onAccessDenied(),
        onBusy: () => !cancelled && latest.current.onBusy(),
        onFatal: () => !cancelled && latest.current.onFatal(),
      },
    ).then(
      (hls) => {
        if (cancelled) {
          hls?.destroy();
        } else if (hls) {
          started = hls;
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
    };
  }, [video, hlsUrl, videoUrl]);

  return { src, engine };
}
