import { skipToken, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useGoBack } from '../../../../components/hooks/useGoBack';
import { graphql } from '../../../../gql';
import { CourseScreenFallback } from '../../../catalog/courses/components/CourseScreenFallback';
import { courseLecturesPath, useCourseId } from '../../../catalog/courses/courseState';
import { LectureAudioTracks } from '../audio/LectureAudioTracks';
import { LectureCaptions } from '../captions/LectureCaptions';
import { LectureForm } from '../components/LectureForm';
import { useUpdateLectureMutation } from '../mutations/useUpdateLectureMutation';

/** Answered from the cache when the lecture screen before it loaded the course and its lectures. */
export const EditLecturePageQuery = graphql(`
  query EditLecturePageQuery($courseId: ID!) {
    course(id: $courseId) {
      id
      title
    }
    lectures(courseId: $courseId) {
      id
      title
      description
    }
  }
`);

/**
 * /course/editlecture?course=…&lecture=… (ADMIN): the lecture's title and description filled in, and an optional
 * replacement video (with preview, upload progress and cancel). On success it goes back to the lecture screen.
 */
export function EditLecturePage() {
  const { t } = useTranslation('authoring');
  const goBack = useGoBack();
  const courseId = useCourseId('course');
  const lectureId = useSearchParams()[0].get('lecture');
  const { data, loading, error, refetch } = useQuery(
    EditLecturePageQuery,
    courseId ? { variables: { courseId } } : skipToken,
  );
  const [updateLecture, { progress, uploading, cancel }] = useUpdateLectureMutation();
  const course = data?.course;
  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;
  const lecture = data.lectures.find((each) => each.id === lectureId);
  if (!lecture) return <Navigate to={courseLecturesPath(course.id)} replace />;

  return (
    <>
      <LectureForm
        key={lecture.id}
        heading={t('lecture.editHeading')}
        submitLabel={t('lecture.save')}
        courseTitle={course.title}
        initial={{ title: lecture.title, description: lecture.description }}
        hasVideo
        progress={progress}
        uploading={uploading}
        onCancelUpload={cancel}
        onSubmit={async (fields, video) => {
          const outcome = await updateLecture({ courseId: course.id, lectureId: lecture.id, ...fields, video });
          if (outcome !== 'saved') return;
          // Back to the screen it was opened from; opened from an address, to the lecture screen.
          goBack(courseLecturesPath(course.id, lecture.id));
        }}
      />
      <LectureCaptions courseId={course.id} lectureId={lecture.id} />
      <LectureAudioTracks courseId={course.id} lectureId={lecture.id} />
    </>
  );
}
