import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { formatLocale, useFormat } from '../../../i18n/format';
import { describeCourseProgress } from '../../catalog/courses/courseProgress';
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

/** '2 attempts · best 80% · Passed'. */
export function describeQuizRecord(
  t: TFunction<'admin'>,
  language: string,
  { attempts, bestScore, passed }: { attempts: number; bestScore: number; passed: boolean },
) {
  const best = new Intl.NumberFormat(formatLocale(language), { style: 'percent' }).format(bestScore / 100);
  return t('learners.quizRecord', {
    attempts: t('learners.attempts', { count: attempts }),
    best,
    result: passed ? t('learners.passed') : t('learners.notPassed'),
  });
}

/** '12.5 minutes watched · 3 lectures verified' (docs/learning.md#verified-completion). */
export function describeViewing(
  t: TFunction<'admin'>,
  language: string,
  { minutesWatched, verifiedLectures }: { minutesWatched: number; verifiedLectures: number },
) {
  const minutes = new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 1 }).format(minutesWatched);
  return t('learners.viewing', {
    minutes: t('learners.minutesWatched', { count: minutesWatched, minutes }),
    verified: t('learners.lecturesVerified', { count: verifiedLectures }),
  });
}

/** One part of a learner's details: a section named for the learner, with its h3. */
function DetailSection({ label, heading, children }: { label: string; heading: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={label} gap="2">
      <Heading as="h3" size="sm">
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A learner's payments (newest first) and signed-in devices, beside their progress per course (most recently watched
 * first).
 */
export function LearnerDetails({ user: ref }: { user: FragmentType<typeof LearnerDetailsFragment> }) {
  const { t } = useTranslation('courses');
  const { t: tAdmin } = useTranslation('admin');
  const { date, language } = useFormat();
  const { data: user, complete } = useFragment({ fragment: LearnerDetailsFragment, from: ref });
  if (!complete) return null;
  // Null only for a caller who is not an ADMIN, whom the route never lets here.
  const courseProgress = user.courseProgress ?? [];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" py="2">
      <Stack gap="6">
        <DetailSection
          label={tAdmin('learners.paymentsOf', { name: user.fullName })}
          heading={tAdmin('learners.columns.payments')}
        >
          <LearnerPayments learnerId={user.id} learnerName={user.fullName} />
        </DetailSection>
        <DetailSection
          label={tAdmin('learners.devicesOf', { name: user.fullName })}
          heading={tAdmin('learners.devices')}
        >
          <LearnerDevices learnerId={user.id} learnerName={user.fullName} />
        </DetailSection>
      </Stack>
      <DetailSection
        label={tAdmin('learners.progressOf', { name: user.fullName })}
        heading={tAdmin('learners.progress')}
      >
        {user.viewing ? (
          <Text fontSize="sm" color="fg.muted">
            {describeViewing(tAdmin, language, user.viewing)}
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
                    {tAdmin('learners.lastWatched', { progress: text, date: date(progress.lastWatchedAt) })}
                  </Text>
                </li>
              );
            })}
          </Stack>
        ) : (
          <Text color="fg.muted">{tAdmin('learners.noLectures')}</Text>
        )}
        {user.quizResults?.length ? (
          <Stack as="section" aria-label={tAdmin('learners.quizzesOf', { name: user.fullName })} gap="2" mt="2">
            <Heading as="h4" size="xs">
              {tAdmin('learners.quizzes')}
            </Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {user.quizResults.map((record) => (
                <Text as="li" key={record.quizId} fontSize="sm" color="fg.muted">
                  <Trans
                    t={tAdmin}
                    i18nKey="learners.quizLine"
                    values={{
                      quiz: record.quizTitle,
                      course: record.courseTitle,
                      record: describeQuizRecord(tAdmin, language, record),
                    }}
                    components={{ title: <Text as="span" fontWeight="medium" color="fg" /> }}
                  />
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </DetailSection>
    </SimpleGrid>
  );
}
