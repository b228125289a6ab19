import { Alert, Button, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { usePublishCourseMutation, useUnpublishCourseMutation } from '../mutations/useCoursePublishingMutations';

interface CoursePublishControlProps {
  course: { id: string; status: 'DRAFT' | 'PUBLISHED'; autoPublish: boolean };
}

/** ADMIN, on the course page: whether learners see the course, and the button that changes it. */
export function CoursePublishControl({ course }: CoursePublishControlProps) {
  const { t } = useTranslation('courses');
  const [publish, publishing] = usePublishCourseMutation();
  const [unpublish, unpublishing] = useUnpublishCourseMutation();
  if (course.status === 'PUBLISHED') {
    return (
      <Button variant="outline" loading={unpublishing.loading} onClick={() => void unpublish(course.id)}>
        {t('publish.unpublish')}
      </Button>
    );
  }
  return (
    <Stack gap="2">
      <Alert.Root recipe={alertSlotRecipe} status="info">
        <Alert.Indicator />
        <Alert.Title>
          {t('publish.draft')} {course.autoPublish ? t('publish.autoPublish') : null}
        </Alert.Title>
      </Alert.Root>
      <Button colorPalette="green" loading={publishing.loading} onClick={() => void publish(course.id)}>
        {t('publish.publish')}
      </Button>
    </Stack>
  );
}
