import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
import { CourseLecturesQuery } from '../documents';
import { useUploadControl } from './useUploadControl';

export const AddLectureMutation = graphql(`
  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) {
      course {
        id
        numberOfLectures
      }
      lecture {
        id
      }
      lectures {
        id
        ...LectureList_lecture
        ...LecturePlayer_lecture
      }
    }
  }
`);

export interface NewLecture {
  courseId: string;
  title: string;
  description: string;
  video: File;
}

/** How the upload went; an added lecture's id, so the admin is shown the lecture they just added. */
export type AddLectureOutcome = { status: 'added'; lectureId: string } | { status: 'cancelled' | 'failed' };

/**
 * The addLecture mutation: the payload's course updates the cached lecture count and its lecture list replaces the
 * cached `lectures(courseId)`. Its context carries the upload's progress and abort signal (the upload link's).
 */
export const useAddLectureRequest = () =>
  useMutation(AddLectureMutation, {
    update(cache, { data }, { variables }) {
      if (!data) return;
      cache.writeQuery({
        query: CourseLecturesQuery,
        variables: { courseId: variables.courseId },
        data: { lectures: data.addLecture.lectures },
      });
    },
  });

/**
 * Uploads a lecture (multipart over the upload link) with real progress and cancel (useUploadControl). Notices:
 * 'Adding course lecture', then 'Lecture added successfully' or the server's message (fallback 'Failed to add the
 * lectures').
 */
export function useAddLectureMutation() {
  const { t } = useTranslation('authoring');
  const { progress, start, cancel } = useUploadControl();
  const [mutate, result] = useAddLectureRequest();

  const addLecture = useCallback(
    async ({ courseId, title, description, video }: NewLecture): Promise<AddLectureOutcome> => {
      const { context, settle } = start(video.size);
      const texts = {
        loading: t('lecture.notices.adding'),
        success: t('lecture.notices.added'),
        failure: t('lecture.notices.addFailed'),
        cancelled: t('lecture.notices.uploadCancelled'),
      };
      const outcome = await withNotices(texts, () =>
        mutate({ variables: { courseId, input: { title, description }, video }, context }),
      );
      settle(outcome.ok);
      if (outcome.ok && outcome.value.data)
        return { status: 'added', lectureId: outcome.value.data.addLecture.lecture.id };
      return { status: !outcome.ok && outcome.cancelled ? 'cancelled' : 'failed' };
    },
    [mutate, start, t],
  );

  return [addLecture, { ...result, progress, uploading: result.loading, cancel }] as const;
}
