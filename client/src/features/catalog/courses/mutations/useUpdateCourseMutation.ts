import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
import type { CourseFields } from '../components/CourseForm';
import { dropCatalogue } from './catalogCache';

export const UpdateCourseMutation = graphql(`
  mutation UpdateCourseMutation($id: ID!, $input: CourseInput!, $thumbnail: Upload, $instructorAvatar: Upload) {
    updateCourse(id: $id, input: $input, thumbnail: $thumbnail, instructorAvatar: $instructorAvatar) {
      id
      subtitle
      outcomes
      requirements
      instructorBio
      instructorAvatarUrl
      ...CourseCard_course
      ...CourseState_course
    }
  }
`);

/**
 * Saves a course's fields, and its thumbnail when one is given (multipart). The answer updates the cached course, so
 * every card and screen shows it at once; the cached catalogue pages and the categories are dropped (the course may
 * have moved in an order, or left or joined a search or category) and load again when shown. Resolves true on
 * success. Notices: 'Updating the course', then 'Course updated successfully' or the server's message (fallback 'Failed
 * to update the course').
 */
export function useUpdateCourseMutation() {
  const { t } = useTranslation('authoring');
  const texts = useMemo(
    () => ({
      loading: t('course.notices.updating'),
      success: t('course.notices.updated'),
      failure: t('course.notices.updateFailed'),
    }),
    [t],
  );
  const [mutate, result] = useMutation(UpdateCourseMutation, {
    update(cache) {
      dropCatalogue(cache);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'managedCategories' });
    },
  });

  const updateCourse = useCallback(
    async (
      id: string,
      input: CourseFields,
      thumbnail: File | null,
      instructorAvatar?: File | null,
    ): Promise<boolean> => {
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { id, input, thumbnail, instructorAvatar } });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate, texts],
  );

  return [updateCourse, result] as const;
}
