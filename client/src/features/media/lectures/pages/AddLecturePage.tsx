import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { graphql } from '../../../../gql';
import { CourseScreenFallback } from '../../../catalog/courses/components/CourseScreenFallback';
import { addLecturesPath, courseLecturesPath, useCourseId } from '../../../catalog/courses/courseState';
import { EMPTY_LECTURE, LectureForm } from '../components/LectureForm';
import { useAddLectureMutation } from '../mutations/useAddLectureMutation';

/** Answered from the cache when the lecture screen before it loaded the course. */
export const AddLecturePageQuery = graphql(`
  query AddLecturePageQuery($id: ID!) {
    course(id: $id) {
      id
      title
    }
  }
`);

/**
 * /course/addlecture (ADMIN): title, description and a video (with preview) for the course in navigation state (or the address's `course`);
 * the upload shows real progress and can be cancelled. On success it takes the place of this screen (the spec's "go
 * back one screen") with the course's lecture screen showing the new lecture: going back would show the lecture that
 * was on screen before, usually the first.
 */
export function AddLecturePage() {
  const { t } = useTranslation('authoring');
  const navigate = useNavigate();
  const courseId = useCourseId('course');
  const { data, loading, error, refetch } = useQuery(
    AddLecturePageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const course = data?.course;
  const [addLecture, { progress, uploading, cancel }] = useAddLectureMutation();

  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;

  return (
    <LectureForm
      heading={t('lecture.addHeading')}
      submitLabel={t('lecture.add')}
      courseTitle={course.title}
      initial={EMPTY_LECTURE}
      progress={progress}
      uploading={uploading}
      onCancelUpload={cancel}
      onSubmit={async (fields, video) => {
        if (!video) return;
        const outcome = await addLecture({ courseId: course.id, ...fields, video });
        if (outcome.status === 'added') {
          await navigate(courseLecturesPath(course.id, outcome.lectureId), { replace: true });
        }
      }}
      aside={
        <Link asChild color="brand.fg" textStyle="sm" alignSelf="center">
          <RouterLink to={addLecturesPath(course.id)}>{t('queue.several')}</RouterLink>
        </Link>
      }
    />
  );
}
