import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { failureNotices, loadingNotices, successNotices } from '../../../shared/notices';
import { withNotices } from '../../../shared/withNotices';
import { addCourseToCatalog } from './catalogCache';

export const CreateCourseMutation = graphql(`
  mutation CreateCourseMutation($input: CourseInput!, $thumbnail: Upload) {
    createCourse(input: $input, thumbnail: $thumbnail) {
      ...CourseCard_course
    }
  }
`);

export interface NewCourse {
  title: string;
  description: string;
  category: string;
  createdBy: string;
  thumbnail: File;
}

/**
 * Creates a course (multipart, with its thumbnail) and drops the cached catalogue pages, so /courses asks again and
 * shows it where the server puts it; its category joins the cached categories. Notices: 'Creating new course', then 'Course created successfully' or the server's message
 * (fallback 'Failed to create the course'). Resolves true on success.
 */
export function useCreateCourseMutation() {
  const [mutate, result] = useMutation(CreateCourseMutation, {
    update(cache, { data }) {
      if (data) addCourseToCatalog(cache, data.createCourse);
    },
  });

  const createCourse = useCallback(
    async ({ thumbnail, ...input }: NewCourse): Promise<boolean> => {
      const texts = {
        loading: loadingNotices.createCourse,
        success: successNotices.courseCreated,
        failure: failureNotices.courseCreate,
      };
      const outcome = await withNotices(texts, async () => {
        const { data } = await mutate({ variables: { input, thumbnail } });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate],
  );

  return [createCourse, result] as const;
}
