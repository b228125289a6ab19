import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '../../../app/apollo/uploadLink';
import { courseTexts, failureNotices, loadingNotices, successNotices } from '../../../app/notices';
import { withNotices } from '../../../app/withNotices';
import { graphql } from '../../../gql';
import { CourseLecturesQuery } from '../documents';

export const AddLectureMutation = graphql(`
  mutation AddLectureMutation($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) {
      success
      message
      course {
        id
        numberOfLectures
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

export type AddLectureOutcome = 'added' | 'cancelled' | 'failed';

/**
 * Uploads a lecture (multipart over the upload link) with real progress and cancel. The payload's course updates the
 * cached lecture count and its lecture list replaces the cached `lectures(courseId)`. Notices: 'Adding course
 * lecture', then 'Lecture added successfully' or the server's message (fallback 'Failed to add the lectures').
 * Leaving the screen cancels an upload in flight.
 */
export function useAddLectureMutation() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [mutate, result] = useMutation(AddLectureMutation, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      cache.writeQuery({
        query: CourseLecturesQuery,
        variables: { courseId: variables.courseId },
        data: { lectures: data.addLecture.lectures },
      });
    },
  });

  useEffect(() => () => controller.current?.abort(), []);

  const addLecture = useCallback(
    async ({ courseId, title, description, video }: NewLecture): Promise<AddLectureOutcome> => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ loaded: 0, total: video.size, percent: 0 });
      const texts = {
        loading: loadingNotices.addLecture,
        success: successNotices.lectureAdded,
        failure: failureNotices.lectureAdd,
        cancelled: courseTexts.uploadCancelled,
      };
      const outcome = await withNotices(texts, () =>
        mutate({
          variables: { courseId, input: { title, description }, video },
          context: { upload: { onProgress: setProgress, signal: abort.signal } },
        }),
      );
      if (controller.current === abort) controller.current = null;
      if (outcome.ok) return 'added';
      setProgress(null);
      return outcome.cancelled ? 'cancelled' : 'failed';
    },
    [mutate],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  // After a success the bar stays at 100% until the screen goes back.
  return [addLecture, { ...result, progress, uploading: result.loading, cancel }] as const;
}
