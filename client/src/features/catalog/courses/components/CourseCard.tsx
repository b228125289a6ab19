import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Card, Heading, LinkOverlay, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiGlobe } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { graphql } from '../../../../gql';
import { formatLocale, useFormat } from '../../../../i18n/format';
import { courseDescriptionPath } from '../../../../shared/coursePaths';
import { type CourseProgressCounts, describeCourseProgress } from '../courseProgress';
import { courseState } from '../courseState';
import { CourseThumbnail } from './CourseThumbnail';

/**
 * What a catalogue card shows. The server inlines exactly these fields (`CATALOGUE_CARD_FIELDS` of
 * `@coursehub/shared`) in /courses's HTML as the catalogue's first answer; a test on each side holds them to that list.
 */
export const CourseCardFragment = graphql(`
  fragment CourseCard_course on Course {
    id
    title
    description
    category
    createdBy
    thumbnailUrl
    numberOfLectures
    totalDurationSeconds
    status
    language
  }
`);

interface CourseCardProps {
  course: FragmentType<typeof CourseCardFragment>;
  priority?: boolean;
  /** The signed-in learner's progress, for a course they have started. */
  progress?: CourseProgressCounts;
}

/** `hi-IN` is Hindi as `hi` is: a card names a course's language only when it is not the reader's. */
const primaryLanguage = (tag: string) => tag.split('-')[0]?.toLowerCase();

/**
 * The course's language as a small badge, when it is not the language the reader reads the catalogue in: the name the
 * reader's language gives it, and for screen readers what it means ('Taught in Hindi').
 */
function LanguageBadge({ language }: { language: string }) {
  const { t } = useTranslation('courses');
  const format = useFormat();
  if (primaryLanguage(language) === primaryLanguage(formatLocale(format.language))) return null;
  const name = format.languageName(language);
  return (
    <Badge variant="outline" gap="1">
      <FiGlobe aria-hidden />
      <VisuallyHidden>{t('card.language', { language: name })}</VisuallyHidden>
      <span aria-hidden>{name}</span>
    </Badge>
  );
}

/**
 * One catalogue card: thumbnail, title, description clamped to 2 lines, category (and the course's language when it
 * is not the reader's), total lectures, instructor.
 * The title link covers the whole card and opens the description screen with the course in navigation state.
 * `priority`: the first cards are the page's largest paint, so they load eagerly instead of lazily.
 */
export function CourseCard({ course: ref, priority = false, progress }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const format = useFormat();
  const { data: course, complete } = useFragment({ fragment: CourseCardFragment, from: ref });
  // Only while a deleted course is leaving the cache, before the list that held it renders again.
  if (!complete) return null;
  return (
    <Card.Root
      as="article"
      position="relative"
      h="full"
      overflow="hidden"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.border', outlineOffset: '2px' }}
    >
      <CourseThumbnail
        course={course}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
      <Card.Body gap="2">
        <Heading as="h2" size="md" lineClamp="2">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={courseDescriptionPath(course.id)} state={courseState(course)}>
              {course.title}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp="2" dir="auto">
          {course.description}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="flex-start" gap="1" fontSize="sm">
        <Stack direction="row" gap="2" wrap="wrap">
          <Badge colorPalette="brand">{course.category}</Badge>
          <LanguageBadge language={course.language} />
          {course.status === 'DRAFT' ? <Badge colorPalette="gray">{t('card.draft')}</Badge> : null}
        </Stack>
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('card.totalLectures')}
          </Text>{' '}
          {format.number(course.numberOfLectures)}
          {course.totalDurationSeconds > 0 && ` · ${format.duration(course.totalDurationSeconds)}`}
        </Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('card.instructor')}
          </Text>{' '}
          {course.createdBy}
        </Text>
        {progress && progress.totalLectures > 0 && (
          <Stack gap="1" w="full" mt="1">
            <Text textStyle="sm">{describeCourseProgress(t, progress)}</Text>
            <ProgressBar
              value={progress.percent}
              size="xs"
              label={t('progress.label', { progress: describeCourseProgress(t, progress) })}
            />
          </Stack>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
