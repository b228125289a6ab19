import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
import type { LectureFields } from '../components/LectureForm';
import { useUploadControl } from './useUploadControl';

export const UpdateLectureMutation = graphql(`
  mutation UpdateLectureMutation($lectureId: ID!, $input: LectureInput!, $video: Upload) {
    updateLecture(lectureId: $lectureId, input: $input, video: $video) {
      id
      title
      description
      status
      ...LectureList_lecture
      ...LecturePlayer_lecture
    }
  }
`);

export interface LectureChanges extends LectureFields {
  courseId: string;
  lectureId: string;
  /** A replacement video; null keeps the current one. */
  video: File | null;
}

export type UpdateLectureOutcome = 'saved' | 'cancelled' | 'failed';

/**
 * Saves a lecture's title and description, and replaces its video when one is given (multipart over the upload link,
 * with real progress and cancel: useUploadControl). The answer updates the cached lecture (a replaced video makes it
 * PROCESSING, which the lecture screen then follows). The course's public curriculum is dropped from the cache, and
 * with a new video its counts too (the lecture leaves them until it is READY again), so they load again when shown.
 * Notices: 'Updating the lecture', then 'Lecture updated successfully', 'Upload cancelled' or the server's message
 * (fallback 'Failed to update the lecture').
 */
export function useUpdateLectureMutation() {
  const { t } = useTranslation('authoring');
  const { progress, start, cancel } = useUploadControl();
  const [mutate, result] = useMutation(UpdateLectureMutation);

  const updateLecture = useCallback(
    async ({ courseId, lectureId, title, description, video }: LectureChanges): Promise<UpdateLectureOutcome> => {
      const upload = video ? start(video.size) : null;
      const texts = {
        loading: t('lecture.notices.updating'),
        success: t('lecture.notices.updated'),
        failure: t('lecture.notices.updateFailed'),
        cancelled: t('lecture.notices.uploadCancelled'),
      };
      const outcome = await withNotices(texts, () =>
        mutate({
          variables: { lectureId, input: { title, description }, video },
          context: upload?.context,
          update(cache) {
            const course = cache.identify({ __typename: 'Course', id: courseId });
            const stale = video ? ['lectures', 'numberOfLectures', 'totalDurationSeconds'] : ['lectures'];
            for (const fieldName of stale) cache.evict({ id: course, fieldName });
          },
        }),
      );
      upload?.settle(outcome.ok);
      if (outcome.ok) return 'saved';
      return outcome.cancelled ? 'cancelled' : 'failed';
    },
    [mutate, start, t],
  );

  return [updateLecture, { ...result, progress, uploading: result.loading && progress !== null, cancel }] as const;
}
