import { Alert, Button, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { usePublishCourseMutation, useUnpublishCourseMutation } from '../mutations/useCoursePublishingMutations';

export const PUBLISH_TEXTS = {
  draft: 'Draft: only admins see this course.',
  autoPublish: 'It is published by itself when its first lecture is ready.',
  publish: 'Publish course',
  unpublish: 'Unpublish',
};

interface CoursePublishControlProps {
  course: { id: string; status: 'DRAFT' | 'PUBLISHED'; autoPublish: boolean };
}

/** ADMIN, on the course page: whether learners see the course, and the button that changes it. */
export function CoursePublishControl({ course }: CoursePublishControlProps) {
  const [publish, publishing] = usePublishCourseMutation();
  const [unpublish, unpublishing] = useUnpublishCourseMutation();
  if (course.status === 'PUBLISHED') {
    return (
      <Button variant="outline" loading={unpublishing.loading} onClick={() => void unpublish(course.id)}>
        {PUBLISH_TEXTS.unpublish}
      </Button>
    );
  }
  return (
    <Stack gap="2">
      <Alert.Root recipe={alertSlotRecipe} status="info">
        <Alert.Indicator />
        <Alert.Title>
          {PUBLISH_TEXTS.draft} {course.autoPublish ? PUBLISH_TEXTS.autoPublish : null}
        </Alert.Title>
      </Alert.Root>
      <Button colorPalette="green" loading={publishing.loading} onClick={() => void publish(course.id)}>
        {PUBLISH_TEXTS.publish}
      </Button>
    </Stack>
  );
}
