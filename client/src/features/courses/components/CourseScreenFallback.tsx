import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FiBookOpen } from 'react-icons/fi';
import { Navigate, Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { RetryNotice } from '../../../components/ui/retry-notice';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { errorCode, errorMessage } from '../../../shared/errors';
import { courseTexts, failureNotices } from '../../../shared/notices';

interface CourseScreenFallbackProps {
  /** The course passed in navigation state or named by the address, if any. */
  courseId: string | null;
  loading: boolean;
  error?: unknown;
  refetch?: () => Promise<unknown>;
  /** The screen's own shape while the course loads, announced as "Loading the course"; a page's shape by default. */
  skeleton?: (label: string) => ReactNode;
}

const LOADING = 'Loading the course';

/**
 * What a course screen shows until its course is there. Without a course (in navigation state or the address) it
 * returns to /courses (the spec); for one that no longer exists (a deleted course's link) it says so, with a way to the
 * catalogue, rather than land there as if nothing had happened. The course is read from the cache when a screen before loaded it;
 * otherwise (a reload, a shared or bookmarked address) it is asked for: a page's shape meanwhile, the server's message and
 * a way to ask again if that fails.
 */
export function CourseScreenFallback({ courseId, loading, error, refetch, skeleton }: CourseScreenFallbackProps) {
  if (!courseId) return <Navigate to="/courses" replace />;
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <EmptyState icon={<FiBookOpen />} title={courseTexts.courseGone} headingLevel={1} role="alert">
        <Button asChild colorPalette="brand">
          <RouterLink to="/courses">{courseTexts.browseCourses}</RouterLink>
        </Button>
      </EmptyState>
    );
  }
  if (loading || !error) return skeleton ? skeleton(LOADING) : <PageSkeleton label={LOADING} maxW="5xl" />;
  return <RetryNotice py="10" message={errorMessage(error, failureNotices.courseList)} onRetry={refetch} />;
}
