import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/formatDate';
import { graphql } from '../../../gql';
import { describeCourseProgress } from '../../courses/courseProgress';
import { LearnerDevices } from './LearnerDevices';
import { LearnerPayments } from './LearnerPayments';

/**
 * What a learner's details show besides the payments and devices (LearnerPayments and LearnerDevices ask for those):
 * progress per course and the quizzes they submitted.
 */
export const LearnerDetailsFragment = graphql(`
  fragment LearnerDetails_user on User {
    id
    fullName
    courseProgress {
      course {
        id
        title
      }
      completedLectures
      totalLectures
      percent
      lastWatchedAt
    }
    viewing {
      minutesWatched
      verifiedLectures
    }
    quizResults {
      quizId
      quizTitle
      courseTitle
      attempts
      bestScore
      passed
    }
  }
`);

/** 'Variables check (Modern JavaScript) · 2 attempts · best 80% · Passed'. */
export function describeQuizRecord({
  attempts,
  bestScore,
  passed,
}: {
  attempts: number;
  bestScore: number;
  passed: boolean;
}) {
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} · best ${bestScore}% · ${passed ? 'Passed' : 'Not passed yet'}`;
}

/** '12.5 minutes watched · 3 lectures verified' (docs/learning.md#verified-completion). */
export function describeViewing({
  minutesWatched,
  verifiedLectures,
}: {
  minutesWatched: number;
  verifiedLectures: number;
}) {
  const minutes = `${minutesWatched.toLocaleString('en', { maximumFractionDigits: 1 })} ${minutesWatched === 1 ? 'minute' : 'minutes'} watched`;
  return `${minutes} · ${verifiedLectures} ${verifiedLectures === 1 ? 'lecture' : 'lectures'} verified`;
}

/**
 * A learner's payments (newest first) and signed-in devices, beside their progress per course (most recently watched
 * first).
 */
export function LearnerDetails({ user: ref }: { user: FragmentType<typeof LearnerDetailsFragment> }) {
  const { t } = useTranslation('courses');
  const { data: user, complete } = useFragment({ fragment: LearnerDetailsFragment, from: ref });
  if (!complete) return null;
  // Null only for a caller who is not an ADMIN, whom the route never lets here.
  const courseProgress = user.courseProgress ?? [];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" py="2">
      <Stack gap="6">
        <Stack as="section" aria-label={`Payments of ${user.fullName}`} gap="2">
          <Heading as="h3" size="sm">
            Payments
          </Heading>
          <LearnerPayments learnerId={user.id} learnerName={user.fullName} />
        </Stack>
        <Stack as="section" aria-label={`Devices of ${user.fullName}`} gap="2">
          <Heading as="h3" size="sm">
            Devices
          </Heading>
          <LearnerDevices learnerId={user.id} learnerName={user.fullName} />
        </Stack>
      </Stack>
      <Stack as="section" aria-label={`Progress of ${user.fullName}`} gap="2">
        <Heading as="h3" size="sm">
          Progress
        </Heading>
        {user.viewing ? (
          <Text fontSize="sm" color="fg.muted">
            {describeViewing(user.viewing)}
          </Text>
        ) : null}
        {courseProgress.length ? (
          <Stack as="ul" gap="3" listStyleType="none">
            {courseProgress.map((progress) => {
              const text = describeCourseProgress(t, progress);
              return (
                <li key={progress.course.id}>
                  <Progress.Root
                    recipe={progressSlotRecipe}
                    value={progress.percent}
                    max={100}
                    colorPalette="green"
                    size="sm"
                  >
                    <Progress.Label fontWeight="medium">{progress.course.title}</Progress.Label>
                    <Progress.Track aria-label={`${progress.course.title}: ${text}`} my="1">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="sm" color="fg.muted">
                    {text} · last watched {formatDate(progress.lastWatchedAt)}
                  </Text>
                </li>
              );
            })}
          </Stack>
        ) : (
          <Text color="fg.muted">No lectures watched yet.</Text>
        )}
        {user.quizResults?.length ? (
          <Stack as="section" aria-label={`Quizzes of ${user.fullName}`} gap="2" mt="2">
            <Heading as="h4" size="xs">
              Quizzes
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {user.quizResults.map((record) => (
                <Text as="li" key={record.quizId} fontSize="sm" color="fg.muted">
                  <Text as="span" fontWeight="medium" color="fg">
                    {record.quizTitle}
                  </Text>{' '}
                  ({record.courseTitle}) · {describeQuizRecord(record)}
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}
