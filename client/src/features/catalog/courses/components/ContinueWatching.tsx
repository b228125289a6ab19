import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDuration } from '../../../../components/format/formatDuration';
import { graphql } from '../../../../gql';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { describeCourseProgress } from '../courseProgress';
import { courseLecturesPath, courseState } from '../courseState';
import { CourseThumbnail } from './CourseThumbnail';

/**
 * A course in progress as Continue watching and My learning show it: the course, the lecture to go on with (and where
 * it stopped) and the course's progress. Progress is normalized by lecture id, so the lecture screen a card opens reads
 * this position from the cache.
 */
export const ContinueWatchingItemFragment = graphql(`
  fragment ContinueWatching_item on ContinueWatchingItem {
    course {
      id
      title
      thumbnailUrl
    }
    resumeLecture {
      id
      title
      progress {
        lectureId
        positionSeconds
      }
    }
    progress {
      courseId
      completedLectures
      totalLectures
      percent
    }
  }
`);

/** The signed-in learner's courses in progress, most recently watched first, each with the lecture they stopped in. */
export const ContinueWatchingQuery = graphql(`
  query ContinueWatchingQuery {
    continueWatching {
      lastWatchedAt
      ...ContinueWatching_item @unmask
    }
  }
`);

/**
 * 'Continue watching' for a signed-in learner: a card per course in progress with its progress and the lecture they
 * stopped in, one click from resuming it (the lecture screen opens at that lecture and plays it from its saved position).
 * Nothing for
 * visitors, for learners with nothing in progress, or while (or if) it cannot be loaded.
 */
export function ContinueWatching() {
  const { t } = useTranslation('courses');
  const { isLoggedIn } = useSession();
  const { data } = useQuery(ContinueWatchingQuery, isLoggedIn ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const items = data?.continueWatching ?? [];
  if (!isLoggedIn || items.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="continue-watching-heading" w="full">
      <Heading as="h2" size="lg" id="continue-watching-heading">
        {t('continueWatching.heading')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {items.map(({ course, resumeLecture, progress }) => (
          <Card.Root as="li" key={course.id} size="sm" overflow="hidden">
            <CourseThumbnail course={course} loading="lazy" />
            <Card.Body gap="1">
              <Heading as="h3" size="sm" lineClamp="2">
                {course.title}
              </Heading>
              {resumeLecture ? (
                <Text fontSize="sm" color="fg.muted" lineClamp="1">
                  {resumeLecture.progress?.positionSeconds
                    ? t('continueWatching.stoppedAt', {
                        title: resumeLecture.title,
                        time: formatDuration(resumeLecture.progress.positionSeconds),
                      })
                    : t('continueWatching.next', { title: resumeLecture.title })}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                {describeCourseProgress(t, progress)}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink
                  to={courseLecturesPath(course.id, resumeLecture?.id)}
                  state={{ ...courseState({ id: course.id }), play: true }}
                  aria-label={t('continueWatching.resumeCourse', { title: course.title })}
                >
                  {t('continueWatching.resume')}
                </RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
