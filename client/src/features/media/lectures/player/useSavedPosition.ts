import { useRef, useState } from 'react';

/** A position this close to the end (seconds) counts as finished: the lecture starts over without asking. */
const FINISHED_WITHIN_SECONDS = 10;

/** Where to offer to resume a lecture: its saved position, unless there is none or it is near the end. */
export function resumePosition(positionSeconds: number | undefined, durationSeconds: number | null): number | null {
  if (positionSeconds === undefined || positionSeconds <= 0) return null;
  if (durationSeconds !== null && positionSeconds >= durationSeconds - FINISHED_WITHIN_SECONDS) return null;
  return positionSeconds;
}

/** Where to pick up again once a fresh video element has loaded. */
interface PickUp {
  at: number;
  playing: boolean;
}

interface SavedPositionOptions {
  /** Whether this lecture's progress counts: decided once, when it opens. */
  tracks: boolean;
  savedSeconds: number | undefined;
  durationSeconds: number | null;
  /** The learner asked for this lecture to play (picked it, or Resume in Continue watching). */
  autoPlay: boolean;
  /** A moment the address asks for (`&t=754`, a shared link or a transcript search's): it opens there, no offer. */
  startAt?: number;
}

// A browser may refuse to play without a gesture (and jsdom has no play() to speak of): the controls remain.
// oxlint-disable-next-line typescript/no-unnecessary-condition -- jsdom's play() returns undefined
const play = (video: HTMLVideoElement) => video.play()?.catch(() => undefined);

/**
 * The saved position of a lecture and where each fresh video element picks up. The element opens at the saved
 * position (unless it is near the end): Play resumes, 'Start over' goes back to the start. A lecture the
 * learner asked to play starts there by itself ('Resumed from'), 'Start over' staying on offer until it ends. A moment
 * named by the address (`startAt`) wins over the saved position.
 */
export function useSavedPosition({ tracks, savedSeconds, durationSeconds, autoPlay, startAt }: SavedPositionOptions) {
  const [resumeAt, setResumeAt] = useState(() =>
    tracks && startAt === undefined ? resumePosition(savedSeconds, durationSeconds) : null,
  );
  const [autoResumed, setAutoResumed] = useState(false);
  // Read by the 'playing' handler, which may run before React has rendered the state above: a busy page fires
  // 'playing' right after the element it resumed loaded, and a stale `false` there took 'Resumed from' away at once.
  const autoResumedNow = useRef(false);
  const opensAt = startAt ?? resumeAt;
  const pickUp = useRef<PickUp | null>(opensAt === null ? null : { at: opensAt, playing: autoPlay });

  return {
    /** The saved position still on offer, or null. */
    resumeAt,
    /** It started there by itself: 'Resumed from', not 'Resume from'. */
    autoResumed,
    /** The next element (a retry, a reload, a takeover) picks up here. */
    pickUpAt: (at: number, playing: boolean) => {
      pickUp.current = { at, playing };
    },
    /** Where the next element would pick up, 0 when nowhere in particular. */
    pendingAt: () => pickUp.current?.at ?? 0,
    onLoadedMetadata: (element: HTMLVideoElement) => {
      const from = pickUp.current;
      pickUp.current = null;
      if (!from) return;
      // A moment chosen on this element before its metadata came (a transcript line, a note) wins over the pick-up.
      if (from.at > 0 && element.currentTime === 0) element.currentTime = from.at;
      if (from.playing && resumeAt !== null) {
        autoResumedNow.current = true;
        setAutoResumed(true);
      }
      if (from.playing) void play(element);
    },
    /** Playing chooses the saved position, unless it started there by itself: then 'Start over' stays. */
    onPlaying: () => {
      if (!autoResumedNow.current) setResumeAt(null);
    },
    onEnded: () => setResumeAt(null),
    choose: (video: HTMLVideoElement | null, from: 'saved' | 'beginning') => {
      setResumeAt(null);
      if (!video) return;
      if (from === 'beginning') video.currentTime = 0;
      void play(video);
    },
  };
}
