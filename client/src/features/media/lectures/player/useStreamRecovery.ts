import { useRef, useState } from 'react';
import type { PlaybackLease } from './usePlaybackLease';

// oxlint-disable-next-line typescript/no-unnecessary-condition -- jsdom's play() returns undefined
const play = (video: HTMLVideoElement | null) => video?.play()?.catch(() => undefined);

interface StreamRecoveryOptions {
  video: HTMLVideoElement | null;
  lease: PlaybackLease;
  autoPlay: boolean;
  /** Where the next element picks up (useSavedPosition). */
  pickUpAt: (at: number, playing: boolean) => void;
  pendingAt: () => number;
  onPlaybackError?: () => void;
}

/**
 * Getting playback back after it stopped: a new element per attempt (it asks the stable URL afresh), one automatic
 * retry of a failed file, 'Try again' after that, and taking playback over from other devices when the account's lease
 * was refused or lost (the click is the gesture that lets the video play).
 */
export function useStreamRecovery({
  video,
  lease,
  autoPlay,
  pickUpAt,
  pendingAt,
  onPlaybackError,
}: StreamRecoveryOptions) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [takingOver, setTakingOver] = useState(false);
  const retriedAutomatically = useRef(false);
  // The server refused the stream's playlist: hls.js stopped, so playing again needs a fresh load.
  const refused = useRef(false);
  const reload = () => {
    refused.current = false;
    setAttempt((count) => count + 1);
  };

  return {
    attempt,
    failed,
    takingOver,
    fail: () => setFailed(true),
    /** The element failed a file or a native playlist (hls.js reports its own through useVideoSource). */
    onElementError: (element: HTMLVideoElement) => {
      pickUpAt(element.currentTime, !element.paused || autoPlay);
      onPlaybackError?.();
      if (retriedAutomatically.current) {
        setFailed(true);
      } else {
        retriedAutomatically.current = true;
        setAttempt((count) => count + 1);
      }
    },
    /** Playing again: a later failure gets its own automatic retry. */
    onPlaying: () => {
      retriedAutomatically.current = false;
    },
    /** The server refused the playlist to this device (its lease was lost): ask again, and say so or reload. */
    onBusy: () => {
      refused.current = true;
      // Refused before the element loaded, its pick-up (the saved position, and whether the learner asked it to play)
      // has not been used yet and still holds; a loaded element picks up where it is.
      if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) pickUpAt(video.currentTime, !video.paused);
      void lease.recheck().then((clear) => clear && reload());
    },
    tryAgain: () => {
      retriedAutomatically.current = false;
      setFailed(false);
      setAttempt((count) => count + 1);
    },
    takeOver: async () => {
      setTakingOver(true);
      const loaded = lease.loadable;
      // Refused while loaded (a lapsed or taken-over lease): the stream may have stopped, so it loads afresh from
      // where it was.
      const reloading = loaded && (lease.state.status === 'busy' || refused.current);
      const clear = await lease.takeOver();
      setTakingOver(false);
      if (!clear) return;
      if (loaded && !reloading) {
        void play(video);
        return;
      }
      pickUpAt(reloading ? (video?.currentTime ?? 0) : pendingAt(), true);
      if (reloading) reload();
    },
  };
}
