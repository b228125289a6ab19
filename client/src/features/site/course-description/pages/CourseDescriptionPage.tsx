import { skipToken, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderBodyAside } from '../../../../components/ui/header-body-aside';
import { CourseDescriptionSkeleton } from '../../../../components/ui/screen-skeletons';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import {
  CourseCurriculum,
  CourseCurriculumQuery,
  type PreviewPlayerComponent,
} from '../../../catalog/courses/components/CourseCurriculum';
import { CourseInstructor } from '../../../catalog/courses/components/CourseInstructor';
import { CourseLanguages } from '../../../catalog/courses/components/CourseLanguages';
import { CoursePlanCard, CoursePlanCardQuery } from '../../../catalog/courses/components/CoursePlanCard';
import { CoursePublishControl } from '../../../catalog/courses/components/CoursePublishControl';
import { CourseScreenFallback } from '../../../catalog/courses/components/CourseScreenFallback';
import { CourseThumbnail } from '../../../catalog/courses/components/CourseThumbnail';
import { courseLecturesPath, courseState, useCourseId } from '../../../catalog/courses/courseState';
import { editCoursePath } from '../../../catalog/courses/editPaths';
import { CoursePaths } from '../../../catalog/paths/components/CoursePaths';
import { CoursePathsQuery } from '../../../catalog/paths/pathDocuments';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import type { SessionState } from '../../../identity/auth/session/sessionStore';
import { CourseProgressSummary } from '../../../learning/certificates/components/CourseProgressSummary';
import { CourseItemsQuery } from '../../../learning/quizzes/components/CourseItemsList';
import { CourseQuizzes } from '../../../learning/quizzes/components/CourseQuizzes';
import { DownloadCourseButton } from '../../../media/offline/downloads/DownloadButtons';

/** The catalogue card's fields, so it is answered from the cache when the catalogue loaded the course. */
export const CourseDescriptionPageQuery = graphql(`
  query CourseDescriptionPageQuery($id: ID!) {
    course(id: $id) {
      ...CourseCard_course @unmask
    }
  }
`);

/** What only this page shows, asked for beside the card's fields so those paint at once from the cache. */
export const CourseSalesDetailsQuery = graphql(`
  query CourseSalesDetailsQuery($id: ID!) {
    course(id: $id) {
      id
      subtitle
      outcomes
      requirements
      instructorBio
      instructorAvatarUrl
      autoPublish
      updatedAt
      captionLanguages
      audioLanguages
    }
  }
`);

/** What the page's HTML may carry answers to (shared's PAGE_DATA_OPERATIONS['/course/description']). */
export const COURSE_PAGE_DOCUMENTS = [
  CourseDescriptionPageQuery,
  CourseSalesDetailsQuery,
  CoursePlanCardQuery,
  CourseCurriculumQuery,
  CourseItemsQuery,
  CoursePathsQuery,
];

/**
 * Admins watch any course; users need an active subscription (spec section 6): the server's `active`, which a past-due
 * account keeps through its grace period.
 */
export const canWatchLectures = (session: SessionState): boolean =>
  session.isLoggedIn && (session.role === 'ADMIN' || session.data?.subscription.active === true);

/**
 * /course/description(?id=…): the course page that sells it. Title and subtitle first (on a phone too), with the
 * languages it is taught and captioned in, then the plan
 * card with 'Watch Lectures' for admins and active subscribers, otherwise 'Subscribe' (to /checkout); what you'll
 * learn, the description, requirements, the curriculum (free previews play here, with `PreviewPlayer`) and the
 * instructor. Signed in, the learner's progress; for admins, the draft state and Edit. Without a course it returns to
 * /courses; a deleted one (or a draft, to learners) says it is no longer available.
 */
export function CourseDescriptionPage({ PreviewPlayer }: { PreviewPlayer?: PreviewPlayerComponent }) {
  const { t } = useTranslation('courses');
  const format = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const courseId = useCourseId('id');
  const { data, loading, error, refetch } = useQuery(
    CourseDescriptionPageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const sales = useQuery(CourseSalesDetailsQuery, courseId ? { variables: { id: courseId } } : skipToken);
  const details = sales.data?.course;
  // Painted from the catalogue's cache, the card's fields show at once and the rest follows. On a direct visit both
  // answers come from the network together: the page waits for the second too, or its subtitle and sections would
  // push the plan card down once painted (a layout shift of 0.33 on a phone, measured by Lighthouse).
  const paintedFromCache = useRef(data?.course !== undefined).current;
  const course = data?.course;
  if (!course || (!paintedFromCache && sales.loading)) {
    return (
      <CourseScreenFallback
        courseId={courseId}
        loading={loading || sales.loading}
        error={error}
        refetch={refetch}
        skeleton={(label) => <CourseDescriptionSkeleton label={label} />}
      />
    );
  }
  const admin = session.role === 'ADMIN';

  return (
    <HeaderBodyAside from="md" rowGap="8" maxW="6xl" mx="auto">
      <Stack gridArea="header" gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand">{course.category}</Badge>
          {course.status === 'DRAFT' ? <Badge colorPalette="gray">{t('card.draft')}</Badge> : null}
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {course.title}
        </Heading>
        {details?.subtitle ? (
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
            {details.subtitle}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {[
            t('description.by', { name: course.createdBy }),
            t('description.lectures', { count: course.numberOfLectures }),
            ...(course.totalDurationSeconds > 0 ? [format.duration(course.totalDurationSeconds)] : []),
            ...(details ? [t('description.lastUpdated', { date: format.date(details.updatedAt) })] : []),
          ].join(' · ')}
        </Text>
        <CourseLanguages
          language={course.language}
          captionLanguages={details?.captionLanguages ?? null}
          audioLanguages={details?.audioLanguages ?? null}
        />
        <CourseProgressSummary courseId={course.id} />
        <CoursePaths courseId={course.id} />
      </Stack>

      <Stack gridArea="aside" gap="4" position={{ md: 'sticky' }} top={{ md: '4' }}>
        <CourseThumbnail course={course} rounded="lg" />
        <CoursePlanCard access={admin ? 'admin' : canWatchLectures(session) ? 'subscribed' : null}>
          {canWatchLectures(session) ? (
            <Button
              colorPalette="brand"
              size="lg"
              onClick={() => navigate(courseLecturesPath(course.id), { state: courseState(course) })}
            >
              {t('description.watchLectures')}
            </Button>
          ) : (
            <Button colorPalette="brand" size="lg" onClick={() => navigate('/checkout')}>
              {t('description.subscribe')}
            </Button>
          )}
          {admin ? (
            <Button variant="outline" onClick={() => navigate(editCoursePath(course.id))}>
              {t('description.editCourse')}
            </Button>
          ) : null}
        </CoursePlanCard>
        <DownloadCourseButton course={course} canWatch={canWatchLectures(session)} />
        {admin ? <CoursePublishControl course={{ ...course, autoPublish: details?.autoPublish ?? false }} /> : null}
      </Stack>

      <Stack gridArea="body" gap="8">
        {details?.outcomes.length ? (
          <Box as="section" borderWidth="1px" rounded="lg" p="5">
            <Heading as="h2" size="lg" mb="3">
              {t('description.outcomes')}
            </Heading>
            <List.Root
              recipe={listSlotRecipe}
              gap="2"
              ps="5"
              display="grid"
              gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }}
            >
              {details.outcomes.map((outcome) => (
                <List.Item key={outcome}>{outcome}</List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
        <Stack as="section" gap="3">
          <Heading as="h2" size="lg">
            {t('description.description')}
          </Heading>
          <Text whiteSpace="pre-line" dir="auto">
            {course.description}
          </Text>
        </Stack>
        {details?.requirements.length ? (
          <Stack as="section" gap="3">
            <Heading as="h2" size="lg">
              {t('description.requirements')}
            </Heading>
            <List.Root recipe={listSlotRecipe} gap="1" ps="5">
              {details.requirements.map((requirement) => (
                <List.Item key={requirement}>{requirement}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
        <CourseCurriculum courseId={course.id} PreviewPlayer={PreviewPlayer} />
        <CourseQuizzes courseId={course.id} admin={admin} />
        <Stack as="section" gap="3">
          <Heading as="h2" size="lg">
            {t('description.instructor')}
          </Heading>
          <CourseInstructor
            name={course.createdBy}
            bio={details?.instructorBio ?? null}
            avatarUrl={details?.instructorAvatarUrl ?? null}
          />
        </Stack>
      </Stack>
    </HeaderBodyAside>
  );
}
