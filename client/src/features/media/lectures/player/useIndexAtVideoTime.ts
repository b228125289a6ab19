import { useEffect, useState } from 'react';

/**
 * Follows the video's time (as it plays and when it seeks) and gives the index `indexAt` finds for it, re-rendering
 * only when that index changes; -1 until there is a video. `indexAt` is called with `items`, so a caller passes a
 * module-level function and the effect restarts only when the video or the items change.
 */
export function useIndexAtVideoTime<Items>(
  video: HTMLVideoElement | null,
  items: Items,
  indexAt: (items: Items, seconds: number) => number,
): number {
  const [index, setIndex] = useState(-1);
  useEffect(() => {
    if (!video) return;
    const update = () => setIndex(indexAt(items, video.currentTime));
    update();
    video.addEventListener('timeupdate', update);
    video.addEventListener('seeked', update);
    return () => {
      video.removeEventListener('timeupdate', update);
      video.removeEventListener('seeked', update);
    };
  }, [video, items, indexAt]);
  return index;
}
