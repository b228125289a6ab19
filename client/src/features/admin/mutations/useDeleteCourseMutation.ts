import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { failureNotices, loadingNotices, successNotices } from '../../../shared/notices';
import { withNotices } from '../../../shared/withNotices';
import { removeCourseFromCatalog } from '../../courses/mutations/catalogCache';

export const DeleteCourseMutation = graphql(`
  mutation DeleteCourseMutation($id: ID!) {
    deleteCourse(id: $id) {
      success
      message
    }
  }
`);

/**
 * Deletes a course and takes it out of the Apollo cache: out of every cached page of `courses` (the lists that may
 * hold it unseen are dropped), then the Course itself (and the categories, which may have lost one), so every screen
 * updates without a reload. Notices: 'Deleting Course ...', then 'Course Deleted Successfully' or the server's message
 * (fallback 'Failed to delete the course'). Resolves true on success.
 */
export function useDeleteCourseMutation() {
  const [mutate, result] = useMutation(DeleteCourseMutation);

  const deleteCourse = useCallback(
    async (courseId: string): Promise<boolean> => {
      const texts = {
        loading: loadingNotices.deleteCourse,
        success: successNotices.courseDeleted,
        failure: failureNotices.courseDelete,
      };
      const outcome = await withNotices(texts, async () => {
        await mutate({
          variables: { id: courseId },
          update(cache, { data }) {
            if (!data?.deleteCourse.success) return;
            removeCourseFromCatalog(cache, courseId);
            cache.evict({ id: cache.identify({ __typename: 'Course', id: courseId }) });
            cache.evict({ fieldName: 'categories' });
            cache.gc();
          },
        });
      });
      return outcome.ok;
    },
    [mutate],
  );

  return [deleteCourse, result] as const;
}
