import { lectureSchema } from '@coursehub/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '../../../app/apollo/uploadLink';
import { errorMessage, isAbortError } from '../../../shared/errors';
import { failureNotices } from '../../../shared/notices';
import { notify } from '../../../shared/toaster';
import { isSupportedVideo } from '../components/VideoPicker';
import { useAddLectureRequest } from '../mutations/useAddLectureMutation';
import { uploadQueueTexts } from '../uploadQueueTexts';

export type QueuedStatus = 'waiting' | 'uploading' | 'added' | 'failed' | 'cancelled';

export interface QueuedLecture {
  key: string;
  file: File;
  title: string;
  description: string;
  status: QueuedStatus;
  progress: UploadProgress | null;
  /** Why it failed (the server's message), or the fields' validation message before it was sent. */
  message: string | null;
}

/** "02-state_and-props.mp4" → "02 state and props": a first title the admin can keep or edit. */
export const titleFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);

let queuedSoFar = 0;
/** A key per queued file (crypto.randomUUID needs a secure context, which a LAN address over http is not). */
function nextKey() {
  queuedSoFar += 1;
  return `queued-${queuedSoFar}`;
}

const queued = (file: File): QueuedLecture => ({
  key: nextKey(),
  file,
  title: titleFromFileName(file.name),
  description: '',
  status: 'waiting',
  progress: null,
  message: null,
});

/** Waiting, failed and cancelled ones go (again) when the admin uploads; added ones are done. */
const isPending = (lecture: QueuedLecture) => lecture.status !== 'added' && lecture.status !== 'uploading';

/**
 * A queue of lecture uploads for one course: files dropped or picked together, each with its own title, description,
 * progress and cancel. Uploads go one at a time in the queue's order (a second upload in parallel would only split the
 * same uplink and leave two half-sent files instead of one whole one); each is checked by the shared lecture rules
 * first. A cancelled or failed one stays in the queue to retry; leaving the screen cancels the one in flight.
 */
export function useLectureUploadQueue(courseId: string) {
  const [lectures, setLectures] = useState<QueuedLecture[]>([]);
  const [running, setRunning] = useState(false);
  const latest = useRef(lectures);
  latest.current = lectures;
  const inFlight = useRef<{ key: string; abort: AbortController } | null>(null);
  const [mutate] = useAddLectureRequest();

  useEffect(() => () => inFlight.current?.abort.abort(), []);

  const patch = useCallback((key: string, change: Partial<QueuedLecture>) => {
    setLectures((current) => current.map((lecture) => (lecture.key === key ? { ...lecture, ...change } : lecture)));
  }, []);

  const add = useCallback((files: File[]) => {
    const videos = files.filter(isSupportedVideo);
    const refused = files.filter((file) => !isSupportedVideo(file));
    if (refused.length) notify.error(uploadQueueTexts.refused(refused.map((file) => file.name)));
    setLectures((current) => [...current, ...videos.map(queued)]);
  }, []);

  const edit = useCallback(
    (key: string, fields: Partial<Pick<QueuedLecture, 'title' | 'description'>>) =>
      patch(key, { ...fields, message: null }),
    [patch],
  );

  const remove = useCallback((key: string) => {
    setLectures((current) => current.filter((lecture) => lecture.key !== key || lecture.status === 'uploading'));
  }, []);

  const cancel = useCallback((key: string) => {
    if (inFlight.current?.key === key) inFlight.current.abort.abort();
  }, []);

  const uploadOne = useCallback(
    async (lecture: QueuedLecture): Promise<boolean> => {
      const checked = lectureSchema.safeParse({
        title: lecture.title,
        description: lecture.description,
        hasVideo: true,
      });
      if (!checked.success) {
        patch(lecture.key, { status: 'failed', message: checked.error.issues[0]?.message ?? null });
        return false;
      }
      const abort = new AbortController();
      const flight = { key: lecture.key, abort };
      inFlight.current = flight;
      const total = lecture.file.size;
      patch(lecture.key, { status: 'uploading', message: null, progress: { loaded: 0, total, percent: 0 } });
      try {
        await mutate({
          variables: {
            courseId,
            input: { title: checked.data.title, description: checked.data.description },
            video: lecture.file,
          },
          context: { upload: { signal: abort.signal, onProgress: (progress) => patch(lecture.key, { progress }) } },
        });
        patch(lecture.key, { status: 'added' });
        return true;
      } catch (error) {
        const cancelled = isAbortError(error);
        patch(lecture.key, {
          status: cancelled ? 'cancelled' : 'failed',
          progress: null,
          message: cancelled ? null : errorMessage(error, failureNotices.lectureAdd),
        });
        return false;
      } finally {
        if (inFlight.current === flight) inFlight.current = null;
      }
    },
    [courseId, mutate, patch],
  );

  /** Uploads every pending lecture in turn; one summary notice at the end. */
  const uploadAll = useCallback(async () => {
    setRunning(true);
    let added = 0;
    let tried = 0;
    // The queue is read afresh after each upload: lectures dropped meanwhile join this run.
    for (let next = latest.current.find(isPending); next; next = nextPending(latest.current, next.key)) {
      tried += 1;
      if (await uploadOne(next)) added += 1;
    }
    setRunning(false);
    if (added === tried && added > 0) notify.success(uploadQueueTexts.allAdded(added));
    else if (tried > 0) notify.error(uploadQueueTexts.someAdded(added, tried));
  }, [uploadOne]);

  return { lectures, running, add, edit, remove, cancel, uploadAll };
}

/** The first pending lecture after `key` in the queue's order. */
function nextPending(lectures: readonly QueuedLecture[], key: string) {
  const after = lectures.findIndex((lecture) => lecture.key === key);
  return lectures.slice(after + 1).find(isPending);
}
