import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiFilm } from 'react-icons/fi';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { MainAndSide } from '../../../../components/ui/main-and-side';
import { LectureScreenSkeleton } from '../../../../components/ui/screen-skeletons';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { useStaffT } from '../../../../i18n/useStaffT';
import { errorCode, errorMessage } from '../../../../shared/errors';
import { CourseScreenFallback } from '../../../catalog/courses/components/CourseScreenFallback';
import { addLecturePath, courseState, playsOnArrival, useCourseId } from '../../../catalog/courses/courseState';
import { editCoursePath, editLecturePath } from '../../../catalog/courses/editPaths';
import { useLoadNotices } from '../../../catalog/courses/hooks/useLoadNotices';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { CourseProgressSummary } from '../../../learning/certificates/components/CourseProgressSummary';
import { useLectureNotes } from '../../../learning/notes/useLectureNotes';
import { useCourseQuizPlaces } from '../../../learning/quizzes/courseQuizPlaces';
import { DownloadLectureButton } from '../../offline/downloads/DownloadButtons';
import { LectureList } from '../components/LectureList';
import { LecturePlayer } from '../components/LecturePlayer';
import { CourseLecturesQuery } from '../documents';
import { refreshCourseProgress } from '../mutations/lectureProgress';
import { useDeleteLectureMutation } from '../mutations/useDeleteLectureMutation';
import { useReorderLecturesMutation } from '../mutations/useReorderLecturesMutation';
import { useRetryLectureProcessingMutation } from '../mutations/useRetryLectureProcessingMutation';
import { useSetLecturePreviewMutation } from '../mutations/useSetLecturePreviewMutation';

/** The Q&A under the player, with its Markdown renderer, loads in a chunk of its own once a lecture shows. */
const LectureQA = lazy(async () => ({
  default: (await import('../../../learning/discussions/components/LectureQA')).LectureQA,
}));

/** The notes beside the player (and their Markdown renderer) load in a chunk of their own, as the Q&A does. */
const LectureNotesAside = lazy(async () => ({
  default: (await import('../../../learning/notes/components/LectureNotesAside')).LectureNotesAside,
}));

/** How often an admin's lecture list asks for progress while a lecture is processing. */
export const PROCESSING_POLL_MS = 3000;

/**
 * Answered from the cache when the screen before loaded the course (the catalogue, the description, the dashboard);
 * adding or deleting a lecture updates its count there.
 */
export const DisplayLecturesPageQuery = graphql(`
  query DisplayLecturesPageQuery($id: ID!) {
    course(id: $id) {
      id
      title
      numberOfLectures
    }
  }
`);

/**
 * /course/displaylecture(s)(?course=…&lecture=…): a player for the selected lecture (the address's, else the first)
 * and the course's lecture list. Admins add and delete lectures, and mark free previews, here. A user without an
 * active subscription is sent to /checkout with the server's FORBIDDEN message as a notice. Without a course (in
 * navigation state or the address) it returns to /courses.
 *
 * Access is asked again, from the network, every time the screen is shown: on mount, when the browser restores the
 * page from its back-forward cache (pageshow), and when the video fails. Until the server has answered, no video is
 * loaded, so a subscription cancelled meanwhile never leaves a playable video behind the Back button.
 */
/** `&t=754` (whole seconds in, as transcript search links give): undefined when absent or not a time. */
export function startSecondsOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value);
}

export function DisplayLecturesPage() {
  const { t } = useTranslation('player');
  const staffT = useStaffT('authoring');
  const format = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const location = useLocation();
  const courseId = useCourseId('course');
  const courseResult = useQuery(DisplayLecturesPageQuery, courseId ? { variables: { id: courseId } } : skipToken);
  const course = courseResult.data?.course;
  // The lecture shown is in the address, so a reload or a shared link opens it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const picked = searchParams.get('lecture');
  const startAt = startSecondsOf(searchParams.get('t'));
  // Only a lecture the learner picks (in the list, or Resume in Continue watching) starts by itself: one opened from an
  // address waits for Play.
  const [autoPlay, setAutoPlay] = useState(() => playsOnArrival(location.state));
  const pick = useCallback(
    (lectureId: string) => {
      setAutoPlay(true);
      // Replaced, not pushed: Back leaves the screen rather than stepping through the lectures watched.
      if (courseId) {
        setSearchParams({ course: courseId, lecture: lectureId }, { replace: true, state: location.state });
      }
    },
    [courseId, setSearchParams, location.state],
  );
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteLecture] = useDeleteLectureMutation();
  const [retryProcessing] = useRetryLectureProcessingMutation();
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [setPreview] = useSetLecturePreviewMutation();
  const [previewingId, setPreviewingId] = useState<string | null>(null);
  const [reorderLectures, reorderSaving] = useReorderLecturesMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The list shows from the cache at once; the answer from the network decides whether the video may play.
  const { data, loading, error, refetch } = useQuery(
    CourseLecturesQuery,
    courseId ? { variables: { courseId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const loadTexts = useMemo(() => ({ loading: t('page.loadingLectures'), failure: t('page.loadFailed') }), [t]);
  useLoadNotices({ loading, error }, loadTexts);
  const quizPlaces = useCourseQuizPlaces(courseId);
  // While a lecture processes or waits for its higher qualities (admins see those), a second watcher of the same list polls it: the answers land in the
  // cache, which the list and the player read, and the first query's loading state, which gates playback, stays put.
  // It rests while a new order is being saved: a poll sent before the save commits would answer with the old order
  // after the save's own answer, and put it back. Resting gives up the request in flight, and a poll after the save
  // sends a request of its own rather than joining that one (no deduplication), so the old order is never written.
  const processing = Boolean(
    data?.lectures.some((lecture) => lecture.status === 'PROCESSING' || lecture.renditionsPending),
  );
  useQuery(
    CourseLecturesQuery,
    courseId && processing && !reorderSaving.loading
      ? {
          variables: { courseId },
          pollInterval: PROCESSING_POLL_MS,
          fetchPolicy: 'network-only',
          context: { queryDeduplication: false },
        }
      : skipToken,
  );
  // A lecture turning READY changes the course's lecture count and the total of its progress (READY lectures both):
  // ask for them again, rather than show '0 of 1 lecture' beside four ready ones until a reload. A deletion's payload
  // brings the count itself; the progress is asked again then too.
  const client = useApolloClient();
  const readyCount = data ? data.lectures.filter((lecture) => lecture.status === 'READY').length : null;
  const lastReadyCount = useRef(readyCount);
  const refetchCourse = courseResult.refetch;
  useEffect(() => {
    const before = lastReadyCount.current;
    lastReadyCount.current = readyCount;
    if (before === null || readyCount === null || before === readyCount) return;
    if (readyCount > before) refetchCourse().catch(() => undefined);
    void refreshCourseProgress(client);
  }, [readyCount, refetchCourse, client]);
  const hasCourse = Boolean(courseId);
  const shownId = data?.lectures.find((lecture) => lecture.id === picked)?.id ?? data?.lectures[0]?.id;
  const lectureNotes = useLectureNotes(courseId, shownId, session.isLoggedIn && !loading && !error);
  const recheckAccess = useCallback(() => {
    // The outcome arrives through the query's own result (a FORBIDDEN leads to /checkout).
    if (hasCourse) refetch().catch(() => undefined);
  }, [hasCourse, refetch]);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheckAccess();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [recheckAccess]);

  if (errorCode(error) === 'FORBIDDEN') return <Navigate to="/checkout" replace />;
  if (!course) {
    const { loading: courseLoading, error: courseError, refetch: courseRefetch } = courseResult;
    return (
      <CourseScreenFallback
        courseId={courseId}
        loading={courseLoading}
        error={courseError}
        refetch={courseRefetch}
        skeleton={(label) => <LectureScreenSkeleton label={label} />}
      />
    );
  }

  const isAdmin = session.role === 'ADMIN';
  const lectures = data?.lectures ?? [];
  // A lecture named by the address that the server's list no longer has (deleted): said so, never another one played
  // under its id. The cached list may lack a lecture added since, so only the network's answer decides.
  const pickedMissing = Boolean(picked) && !lectures.some((lecture) => lecture.id === picked);
  const selected = pickedMissing ? undefined : (lectures.find((lecture) => lecture.id === picked) ?? lectures[0]);
  const following = selected ? lectures.slice(lectures.indexOf(selected) + 1) : [];
  const nextLecture = following.find((lecture) => lecture.status === 'READY');

  const totalSeconds = lectures.reduce(
    (sum, lecture) => sum + (lecture.status === 'READY' ? (lecture.durationSeconds ?? 0) : 0),
    0,
  );
  const onRetry = async (lectureId: string) => {
    setRetryingId(lectureId);
    await retryProcessing(lectureId);
    setRetryingId(null);
  };
  const onTogglePreview = async (lectureId: string, preview: boolean) => {
    setPreviewingId(lectureId);
    await setPreview(lectureId, preview);
    setPreviewingId(null);
  };
  const onDelete = async (lectureId: string) => {
    // An admin's action: the question is the authoring texts', read now (useStaffT), not fetched for every viewer.
    const authoring = staffT();
    const confirmation = {
      title: authoring('lectureList.deleteConfirm.title'),
      message: authoring('lectureList.deleteConfirm.message'),
      confirmLabel: authoring('lectureList.deleteConfirm.confirm'),
    };
    if (!(await confirm(confirmation))) return;
    setDeletingId(lectureId);
    await deleteLecture(course.id, lectureId);
    setDeletingId(null);
  };

  return (
    // Titles and descriptions are the authors' words: a long one without spaces (a file name, a URL) wraps anywhere
    // rather than widen the screen past a phone's width. Set on the headings and paragraphs themselves: the reset
    // gives them 'break-word', which still lets the word size a flex or grid column.
    <Stack gap="6" maxW="7xl" mx="auto" css={{ '& :is(h1, h2, h3, p)': { overflowWrap: 'anywhere' } }}>
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {course.title}
          </Heading>
          <HStack gap="4" wrap="wrap" color="fg.muted">
            <Text>{t('page.totalLectures', { number: format.number(course.numberOfLectures) })}</Text>
            {totalSeconds > 0 ? <Text>{t('page.totalLength', { length: format.duration(totalSeconds) })}</Text> : null}
          </HStack>
          <CourseProgressSummary courseId={course.id} />
        </Stack>
        {isAdmin ? (
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => navigate(editCoursePath(course.id))}>
              {t('page.editCourse')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => navigate(addLecturePath(course.id), { state: courseState(course) })}
            >
              {t('page.addLecture')}
            </Button>
          </HStack>
        ) : null}
      </Flex>
      {error ? (
        <Stack gap="4" align="center" py="10" textAlign="center" role="alert">
          <Text fontSize="lg">{errorMessage(error, t('page.loadFailed'))}</Text>
        </Stack>
      ) : !data || (pickedMissing && loading) ? (
        <LectureScreenSkeleton label={t('page.loading')} />
      ) : pickedMissing ? (
        <EmptyState icon={<FiFilm />} title={t('page.lectureGone')} role="alert">
          <Button
            colorPalette="brand"
            onClick={() => setSearchParams({ course: course.id }, { replace: true, state: location.state })}
          >
            {t('page.firstLecture')}
          </Button>
        </EmptyState>
      ) : !selected ? (
        <Text textAlign="center" color="fg.muted" py="10" role="status">
          {t('page.noLectures')}
        </Text>
      ) : (
        <MainAndSide alignItems="start">
          <Stack gap="8" minW="0">
            <LecturePlayer
              key={selected.id}
              lecture={selected}
              autoPlay={autoPlay}
              accessConfirmed={!loading}
              onPlaybackError={recheckAccess}
              tracksProgress={session.isLoggedIn}
              next={nextLecture ? { title: nextLecture.title, play: () => pick(nextLecture.id) } : undefined}
              startAt={selected.id === picked ? startAt : undefined}
              onVideo={setVideo}
              noteMoments={lectureNotes.moments}
            />
            {isAdmin && selected.status === 'READY' ? (
              // The quiz builder opens inside this lecture's video, at the moment the player shows.
              <Button
                alignSelf="flex-start"
                size="sm"
                variant="outline"
                mt="-4"
                onClick={() =>
                  navigate(
                    `/course/quiz/new?courseId=${course.id}&lectureId=${selected.id}&at=${Math.floor(video?.currentTime ?? 0)}`,
                  )
                }
              >
                {t('page.addInVideoQuestion')}
              </Button>
            ) : null}
            {!loading ? <DownloadLectureButton course={course} lectures={lectures} currentId={selected.id} /> : null}
            {session.isLoggedIn && !loading ? (
              <Suspense fallback={null}>
                <LectureQA
                  courseId={course.id}
                  lectureId={selected.id}
                  video={video}
                  durationSeconds={selected.durationSeconds}
                />
              </Suspense>
            ) : null}
          </Stack>
          <Stack gap="6">
            {session.isLoggedIn && !loading ? (
              <Suspense fallback={null}>
                <LectureNotesAside
                  courseId={course.id}
                  lectureId={selected.id}
                  video={video}
                  lectureNotes={lectureNotes}
                  isAdmin={isAdmin}
                />
              </Suspense>
            ) : null}
            <Stack gap="3">
              <Heading as="h2" size="md">
                {t('page.listHeading')}
              </Heading>
              <LectureList
                lectures={lectures}
                selectedId={selected.id}
                onSelect={pick}
                onDelete={isAdmin ? onDelete : undefined}
                deletingId={deletingId}
                onRetry={isAdmin ? onRetry : undefined}
                retryingId={retryingId}
                onTogglePreview={isAdmin ? onTogglePreview : undefined}
                previewingId={previewingId}
                onEdit={isAdmin ? (lectureId) => navigate(editLecturePath(course.id, lectureId)) : undefined}
                onReorder={isAdmin ? (lectureIds) => void reorderLectures(course.id, lectureIds) : undefined}
                quizzes={{ courseId: course.id, places: quizPlaces }}
              />
            </Stack>
          </Stack>
        </MainAndSide>
      )}
      {confirmDialog}
    </Stack>
  );
}
