import { useCallback, useEffect, useRef, useState } from 'react';

/** An in-video question as the player needs it: where it pauses, and whether it still has to be asked. */
export interface InVideoQuestion {
  id: string;
  atSeconds: number;
  /** Passed already (on any attempt): the player plays through it. */
  passed: boolean;
}

/** Farther than this between two time updates is a seek, not playback: seeking past a question does not ask it. */
const PLAYBACK_STEP_SECONDS = 1.5;

/**
 * Pauses the video when playback reaches a question's moment and says which question to ask; `resume` (after an
 * answer or a skip) plays on, and that question is not asked again while the lecture stays open. Questions already
 * passed, and moments jumped over by a seek, are played through (the quiz stays among the course's items).
 */
export function useInVideoQuestions<Question extends InVideoQuestion>(
  video: HTMLVideoElement | null,
  questions: readonly Question[],
) {
  const [asking, setAsking] = useState<Question | null>(null);
  const done = useRef(new Set<string>());

  useEffect(() => {
    if (!video) return;
    let last = video.currentTime;
    const onTimeUpdate = () => {
      const now = video.currentTime;
      const step = now - last;
      const from = last;
      last = now;
      if (video.seeking || step <= 0 || step > PLAYBACK_STEP_SECONDS) return;
      const due = questions.find(
        (question) =>
          !question.passed && !done.current.has(question.id) && question.atSeconds > from && question.atSeconds <= now,
      );
      if (!due) return;
      holding.current = true;
      video.pause();
      // The question is asked beside the player: full screen would hide it.
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
      setAsking(due);
    };
    const onSeeked = () => {
      last = video.currentTime;
    };
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeked', onSeeked);
    return () => {
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeked', onSeeked);
    };
  }, [video, questions]);

  // While a question waits, playing (the control bar, a shortcut) stops again: it is answered or skipped first.
  const holding = useRef(false);
  useEffect(() => {
    if (!video) return;
    const hold = () => {
      if (holding.current) video.pause();
    };
    video.addEventListener('play', hold);
    return () => video.removeEventListener('play', hold);
  }, [video]);

  const resume = useCallback(() => {
    if (asking) done.current.add(asking.id);
    holding.current = false;
    setAsking(null);
    video?.play().catch(() => undefined);
  }, [video, asking]);

  return { asking, resume };
}
