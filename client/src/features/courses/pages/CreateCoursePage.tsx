import { useNavigate } from 'react-router';
import { CourseForm, EMPTY_COURSE } from '../components/CourseForm';
import { useCreateCourseMutation } from '../mutations/useCreateCourseMutation';

/** /course/create (ADMIN): thumbnail (with preview), title, instructor, category, description; then /courses. */
export function CreateCoursePage() {
  const navigate = useNavigate();
  const [createCourse] = useCreateCourseMutation();
  return (
    <CourseForm
      heading="Create New Course"
      submitLabel="Create Course"
      initial={EMPTY_COURSE}
      onSubmit={async (fields, thumbnail) => {
        if (!thumbnail) return;
        if (await createCourse({ ...fields, thumbnail })) navigate('/courses');
      }}
    />
  );
}
