import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { CourseThumbnail } from '../../../catalog/courses/components/CourseThumbnail';
import { describeCourseProgress } from '../../../catalog/courses/courseProgress';
import { courseLecturesPath, courseState } from '../../../catalog/courses/courseState';

export interface InProgressCourse {
  course: { id: string; title: string; thumbnailUrl: string; createdBy: string };
  /** The lecture the learner goes on with: where they stopped, or the next one not completed. */
  resumeLecture: { id: string; title: string } | null;
  progress: { completedLectures: number; totalLectures: number; percent: number };
}

/** A course in progress: its thumbnail, instructor, the lecture to go on with, a progress bar, and Continue. */
export function InProgressCourseCard({ item }: { item: InProgressCourse }) {
  const { t: courses } = useTranslation('courses');
  const { t } = useTranslation('learning');
  const { course, resumeLecture, progress } = item;
  const text = describeCourseProgress(courses, progress);
  return (
    <Card.Root as="article" flexDirection={{ base: 'column', md: 'row' }} overflow="hidden" size="sm">
      <CourseThumbnail course={course} loading="lazy" w={{ base: 'full', md: '64' }} flexShrink="0" />
      <Card.Body gap="2">
        <Heading as="h3" size="md" lineClamp="2">
          {course.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {course.createdBy}
        </Text>
        {resumeLecture ? (
          <Text fontSize="sm" fontWeight="medium" lineClamp="1">
            {t('next', { title: resumeLecture.title })}
          </Text>
        ) : null}
        <Stack gap="1" mt="auto">
          <ProgressBar value={progress.percent} label={`${course.title}: ${text}`} />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {text}
            </Text>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink
                to={courseLecturesPath(course.id, resumeLecture?.id)}
                state={courseState({ id: course.id })}
                aria-label={t('continueCourse', { course: course.title })}
              >
                {t('continue')}
              </RouterLink>
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
