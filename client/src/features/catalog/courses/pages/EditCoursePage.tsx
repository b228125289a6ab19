import { skipToken, useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '../../../../gql';
import { courseDescriptionPath } from '../../../../shared/coursePaths';
import { detailsText } from '../components/CourseDetailsFields';
import { CourseForm } from '../components/CourseForm';
import { CourseScreenFallback } from '../components/CourseScreenFallback';
import { CourseViewingSettings } from '../components/CourseViewingSettings';
import { courseState, useCourseId } from '../courseState';
import { useUpdateCourseMutation } from '../mutations/useUpdateCourseMutation';

/** Answered from the cache when the screen before (the description, the lecture screen) loaded the course. */
export const EditCoursePageQuery = graphql(`
  query EditCoursePageQuery($id: ID!) {
    course(id: $id) {
      id
      title
      description
      category
      createdBy
      language
      thumbnailUrl
      subtitle
      outcomes
      requirements
      instructorBio
      instructorAvatarUrl
      requireVerifiedViewing
    }
  }
`);

/**
 * /course/edit?id=… (ADMIN): the course form with the course's fields filled in and its thumbnail and teacher's photo
 * shown; a new thumbnail or photo is optional. On success, the course's description page.
 */
export function EditCoursePage() {
  const navigate = useNavigate();
  const courseId = useCourseId('id');
  const { data, loading, error, refetch } = useQuery(
    EditCoursePageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const [updateCourse] = useUpdateCourseMutation();
  const { t } = useTranslation('authoring');
  const course = data?.course;
  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;

  const { title, description, category, createdBy, language } = course;
  const initial = { title, description, category, createdBy, language, ...detailsText(course) };
  return (
    <Stack gap="8">
      <CourseForm
        key={course.id}
        heading={t('course.editHeading')}
        submitLabel={t('course.save')}
        initial={initial}
        currentThumbnailUrl={course.thumbnailUrl}
        currentInstructorAvatarUrl={course.instructorAvatarUrl}
        onSubmit={async ({ fields, thumbnail, instructorAvatar }) => {
          if (await updateCourse(course.id, fields, thumbnail, instructorAvatar)) {
            navigate(courseDescriptionPath(course.id), { state: courseState(course) });
          }
        }}
      />
      <CourseViewingSettings courseId={course.id} required={course.requireVerifiedViewing} />
    </Stack>
  );
}
