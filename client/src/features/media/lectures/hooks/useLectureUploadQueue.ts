import { lectureSchema } from '@coursehub/shared';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../../../app/apollo/uploadLink';
import { useValidationText } from '../../../../i18n/useValidationText';
import { errorMessage, isAbortError } from '../../../../shared/errors';
import { notify } from '../../../../shared/toaster';
import { isSupportedVideo } from '../components/VideoPicker';
import { useAddLectureRequest } from '../mutations/useAddLectureMutation';
import { hasVideoContent } from '../videoContent';

export type QueuedStatus = 'waiting' | 'uploading' | 'added' | 'failed' | 'cancelled';

export interface QueuedLecture {
  key: string;
  file: File;
  title: string;
  description: string;
  status: QueuedStatus;
  progress: UploadProgress | null;
  /** Why it failed (the server's message), or what its fields lack, found before the queue starts. */
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

/** What the lecture's fields lack, in a sentence; null when the shared lecture rules take them. */
export function missingDetails(
  t: TFunction<'authoring'>,
  validationText: (message: string) => string | undefined,
  lecture: Pick<QueuedLecture, 'title' | 'description'>,
): string | null {
  const checked = lectureSchema.safeParse({ title: lecture.title, description: lecture.description, hasVideo: true });
  if (checked.success) return null;
  const noTitle = !lecture.title.trim();
  const noDescription = !lecture.description.trim();
  if (noTitle && noDescription) return t('queue.missingBoth');
  if (noTitle) return t('queue.missingTitle');
  if (noDescription) return t('queue.missingDescription');
  // Not missing but refused all the same (too long): the rule's own message, naming the field.
  const [issue] = checked.error.issues;
  if (!issue) return null;
  const field = issue.path[0] === 'title' ? t('lecture.title') : t('lecture.description');
  return t('queue.fieldIssue', { field, message: validationText(issue.message) });
}

/** A pick's or drop's files: the videos (by their type and first bytes), the empty ones, and the others. */
async function sortFiles(files: File[]) {
  const empty = files.filter((file) => file.size === 0);
  const checked = await Promise.all(
    files.map(async (file) => file.size > 0 && isSupportedVideo(file) && (await hasVideoContent(file))),
  );
  return {
    videos: files.filter((_, index) => checked[index]),
    empty,
    refused: files.filter((file, index) => !checked[index] && file.size > 0),
  };
}

/**
 * A queue of lecture uploads for one course: files dropped or picked together, each with its own title, description,
 * progress and cancel. Uploads go one at a time in the queue's order (a second upload in parallel would only split the
 * same uplink and leave two half-sent files instead of one whole one); each is checked by the shared lecture rules
 * first. A cancelled or failed one stays in the queue to retry; leaving the screen cancels the one in flight.
 */
export function useLectureUploadQueue(courseId: string) {
  const { t } = useTranslation('authoring');
  const validationText = useValidationText();
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

  const add = useCallback(
    async (files: File[]) => {
      const { videos, empty, refused } = await sortFiles(files);
      if (refused.length) notify.error(t('queue.refused', { names: refused.map((file) => file.name).join(', ') }));
      if (empty.length) notify.error(t('queue.emptyFiles', { names: empty.map((file) => file.name).join(', ') }));
      setLectures((current) => [...current, ...videos.map(queued)]);
    },
    [t],
  );

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
      // One dropped while the queue runs joins it unchecked: it waits with what it lacks.
      const checked = lectureSchema.safeParse({
        title: lecture.title,
        description: lecture.description,
        hasVideo: true,
      });
      if (!checked.success) {
        patch(lecture.key, { message: missingDetails(t, validationText, lecture) });
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
          message: cancelled ? null : errorMessage(error, t('lecture.notices.addFailed')),
        });
        return false;
      } finally {
        if (inFlight.current === flight) inFlight.current = null;
      }
    },
    [courseId, mutate, patch, t, validationText],
  );

  /**
   * Uploads every pending lecture in turn; one summary notice at the end. Every one is checked first: while one lacks
   * a field, none is sent and each such one says what it lacks, so the admin fills them in at once rather than find
   * them refused one by one as the run reaches them.
   */
  const uploadAll = useCallback(async () => {
    const incomplete = latest.current.filter(isPending).flatMap((lecture) => {
      const message = missingDetails(t, validationText, lecture);
      return message ? [{ key: lecture.key, message }] : [];
    });
    if (incomplete.length) {
      for (const { key, message } of incomplete) patch(key, { message });
      notify.error(t('queue.incomplete', { count: incomplete.length }));
      return;
    }
    setRunning(true);
    let added = 0;
    let tried = 0;
    // The queue is read afresh after each upload: lectures dropped meanwhile join this run.
    for (let next = latest.current.find(isPending); next; next = nextPending(latest.current, next.key)) {
      tried += 1;
      if (await uploadOne(next)) added += 1;
    }
    setRunning(false);
    if (added === tried && added > 0) notify.success(t('queue.allAdded', { count: added }));
    else if (tried > 0) notify.error(t('queue.someAdded', { added, tried }));
  }, [uploadOne, patch, t, validationText]);

  return { lectures, running, add, edit, remove, cancel, uploadAll };
}

/** The first pending lecture after `key` in the queue's order. */
function nextPending(lectures: readonly QueuedLecture[], key: string) {
  const after = lectures.findIndex((lecture) => lecture.key === key);
  return lectures.slice(after + 1).find(isPending);
}
