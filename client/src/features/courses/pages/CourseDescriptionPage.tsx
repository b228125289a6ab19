import { skipToken, useQuery } from '@apollo/client/react';
import { Button, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router';
import { describeDuration } from '../../../components/format/formatDuration';
import { graphql } from '../../../gql';
import { useSession } from '../../auth/session/SessionProvider';
import type { SessionState } from '../../auth/session/sessionStore';
import { CourseCurriculum, type PreviewPlayerComponent } from '../components/CourseCurriculum';
import { CourseProgressSummary } from '../components/CourseProgressSummary';
import { CourseScreenFallback } from '../components/CourseScreenFallback';
import { CourseThumbnail } from '../components/CourseThumbnail';
import { courseLecturesPath, courseState, useCourseId } from '../courseState';
import { editCoursePath } from '../editPaths';

/** Answered from the cache when the catalogue loaded the course (its card selects the same fields). */
export const CourseDescriptionPageQuery = graphql(`
  query CourseDescriptionPageQuery($id: ID!) {
    course(id: $id) {
      id
      title
      description
      category
      createdBy
      thumbnailUrl
      numberOfLectures
      totalDurationSeconds
    }
  }
`);

/**
 * Admins watch any course; users need an active subscription (spec section 6): the server's `active`, which a past-due
 * account keeps through its grace period.
 */
export const canWatchLectures = (session: SessionState): boolean =>
  session.isLoggedIn && (session.role === 'ADMIN' || session.data?.subscription.active === true);

/**
 * /course/description(?id=…): the course passed in navigation state or named by the address, with 'Watch Lectures'
 * for admins and active subscribers, otherwise 'Subscribe' (to /checkout), the curriculum (free previews play here, with `PreviewPlayer`)
 * and, signed in, the learner's progress. Without a course (or one that is gone) it returns to /courses.
 */
export function CourseDescriptionPage({ PreviewPlayer }: { PreviewPlayer?: PreviewPlayerComponent }) {
  const navigate = useNavigate();
  const session = useSession();
  const courseId = useCourseId('id');
  const { data, loading, error, refetch } = useQuery(
    CourseDescriptionPageQuery,
    courseId ? { variables: { id: courseId } } : skipToken,
  );
  const course = data?.course;
  if (!course) return <CourseScreenFallback courseId={courseId} loading={loading} error={error} refetch={refetch} />;

  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="10" maxW="6xl" mx="auto">
      <Stack gap="5">
        <CourseThumbnail course={course} rounded="lg" />
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Total lectures</DataList.ItemLabel>
            <DataList.ItemValue>{course.numberOfLectures}</DataList.ItemValue>
          </DataList.Item>
          {course.totalDurationSeconds > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>Total length</DataList.ItemLabel>
              <DataList.ItemValue>{describeDuration(course.totalDurationSeconds)}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>Instructor</DataList.ItemLabel>
            <DataList.ItemValue>{course.createdBy}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Category</DataList.ItemLabel>
            <DataList.ItemValue>{course.category}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {canWatchLectures(session) ? (
          <Button
            colorPalette="yellow"
            size="lg"
            onClick={() => navigate(courseLecturesPath(course.id), { state: courseState(course) })}
          >
            Watch Lectures
          </Button>
        ) : (
          <Button colorPalette="yellow" size="lg" onClick={() => navigate('/checkout')}>
            Subscribe
          </Button>
        )}
        {session.role === 'ADMIN' ? (
          <Button variant="outline" onClick={() => navigate(editCoursePath(course.id))}>
            Edit course
          </Button>
        ) : null}
      </Stack>
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="yellow.700">
          {course.title}
        </Heading>
        <CourseProgressSummary courseId={course.id} />
        <Heading as="h2" size="md">
          Course description
        </Heading>
        <Text whiteSpace="pre-line" color="gray.800">
          {course.description}
        </Text>
        <CourseCurriculum courseId={course.id} PreviewPlayer={PreviewPlayer} />
      </Stack>
    </Grid>
  );
}
