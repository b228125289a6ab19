import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { failureNotices, loadingNotices, successNotices } from '../../../shared/notices';
import { withNotices } from '../../../shared/withNotices';

export const DeleteLectureMutation = graphql(`
  mutation DeleteLectureMutation($courseId: ID!, $lectureId: ID!) {
    deleteLecture(courseId: $courseId, lectureId: $lectureId) {
      course {
        id
        numberOfLectures
      }
    }
  }
`);

/**
 * Deletes a lecture (ADMIN). The payload's course updates the cached lecture count; the lecture leaves every cached
 * lecture list and the cache. Notices: 'Deleting course lecture', then 'Lecture deleted successfully' or the
 * server's message (fallback 'Failed to delete the lectures'). Resolves true on success.
 */
export function useDeleteLectureMutation() {
  const [mutate, result] = useMutation(DeleteLectureMutation, {
    update(cache, { data }, { variables }) {
      if (!data) return;
      const { lectureId } = variables;
      cache.modify({
        fields: {
          lectures: (existing: readonly Reference[], { readField }) =>
            existing.filter((lecture) => readField('id', lecture) !== lectureId),
        },
      });
      cache.evict({ id: cache.identify({ __typename: 'Lecture', id: lectureId }) });
      cache.gc();
    },
  });

  const deleteLecture = useCallback(
    async (courseId: string, lectureId: string): Promise<boolean> => {
      const texts = {
        loading: loadingNotices.deleteLecture,
        success: successNotices.lectureDeleted,
        failure: failureNotices.lectureDelete,
      };
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { courseId, lectureId } });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate],
  );

  return [deleteLecture, result] as const;
}
