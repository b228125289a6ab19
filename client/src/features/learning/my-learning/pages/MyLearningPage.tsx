import { useQuery } from '@apollo/client/react';
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBookOpen } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { CourseGridSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import { CompletedCourseCard } from '../components/CompletedCourseCard';
import { InProgressCourseCard } from '../components/InProgressCourseCard';
import { WeeklyGoalCard } from '../components/WeeklyGoalCard';

/**
 * The learner's courses: those in progress (the most recently watched first, as Continue watching lists them, with the
 * same fields and the instructor) with the lecture to go on with, and those completed with their certificates.
 */
export const MyLearningPageQuery = graphql(`
  query MyLearningPageQuery {
    continueWatching {
      ...ContinueWatching_item @unmask
      course {
        id
        createdBy
      }
    }
    myCertificates {
      code
      courseId
      courseTitle
      instructor
      completedAt
    }
  }
`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function EmptyLearning() {
  const { t } = useTranslation('learning');
  return (
    <EmptyState icon={<FiBookOpen />} title={t('emptyTitle')} description={t('emptyBody')}>
      <Button asChild colorPalette="brand">
        <RouterLink to="/courses">{t('browse')}</RouterLink>
      </Button>
    </EmptyState>
  );
}

/** /my-learning: the signed-in learner's courses in progress and completed, or a way to the catalogue. */
export function MyLearningPage() {
  const { t } = useTranslation('learning');
  const { data, loading, refetch } = useQuery(MyLearningPageQuery, { fetchPolicy: 'cache-and-network' });
  const body = (() => {
    if (!data) {
      if (loading) return <CourseGridSkeleton label={t('loading')} count={3} columns={1} />;
      return (
        <Stack align="center" gap="4" py="10" role="alert">
          <Text>{t('failed')}</Text>
          <Button colorPalette="brand" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      );
    }
    const { continueWatching: inProgress, myCertificates: completed } = data;
    if (inProgress.length === 0 && completed.length === 0) return <EmptyLearning />;
    return (
      <>
        {inProgress.length ? (
          <Section id="in-progress-heading" title={t('inProgress')}>
            <Stack as="ul" listStyleType="none" gap="4">
              {inProgress.map((item) => (
                <li key={item.course.id}>
                  <InProgressCourseCard item={item} />
                </li>
              ))}
            </Stack>
          </Section>
        ) : null}
        {completed.length ? (
          <Section id="completed-heading" title={t('completed')}>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
              {completed.map(({ courseId, ...certificate }) =>
                // myCertificates lists courses' certificates, each with its course.
                courseId ? (
                  <li key={certificate.code}>
                    <CompletedCourseCard certificate={{ ...certificate, courseId }} />
                  </li>
                ) : null,
              )}
            </SimpleGrid>
          </Section>
        ) : null}
      </>
    );
  })();
  return (
    <Stack gap="8" maxW="5xl" mx="auto" w="full">
      <PageHeading textAlign="start">{t('heading')}</PageHeading>
      <WeeklyGoalCard />
      {body}
    </Stack>
  );
}
