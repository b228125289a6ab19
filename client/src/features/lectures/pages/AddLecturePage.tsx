import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useGoBack } from '../../../components/hooks/useGoBack';
import { graphql } from '../../../gql';
import { CourseScreenFallback } from '../../courses/components/CourseScreenFallback';
import { addLecturesPath, courseLecturesPath, useCourseId } from '../../courses/courseState';
import { EMPTY_LECTURE, LectureForm } from '../components/LectureForm';
import { useAddLectureMutation } from '../mutations/useAddLectureMutation';
import { uploadQueueTexts } from '../uploadQueueTexts';

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
 * the upload shows real progress and can be cancelled. On success it goes back one screen (the spec's transition), or,
 * opened in a tab of its own with nothing to go back to, on to the course's lecture screen.
 */
export function AddLecturePage() {
  const goBack = useGoBack();
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
      heading="Add New Lecture"
      submitLabel="Add Lecture"
      courseTitle={course.title}
      initial={EMPTY_LECTURE}
      progress={progress}
      uploading={uploading}
      onCancelUpload={cancel}
      onSubmit={async (fields, video) => {
        if (!video) return;
        const outcome = await addLecture({ courseId: course.id, ...fields, video });
        if (outcome === 'added') goBack(courseLecturesPath(course.id));
      }}
      aside={
        <Link asChild color="brand.fg" textStyle="sm" alignSelf="center">
          <RouterLink to={addLecturesPath(course.id)}>{uploadQueueTexts.several}</RouterLink>
        </Link>
      }
    />
  );
}
