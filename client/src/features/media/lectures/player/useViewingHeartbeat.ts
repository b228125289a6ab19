import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { sendViewingHeartbeat } from '../mutations/viewingHeartbeat';

/** How often a playing player reports, in wall-clock seconds. */
export const HEARTBEAT_EVERY_SECONDS = 10;

/**
 * Reports to the viewing record while `video` shows `lectureId`: where it is, whether it plays, at what rate and
 * whether the page is visible, every HEARTBEAT_EVERY_SECONDS while playing and at once on play, pause, seek, a rate
 * change, the end and the page being hidden or shown. The server measures each stretch against its own clock, so a
 * heartbeat says only what the player sees.
 */
export function useViewingHeartbeat(video: HTMLVideoElement | null, lectureId: string, enabled: boolean) {
  const client = useApolloClient();

  useEffect(() => {
    if (!video || !enabled) return;
    let started = false;
    const beat = () => {
      if (!started) return;
      void sendViewingHeartbeat(client, lectureId, {
        positionSeconds: Math.max(0, Math.round(video.currentTime * 10) / 10),
        playing: !video.paused && !video.ended,
        rate: video.playbackRate || 1,
        visible: document.visibilityState === 'visible',
      });
    };
    const onPlaying = () => {
      started = true;
      beat();
    };
    const timer = window.setInterval(() => {
      if (!video.paused) beat();
    }, HEARTBEAT_EVERY_SECONDS * 1000);
    const events = ['pause', 'seeked', 'ratechange', 'ended'] as const;
    video.addEventListener('playing', onPlaying);
    for (const event of events) video.addEventListener(event, beat);
    document.addEventListener('visibilitychange', beat);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('playing', onPlaying);
      for (const event of events) video.removeEventListener(event, beat);
      document.removeEventListener('visibilitychange', beat);
      beat();
    };
  }, [video, lectureId, enabled, client]);
}
