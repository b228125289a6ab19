import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../components/format/formatDuration';
import { VideoSkeleton } from '../../../../components/ui/screen-skeletons';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { CourseSection } from './CourseSection';

/**
 * The public curriculum: everyone sees the READY lectures' titles, order and durations; `lecture` holds the playable
 * fields (the player's) only where the caller may play it, which for a visitor means a free preview.
 */
export const CourseCurriculumQuery = graphql(`
  query CourseCurriculumQuery($id: ID!) {
    course(id: $id) {
      id
      lectures {
        id
        position
        title
        durationSeconds
        freePreview
        lecture {
          id
          ...LecturePlayer_lecture
        }
      }
    }
  }
`);

/** Plays one lecture the cache holds (the lecture feature's player, handed down by the route). */
export type PreviewPlayerComponent = ComponentType<{ lectureId: string }>;

interface CourseCurriculumProps {
  courseId: string;
  PreviewPlayer?: PreviewPlayerComponent;
}

/**
 * The course's lectures in order with their lengths and the total; a free-preview lecture has a 'Preview' button that
 * plays it here, signed in or not. Nothing while it loads or if it cannot be loaded: the description stands alone.
 */
export function CourseCurriculum({ courseId, PreviewPlayer }: CourseCurriculumProps) {
  const { t } = useTranslation('courses');
  const format = useFormat();
  const { data } = useQuery(CourseCurriculumQuery, { variables: { id: courseId } });
  const [previewId, setPreviewId] = useState<string | null>(null);
  const lectures = data?.course.lectures;
  if (!lectures || lectures.length === 0) return null;
  const total = lectures.reduce((sum, lecture) => sum + (lecture.durationSeconds ?? 0), 0);
  const previewing = lectures.find((entry) => entry.id === previewId && entry.lecture);

  return (
    <CourseSection
      headingId="curriculum-heading"
      heading={t('curriculum.heading')}
      size="md"
      end={
        <Text color="fg.muted" fontSize="sm">
          {t('description.lectures', { count: lectures.length })}
          {total > 0 ? ` · ${format.duration(total)}` : ''}
        </Text>
      }
    >
      {previewing?.lecture && PreviewPlayer ? (
        <Stack gap="2">
          <Suspense fallback={<VideoSkeleton label={t('curriculum.loadingPreview')} />}>
            <PreviewPlayer key={previewing.id} lectureId={previewing.lecture.id} />
          </Suspense>
          <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setPreviewId(null)}>
            {t('curriculum.closePreview')}
          </Button>
        </Stack>
      ) : null}
      <Stack as="ol" gap="1" listStyleType="none" aria-label={t('curriculum.heading')}>
        {lectures.map((entry, index) => {
          const titleId = `curriculum-title-${entry.id}`;
          const hasDuration = typeof entry.durationSeconds === 'number';
          return (
            <HStack as="li" key={entry.id} gap="3" py="2" borderBottomWidth="1px" borderColor="border.muted">
              <Text as="span" aria-hidden="true" color="fg.muted" flexShrink="0">
                {`${format.number(index + 1)}.`}
              </Text>
              <Box as="span" id={titleId} flex="1" minW="0" truncate>
                {entry.title}
              </Box>
              {entry.freePreview && entry.lecture && PreviewPlayer ? (
                <Button
                  size="xs"
                  variant="subtle"
                  colorPalette="brand"
                  aria-describedby={titleId}
                  aria-pressed={entry.id === previewId}
                  onClick={() => setPreviewId(entry.id)}
                >
                  {t('curriculum.preview')}
                </Button>
              ) : null}
              {hasDuration ? (
                <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink="0">
                  <span aria-hidden="true">{formatDuration(entry.durationSeconds ?? 0)}</span>
                  <VisuallyHidden>{format.duration(entry.durationSeconds ?? 0)}</VisuallyHidden>
                </Text>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
    </CourseSection>
  );
}
