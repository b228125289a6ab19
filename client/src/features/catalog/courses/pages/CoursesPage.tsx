import { NetworkStatus } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/ui/page-heading';
import { CourseGridSkeleton } from '../../../../components/ui/skeletons';
import { errorMessage } from '../../../../shared/errors';
import { useHydrated } from '../../../../shared/useHydrated';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { catalogueCountText, correctedSearchText } from '../catalogueCount';
import { ContinueWatchingSlot } from '../components/ContinueWatchingSlot';

// Only under a search: its own chunk, not part of the catalogue's start-up JS.
const LectureMoments = lazy(() =>
  import('../components/LectureMoments').then((module) => ({ default: module.LectureMoments })),
);

import { CourseCard } from '../components/CourseCard';
import { CourseFilters } from '../components/CourseFilters';
import { MyCourseProgressQuery } from '../courseProgress';
import { CourseCatalogQuery } from '../documents';
import { useCatalogueParams } from '../hooks/useCatalogueParams';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { useLoadNotices } from '../hooks/useLoadNotices';
import { firstPageVariables } from '../preloadCatalogue';

/** How long the search box waits for typing to stop before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /courses: the catalogue as a responsive grid of cards, a page at a time (the next one loads as the reader nears
 * the end, or with 'Load more'), with a search as you type, a category filter with each category's count, filters by
 * language and by captions, and an order, all in the address so a result can be shared and Back steps through them.
 */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const { variables, text, onText, onCategory, onSort, onLanguage, onCaptionLanguage } =
    useCatalogueParams(SEARCH_DEBOUNCE_MS);
  // Without a search, category or sort these are ALL_COURSES, which the route loader preloads: its request is joined.
  const { data, previousData, loading, networkStatus, error, fetchMore } = useQuery(CourseCatalogQuery, {
    variables: firstPageVariables(variables),
    fetchPolicy: 'cache-and-network',
  });
  // The learner's own progress comes apart from the catalogue, which is the same (and cached) for everyone.
  const { isLoggedIn } = useSession();
  const myProgress = useQuery(MyCourseProgressQuery, isLoggedIn ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const progressByCourse = useMemo(
    () => new Map((myProgress.data?.myCourseProgress ?? []).map((progress) => [progress.courseId, progress])),
    [myProgress.data],
  );
  // Notices for the catalogue's load (spec: 'Loading course data ...'); filtering and further pages are quiet.
  const fetchingMore = networkStatus === NetworkStatus.fetchMore;
  const narrowed = Boolean(variables.search || variables.category || variables.language || variables.captionLanguage);
  const filtered = narrowed || Boolean(variables.sort);
  useLoadNotices(
    { loading: loading && !fetchingMore, error: fetchingMore ? undefined : error },
    {
      loading: t('catalogue.notices.loading'),
      success: t('catalogue.notices.loaded'),
      failure: t('catalogue.notices.failed'),
    },
    !filtered,
  );

  // The server renders the first page as loaded; the browser's refresh of it says busy once hydrated.
  const hydrated = useHydrated();
  const courses = (data ?? previousData)?.courses;
  const [moreFailed, setMoreFailed] = useState(false);
  // The first page's refresh (the page's HTML carried it, or the cache had it) answers with that page alone, which
  // replaces every page merged before it: a next page asked for meanwhile is asked once the refresh has come.
  const refreshing = loading && !fetchingMore;
  const [moreWanted, setMoreWanted] = useState(false);
  const asking = useRef(false);
  const loadMore = async () => {
    if (refreshing) {
      setMoreWanted(true);
      return;
    }
    const endCursor = courses?.pageInfo.endCursor;
    if (!courses?.pageInfo.hasNextPage || !endCursor || asking.current) return;
    asking.current = true;
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch {
      setMoreFailed(true);
    } finally {
      asking.current = false;
    }
  };
  const askWanted = useEffectEvent(() => void loadMore());
  useEffect(() => {
    if (!moreWanted || refreshing) return;
    setMoreWanted(false);
    askWanted();
  }, [moreWanted, refreshing]);
  const hasMore = Boolean(data?.courses.pageInfo.hasNextPage);
  const sentinel = useInfiniteScroll(() => void loadMore(), hasMore && !fetchingMore && !moreFailed);

  return (
    <Stack gap="8">
      <PageHeading>{t('catalogue.heading')}</PageHeading>
      <ContinueWatchingSlot />
      <CourseFilters
        search={text}
        onSearch={onText}
        category={variables.category ?? ''}
        onCategory={onCategory}
        facets={courses?.facets ?? []}
        sort={variables.sort}
        onSort={onSort}
        searching={Boolean(variables.search)}
        language={variables.language ?? ''}
        onLanguage={onLanguage}
        captionLanguage={variables.captionLanguage ?? ''}
        onCaptionLanguage={onCaptionLanguage}
      />
      <Text role="status" aria-live="polite" textAlign="center" color="fg.muted" minH="6">
        {/* From this address's own answer: the cards of the previous one stay shown (busy) until it comes. */}
        {data?.courses.correctedSearch && variables.search
          ? `${correctedSearchText(t, variables.search, data.courses.correctedSearch)} `
          : ''}
        {data?.courses.totalCount ? catalogueCountText(t, data.courses.edges.length, data.courses.totalCount) : ''}
      </Text>
      {variables.search ? (
        <Suspense fallback={null}>
          <LectureMoments search={variables.search} />
        </Suspense>
      ) : null}
      {!courses ? (
        loading ? (
          <CourseGridSkeleton label={t('catalogue.loading')} columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} />
        ) : error ? (
          <Text textAlign="center" color="fg.error" py="10" role="alert">
            {errorMessage(error, t('catalogue.notices.failed'))}
          </Text>
        ) : null
      ) : courses.edges.length === 0 ? (
        <Text textAlign="center" color="fg.muted" py="10" role="status">
          {narrowed ? t('catalogue.notices.noCourses') : t('catalogue.notices.noCoursesYet')}
        </Text>
      ) : (
        <Stack gap="6">
          <SimpleGrid
            as="ul"
            aria-label={t('catalogue.listLabel')}
            aria-busy={hydrated && loading}
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
            gap="6"
          >
            {courses.edges.map(({ node: course }, index) => (
              <li key={course.id}>
                <CourseCard course={course} priority={index === 0} progress={progressByCourse.get(course.id)} />
              </li>
            ))}
          </SimpleGrid>
          <div ref={sentinel} aria-hidden />
          {moreFailed ? (
            <Text role="alert" color="fg.error" textAlign="center">
              {t('catalogue.loadMoreFailed')}
            </Text>
          ) : null}
          {hasMore ? (
            <Button
              alignSelf="center"
              colorPalette="brand"
              loading={fetchingMore || moreWanted}
              onClick={() => void loadMore()}
            >
              {t('catalogue.loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
