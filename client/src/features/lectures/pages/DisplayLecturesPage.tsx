import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorCode, errorMessage } from '../../../app/apollo/errors';
import { courseTexts, failureNotices, loadingNotices } from '../../../app/notices';
import { PageSpinner } from '../../../components/ui/page-spinner';
import type { LectureItemFragment } from '../../../gql/graphql';
import { useSession } from '../../auth/session/SessionProvider';
import { courseState, useCourseFromState } from '../../courses/courseState';
import { useLoadNotices } from '../../courses/hooks/useLoadNotices';
import { LectureList } from '../components/LectureList';
import { LecturePlayer } from '../components/LecturePlayer';
import { CourseLecturesQuery } from '../documents';
import { useDeleteLectureMutation } from '../mutations/useDeleteLectureMutation';

const LOAD_TEXTS = { loading: loadingNotices.loadLectures, failure: failureNotices.lectureLoad };

/**
 * /course/displaylecture(s): a player for the selected lecture (the first initially) and the course's lecture list.
 * Admins add and delete lectures here. A user without an active subscription gets the server's FORBIDDEN message and
 * a 'Subscribe' button. Without a course in navigation state it returns to /courses.
 */
export function DisplayLecturesPage() {
  const navigate = useNavigate();
  const session = useSession();
  const course = useCourseFromState();
  const [picked, setPicked] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteLecture] = useDeleteLectureMutation();
  // Video URLs are signed and expire: every visit asks again (spec: "reload lectures" after an upload).
  const { data, loading, error } = useQuery(
    CourseLecturesQuery,
    course ? { variables: { courseId: course.id }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  useLoadNotices({ loading, error }, LOAD_TEXTS);

  if (!course) return <Navigate to="/courses" replace />;

  const isAdmin = session.role === 'ADMIN';
  const lectures = data?.lectures ?? [];
  const selected = lectures.find((lecture) => lecture.id === picked) ?? lectures[0];
  const count = course.numberOfLectures ?? lectures.length;

  const onDelete = async (lecture: LectureItemFragment) => {
    if (!window.confirm(courseTexts.confirmDeleteLecture)) return;
    setDeletingId(lecture.id);
    await deleteLecture(course.id, lecture.id);
    setDeletingId(null);
  };

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="yellow.700">
            {course.title}
          </Heading>
          <Text color="gray.700">Total lectures: {count}</Text>
        </Stack>
        {isAdmin ? (
          <Button colorPalette="yellow" onClick={() => navigate('/course/addlecture', { state: courseState(course) })}>
            Add new lecture
          </Button>
        ) : null}
      </Flex>
      {error && !data ? (
        <Stack gap="4" align="center" py="10" textAlign="center" role="alert">
          <Text fontSize="lg">{errorMessage(error, failureNotices.lectureLoad)}</Text>
          {errorCode(error) === 'FORBIDDEN' ? (
            <Button colorPalette="yellow" onClick={() => navigate('/checkout')}>
              Subscribe
            </Button>
          ) : null}
        </Stack>
      ) : !data ? (
        <PageSpinner label="Loading the lectures" />
      ) : !selected ? (
        <Text textAlign="center" color="gray.700" py="10" role="status">
          {courseTexts.noLectures}
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
          <LecturePlayer lecture={selected} autoPlay={picked !== null} />
          <Stack gap="3">
            <Heading as="h2" size="md">
              Lectures list
            </Heading>
            <LectureList
              lectures={lectures}
              selectedId={selected.id}
              onSelect={(lecture) => setPicked(lecture.id)}
              onDelete={isAdmin ? onDelete : undefined}
              deletingId={deletingId}
            />
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
