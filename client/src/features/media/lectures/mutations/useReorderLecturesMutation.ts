import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { useStaffT } from '../../../../i18n/useStaffT';
import { withNotices } from '../../../../shared/withNotices';

export const ReorderLecturesMutation = graphql(`
  mutation ReorderLecturesMutation($courseId: ID!, $lectureIds: [ID!]!) {
    reorderLectures(courseId: $courseId, lectureIds: $lectureIds) {
      id
      position
    }
  }
`);

/**
 * Puts a course's lectures in a new order (ADMIN): every lecture id of the course, in that order. The cached
 * `lectures(courseId)` list shows the new order at once (an optimistic answer), and goes back to the old one, with an
 * error notice, if the server refuses. The course's cached public curriculum is dropped, to load again in the new
 * order when shown. The notice ('Failed to save the order of the lectures') is the authoring texts', read when the call
 * runs (useStaffT). Resolves true on success.
 */
export function useReorderLecturesMutation() {
  const staffT = useStaffT('authoring');
  const [mutate, result] = useMutation(ReorderLecturesMutation);
  const reorder = useCallback(
    async (courseId: string, lectureIds: string[]): Promise<boolean> => {
      const outcome = await withNotices({ failure: staffT()('lectureList.notices.reorderFailed') }, async () => {
        const { data } = await mutate({
          variables: { courseId, lectureIds },
          optimisticResponse: {
            reorderLectures: lectureIds.map((id, index) => ({
              __typename: 'Lecture' as const,
              id,
              position: index + 1,
            })),
          },
          update(cache, { data: answer }) {
            if (!answer) return;
            const order = answer.reorderLectures.map((lecture) => lecture.id);
            cache.modify<{ lectures: readonly Reference[] }>({
              id: 'ROOT_QUERY',
              fields: {
                lectures(existing, { storeFieldName, readField }) {
                  if (!storeFieldName.includes(JSON.stringify(courseId))) return existing;
                  const byId = new Map(existing.map((ref) => [readField<string>('id', ref), ref]));
                  const next = order.flatMap((id) => byId.get(id) ?? []);
                  return next.length === existing.length ? next : existing;
                },
              },
            });
            cache.evict({ id: cache.identify({ __typename: 'Course', id: courseId }), fieldName: 'lectures' });
          },
        });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate, staffT],
  );
  return [reorder, result] as const;
}
