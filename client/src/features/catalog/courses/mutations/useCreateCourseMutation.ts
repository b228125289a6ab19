import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import type { CourseFields } from '../components/CourseForm';
import { addCourseToCatalog } from './catalogCache';

export const CreateCourseMutation = graphql(`
  mutation CreateCourseMutation(
    $input: CourseInput!
    $publishWhenReady: Boolean!
    $thumbnail: Upload
    $instructorAvatar: Upload
  ) {
    createCourse(
      input: $input
      publishWhenReady: $publishWhenReady
      thumbnail: $thumbnail
      instructorAvatar: $instructorAvatar
    ) {
      ...CourseCard_course
    }
  }
`);

export interface NewCourse extends CourseFields {
  thumbnail: File;
  instructorAvatar?: File | null;
  /** True: public with its first READY lecture; false: a draft until published. */
  publishWhenReady: boolean;
}

async function createCourse(
  mutate: Mutate<typeof CreateCourseMutation>,
  { thumbnail, instructorAvatar, publishWhenReady, ...input }: NewCourse,
) {
  const { data } = await mutate({ variables: { input, publishWhenReady, thumbnail, instructorAvatar } });
  if (!data) throw new Error('No data');
}

/**
 * Creates a course (multipart, with its thumbnail) and drops the cached catalogue pages, so /courses asks again and
 * shows it where the server puts it; its category joins the cached categories. Notices: 'Creating new course', then 'Course created successfully' or the server's message
 * (fallback 'Failed to create the course'). Resolves true on success.
 */
export function useCreateCourseMutation() {
  const { t } = useTranslation('authoring');
  const texts = useMemo(
    () => ({
      loading: t('course.notices.creating'),
      success: t('course.notices.created'),
      failure: t('course.notices.createFailed'),
    }),
    [t],
  );
  return useNoticedMutation(CreateCourseMutation, texts, createCourse, {
    update(cache, { data }) {
      if (data) addCourseToCatalog(cache, data.createCourse);
      // Its category may be new.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'managedCategories' });
    },
  });
}
