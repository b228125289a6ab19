import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type LectureInput, lectureSchema } from '@coursehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { courseTexts } from '../../../app/notices';
import { useFileField } from '../../../components/hooks/useFileField';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { graphql } from '../../../gql';
import { CourseScreenFallback } from '../../courses/components/CourseScreenFallback';
import { useCourseId } from '../../courses/courseState';
import { UploadProgress } from '../components/UploadProgress';
import { isSupportedVideo, VideoPicker } from '../components/VideoPicker';
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
 * the upload shows real progress and can be cancelled. On success it goes back one screen.
 */
export function AddLecturePage() {
  const navigate = useNavigate();
  const courseId = useCourseId('course');
  const { data, loading, error, refetch } = useQuery(
    AddLecturePageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const course = data?.course;
  const [addLecture, { progress, uploading, cancel }] = useAddLectureMutation();
  const form = useForm<LectureInput>({
    resolver: zodResolver(lectureSchema),
    defaultValues: { title: '', description: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const [video, onVideo] = useFileField(form, 'hasVideo', {
    isSupported: isSupportedVideo,
    unsupportedMessage: courseTexts.unsupportedVideo,
  });

  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;

  const onSubmit = handleSubmit(async ({ title, description }) => {
    if (!video) return;
    const outcome = await addLecture({ courseId: course.id, title, description, video });
    if (outcome === 'added') navigate(-1);
  });

  return (
    <FormStack onSubmit={onSubmit} labelledBy="add-lecture-heading" maxW="lg">
      <Stack gap="1" textAlign="center">
        <PageHeading id="add-lecture-heading">Add New Lecture</PageHeading>
        <Text color="gray.700">
          Course: <strong>{course.title}</strong>
        </Text>
      </Stack>
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="Enter the lecture title" disabled={uploading} {...register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          placeholder="Enter the lecture description"
          disabled={uploading}
          {...register('description')}
        />
      </FormField>
      <VideoPicker file={video} onSelect={onVideo} disabled={uploading} error={errors.hasVideo?.message} />
      {progress ? <UploadProgress progress={progress} onCancel={uploading ? cancel : undefined} /> : null}
      <Button type="submit" colorPalette="yellow" loading={uploading} loadingText="Uploading...">
        Add Lecture
      </Button>
    </FormStack>
  );
}
