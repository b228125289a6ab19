import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { useStaffT } from '../../../../i18n/useStaffT';
import { withNotices } from '../../../../shared/withNotices';

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
 * server's message (fallback 'Failed to delete the lectures'): the authoring texts, read when the call runs (useStaffT),
 * as the learners' screen mounts this hook too. Resolves true on success.
 */
export function useDeleteLectureMutation() {
  const staffT = useStaffT('authoring');
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
      const t = staffT();
      const texts = {
        loading: t('lectureList.notices.deleting'),
        success: t('lectureList.notices.deleted'),
        failure: t('lectureList.notices.deleteFailed'),
      };
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { courseId, lectureId } });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate, staffT],
  );

  return [deleteLecture, result] as const;
}
