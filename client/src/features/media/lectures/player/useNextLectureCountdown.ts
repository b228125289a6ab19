import { useEffect, useRef, useState } from 'react';

/** Seconds between the end of a lecture and the start of the next. */
export const NEXT_LECTURE_SECONDS = 5;

/** Seconds left before `onDone` runs, counting down once a second from NEXT_LECTURE_SECONDS; it runs once. */
export function useNextLectureCountdown(onDone: () => void): number {
  const [left, setLeft] = useState(NEXT_LECTURE_SECONDS);
  const done = useRef(false);
  const latest = useRef(onDone);
  latest.current = onDone;

  useEffect(() => {
    if (left > 0) {
      const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
      return () => window.clearTimeout(timer);
    }
    if (!done.current) {
      done.current = true;
      latest.current();
    }
  }, [left]);
  return left;
}
