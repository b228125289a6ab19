import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CourseForm, EMPTY_COURSE } from '../components/CourseForm';
import { useCreateCourseMutation } from '../mutations/useCreateCourseMutation';

/**
 * /course/create (ADMIN): thumbnail (with preview), title, instructor, category, description, the course page's
 * details and how it is published; then /courses, where the new course shows with its Draft badge.
 */
export function CreateCoursePage() {
  const navigate = useNavigate();
  const [createCourse] = useCreateCourseMutation();
  const { t } = useTranslation('authoring');
  return (
    <CourseForm
      heading={t('course.createHeading')}
      submitLabel={t('course.create')}
      initial={EMPTY_COURSE}
      offerPublishing
      onSubmit={async ({ fields, thumbnail, instructorAvatar, publishWhenReady }) => {
        if (!thumbnail) return;
        if (await createCourse({ ...fields, thumbnail, instructorAvatar, publishWhenReady })) navigate('/courses');
      }}
    />
  );
}
