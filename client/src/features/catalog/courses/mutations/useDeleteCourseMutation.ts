import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { removeCourseFromCatalog } from './catalogCache';

export const DeleteCourseMutation = graphql(`
  mutation DeleteCourseMutation($id: ID!) {
    deleteCourse(id: $id) {
      id
    }
  }
`);

async function deleteCourse(mutate: Mutate<typeof DeleteCourseMutation>, courseId: string) {
  await mutate({
    variables: { id: courseId },
    update(cache, { data }) {
      if (!data) return;
      removeCourseFromCatalog(cache, courseId);
      cache.evict({ id: cache.identify({ __typename: 'Course', id: courseId }) });
      cache.evict({ fieldName: 'categories' });
      cache.gc();
    },
  });
}

/**
 * Deletes a course and takes it out of the Apollo cache: out of every cached page of `courses` (the lists that may
 * hold it unseen are dropped), then the Course itself (and the categories, which may have lost one), so every screen
 * updates without a reload. Notices: 'Deleting Course ...', then 'Course Deleted Successfully' or the server's message
 * (fallback 'Failed to delete the course'). Resolves true on success.
 */
export function useDeleteCourseMutation() {
  const { t } = useTranslation('admin');
  const texts = useMemo(
    () => ({
      loading: t('dashboard.deleteCourse.deleting'),
      success: t('dashboard.deleteCourse.deleted'),
      failure: t('dashboard.deleteCourse.failed'),
    }),
    [t],
  );
  return useNoticedMutation(DeleteCourseMutation, texts, deleteCourse);
}
