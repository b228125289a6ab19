import { skipToken, useQuery } from '@apollo/client/react';
import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { CourseProgressQuery, describeCourseProgress } from '../../../catalog/courses/courseProgress';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { CertificateWithheldNote } from './CertificateWithheldNote';
import { certificatePath } from './MyCertificates';

/**
 * 'N of M lectures, P%' with a bar (and the certificate once all are completed, or why it is withheld), for a
 * signed-in viewer of a course with lectures; nothing for visitors, or while (or if) it cannot be loaded: progress is
 * a convenience that never stands in the way of the page.
 */
export function CourseProgressSummary({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courses');
  const { isLoggedIn } = useSession();
  const { data } = useQuery(
    CourseProgressQuery,
    isLoggedIn ? { variables: { id: courseId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const progress = data?.course.progress;
  const certificate = data?.course.certificate;
  const withheld = data?.course.certificateWithheld;
  if (!progress || progress.totalLectures === 0) return null;
  const text = describeCourseProgress(t, progress);
  return (
    <Stack gap="2" w="full">
      <Stack gap="1" w="full">
        <Text textStyle="sm">{text}</Text>
        <ProgressBar value={progress.percent} label={t('progress.label', { progress: text })} />
      </Stack>
      {certificate ? (
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={certificatePath(certificate.code)}>{t('progress.viewCertificate')}</RouterLink>
        </Link>
      ) : withheld ? (
        <CertificateWithheldNote courseId={courseId} withheld={withheld} />
      ) : null}
    </Stack>
  );
}
