import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { saveLectureProgress, saveLectureProgressOnExit } from '../mutations/lectureProgress';

/** Seconds of watching (at 1x) between two saves while a lecture plays. */
export const SAVE_EVERY_SECONDS = 10;
/** A position this close to the one saved last is not sent again. */
const UNCHANGED_SECONDS = 1;

/**
 * Saves the learner's position in `lectureId` while `video` plays it: about every 10 s of watching, on pause, after a
 * seek, at the end (which completes the lecture), when the page is hidden or closed, and when the player goes away.
 * Nothing is saved before playback first starts, so opening a lecture (or a resume position set on load) never
 * overwrites what was saved. One request at a time: positions arriving meanwhile are coalesced into the next. Failures
 * are ignored (see saveLectureProgress).
 */
export function useProgressSaver(video: HTMLVideoElement | null, lectureId: string, enabled: boolean) {
  const client = useApolloClient();
  // `mark`: where the last save (or playback) started, to count the seconds watched since.
  const state = useRef({
    started: false,
    lastSent: Number.NEGATIVE_INFINITY,
    mark: 0,
    inFlight: false,
    pending: null as number | null,
  });

  useEffect(() => {
    if (!video || !enabled) return;
    const current = state.current;
    const positionOf = () => {
      const { duration, currentTime } = video;
      // The server refuses a position past the end.
      const at = Number.isFinite(duration) && duration > 0 ? Math.min(currentTime, duration) : currentTime;
      return Math.max(0, Math.round(at * 10) / 10);
    };
    const send = (position: number) => {
      if (current.inFlight) {
        current.pending = position;
        return;
      }
      current.inFlight = true;
      current.lastSent = position;
      current.mark = position;
      void saveLectureProgress(client, lectureId, position).finally(() => {
        current.inFlight = false;
        const next = current.pending;
        current.pending = null;
        if (next !== null && Math.abs(next - current.lastSent) >= UNCHANGED_SECONDS) send(next);
      });
    };
    const save = () => {
      if (!current.started) return;
      const position = positionOf();
      if (Math.abs(position - current.lastSent) >= UNCHANGED_SECONDS) send(position);
    };
    const onPlaying = () => {
      if (current.started) return;
      current.started = true;
      current.mark = video.currentTime;
    };
    const onTimeUpdate = () => {
      if (!current.started || video.paused) return;
      const watched = Math.abs(video.currentTime - current.mark) / (video.playbackRate || 1);
      if (watched >= SAVE_EVERY_SECONDS) save();
    };
    // The page may be gone before an ordinary request is answered.
    const saveOnExit = () => {
      if (!current.started) return;
      const position = positionOf();
      if (Math.abs(position - current.lastSent) < UNCHANGED_SECONDS) return;
      current.lastSent = position;
      saveLectureProgressOnExit(lectureId, position);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveOnExit();
    };
    const listeners: [EventTarget, string, () => void][] = [
      [video, 'playing', onPlaying],
      [video, 'timeupdate', onTimeUpdate],
      [video, 'pause', save],
      [video, 'seeked', save],
      [video, 'ended', save],
      [document, 'visibilitychange', onHidden],
      [window, 'pagehide', saveOnExit],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      // Another lecture picked, another screen, or a new element for a retry: keep where the learner was.
      save();
    };
  }, [video, lectureId, enabled, client]);
}
