import { Button, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { errorCode, errorMessage } from '../../../app/apollo/errors';
import { failureNotices } from '../../../app/notices';
import { PageSpinner } from '../../../components/ui/page-spinner';

interface CourseScreenFallbackProps {
  /** The course passed in navigation state or named by the address, if any. */
  courseId: string | null;
  loading: boolean;
  error?: unknown;
  refetch?: () => Promise<unknown>;
}

/**
 * What a course screen shows until its course is there. Without a course (in navigation state or the address), or for
 * one that no longer exists, it returns to /courses. The course is read from the cache when a screen before loaded it;
 * otherwise (a reload, a shared or bookmarked address) it is asked for: a spinner meanwhile, the server's message and
 * a way to ask again if that fails.
 */
export function CourseScreenFallback({ courseId, loading, error, refetch }: CourseScreenFallbackProps) {
  if (!courseId || errorCode(error) === 'NOT_FOUND') return <Navigate to="/courses" replace />;
  if (loading || !error) return <PageSpinner label="Loading the course" />;
  return (
    <Stack align="center" gap="4" py="10" textAlign="center">
      <Text role="alert">{errorMessage(error, failureNotices.courseList)}</Text>
      {refetch ? (
        <Button colorPalette="yellow" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      ) : null}
    </Stack>
  );
}
