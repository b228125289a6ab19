import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBookOpen } from 'react-icons/fi';
import { Navigate, Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { errorCode, errorMessage } from '../../../../shared/errors';

interface CourseScreenFallbackProps {
  /** The course passed in navigation state or named by the address, if any. */
  courseId: string | null;
  loading: boolean;
  error?: unknown;
  refetch?: () => Promise<unknown>;
  /** The screen's own shape while the course loads, announced as "Loading the course"; a page's shape by default. */
  skeleton?: (label: string) => ReactNode;
}

/**
 * What a course screen shows until its course is there. Without a course (in navigation state or the address) it
 * returns to /courses (the spec); for one that no longer exists (a deleted course's link) it says so, with a way to the
 * catalogue, rather than land there as if nothing had happened. The course is read from the cache when a screen before loaded it;
 * otherwise (a reload, a shared or bookmarked address) it is asked for: a page's shape meanwhile, the server's message and
 * a way to ask again if that fails.
 */
export function CourseScreenFallback({ courseId, loading, error, refetch, skeleton }: CourseScreenFallbackProps) {
  const { t } = useTranslation('courses');
  if (!courseId) return <Navigate to="/courses" replace />;
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <EmptyState icon={<FiBookOpen />} title={t('description.gone')} headingLevel={1} role="alert">
        <Button asChild colorPalette="brand">
          <RouterLink to="/courses">{t('description.browseCourses')}</RouterLink>
        </Button>
      </EmptyState>
    );
  }
  if (loading || !error) {
    const label = t('description.loading');
    return skeleton ? skeleton(label) : <PageSkeleton label={label} maxW="5xl" />;
  }
  return <RetryNotice py="10" message={errorMessage(error, t('catalogue.notices.failed'))} onRetry={refetch} />;
}
