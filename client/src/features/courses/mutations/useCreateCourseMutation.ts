import { graphql } from '../../../gql';
import { failureNotices, loadingNotices, successNotices } from '../../../shared/notices';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
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

const texts = {
  loading: loadingNotices.createCourse,
  success: successNotices.courseCreated,
  failure: failureNotices.courseCreate,
};

async function createCourse(mutate: Mutate<typeof CreateCourseMutation>, { thumbnail, ...input }: NewCourse) {
  const { data } = await mutate({ variables: { input, thumbnail } });
  if (!data) throw new Error('No data');
}

/**
 * Creates a course (multipart, with its thumbnail) and drops the cached catalogue pages, so /courses asks again and
 * shows it where the server puts it; its category joins the cached categories. Notices: 'Creating new course', then 'Course created successfully' or the server's message
 * (fallback 'Failed to create the course'). Resolves true on success.
 */
export const useCreateCourseMutation = () =>
  useNoticedMutation(CreateCourseMutation, texts, createCourse, {
    update(cache, { data }) {
      if (data) addCourseToCatalog(cache, data.createCourse);
    },
  });
