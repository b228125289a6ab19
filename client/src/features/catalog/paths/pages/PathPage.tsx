import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiAward, FiEdit2, FiMap, FiTarget } from 'react-icons/fi';
import { Link as RouterLink, useParams } from 'react-router';
import { DownloadButton } from '../../../../components/ui/download-button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { HeaderBodyAside } from '../../../../components/ui/header-body-aside';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { errorCode } from '../../../../shared/errors';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { PathTimeline } from '../components/PathTimeline';
import { PathQuery } from '../pathDocuments';
import { pathSteps } from '../pathSteps';

/**
 * /paths/:slug: a learning path's courses in order down a timeline, with the learner's place on it (the next course
 * highlighted with Continue, a locked one naming the course to finish first), their progress, the path's outcome,
 * and the path's certificate once earned.
 */
export function PathPage() {
  const { t } = useTranslation('paths');
  const { slug = '' } = useParams();
  const session = useSession();
  const { data, error, refetch } = useQuery(PathQuery, { variables: { slug } });
  const path = data?.path;

  if (!path) {
    if (errorCode(error) === 'NOT_FOUND') {
      return (
        <EmptyState icon={<FiMap />} title={t('path.notFound')} headingLevel={1} role="alert">
          <Button asChild colorPalette="brand">
            <RouterLink to="/paths">{t('path.back')}</RouterLink>
          </Button>
        </EmptyState>
      );
    }
    if (error) return <RetryNotice message={t('path.failed')} onRetry={refetch} py="10" />;
    return <PageSkeleton label={t('path.loading')} maxW="5xl" />;
  }
  const progress = path.progress;
  const certificate = progress?.certificate;

  return (
    <Stack gap="6" maxW="5xl" mx="auto" w="full">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to="/paths">
            <FiArrowLeft aria-hidden />
            {t('path.back')}
          </RouterLink>
        </Button>
        {session.role === 'ADMIN' ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/admin/paths/${path.slug}`}>
              <FiEdit2 aria-hidden />
              {t('path.edit')}
            </RouterLink>
          </Button>
        ) : null}
      </HStack>
      <HeaderBodyAside from="lg" rowGap="6">
        <Stack gridArea="header" gap="3">
          {path.published ? null : (
            <Badge colorPalette="gray" alignSelf="start">
              {t('list.draft')}
            </Badge>
          )}
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} overflowWrap="anywhere">
            {path.title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} whiteSpace="pre-line" dir="auto">
            {path.description}
          </Text>
        </Stack>
        <Stack gridArea="aside" gap="4" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          {certificate ? (
            <Stack gap="3" p="5" rounded="l3" bg="green.subtle" borderWidth="1px" borderColor="green.muted">
              <HStack gap="2" color="green.fg">
                <FiAward aria-hidden />
                <Heading as="h2" size="md">
                  {t('path.certificateTitle')}
                </Heading>
              </HStack>
              <Text fontSize="sm">{t('path.certificateBody')}</Text>
              <HStack gap="2" wrap="wrap">
                <Button asChild size="sm" colorPalette="green">
                  <RouterLink to={`/certificate?code=${encodeURIComponent(certificate.code)}`}>
                    {t('path.viewCertificate')}
                  </RouterLink>
                </Button>
                <DownloadButton href={certificate.pdfUrl} size="sm" variant="outline">
                  {t('path.downloadPdf')}
                </DownloadButton>
              </HStack>
            </Stack>
          ) : null}
          {progress ? (
            <Stack gap="2" p="5" rounded="l3" borderWidth="1px" bg="bg.panel">
              <Heading as="h2" size="sm">
                {t('path.progress')}
              </Heading>
              <ProgressBar value={progress.percent} label={t('path.progress')} />
              <Text fontSize="sm" color="fg.muted">
                {t('path.summary', { done: progress.completedCourses, total: progress.totalCourses })}
              </Text>
              {progress.nextCourse ? (
                <Button asChild colorPalette="brand" size="sm" mt="1">
                  <RouterLink to={`/course/displaylectures?course=${progress.nextCourse.id}`}>
                    {progress.completedCourses === 0 ? t('path.start') : t('path.continue')}
                  </RouterLink>
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="3" p="5" rounded="l3" borderWidth="1px" bg="bg.panel">
              <Text fontSize="sm">{t('path.logInToTrack')}</Text>
              <Button asChild colorPalette="brand" size="sm" alignSelf="start">
                <RouterLink to={`/login?next=${encodeURIComponent(`/paths/${path.slug}`)}`}>
                  {t('path.logIn')}
                </RouterLink>
              </Button>
            </Stack>
          )}
          {path.outcome ? (
            <Stack gap="2" p="5" rounded="l3" borderWidth="1px" bg="bg.panel">
              <HStack gap="2">
                <FiTarget aria-hidden />
                <Heading as="h2" size="sm">
                  {t('path.outcome')}
                </Heading>
              </HStack>
              <Text fontSize="sm" whiteSpace="pre-line">
                {path.outcome}
              </Text>
            </Stack>
          ) : null}
        </Stack>
        <Box gridArea="body">
          <Heading as="h2" size="lg" mb="4" id="path-courses-heading">
            {t('path.coursesHeading')}
          </Heading>
          <PathTimeline steps={pathSteps(path.courses, progress)} labelledBy="path-courses-heading" />
        </Box>
      </HeaderBodyAside>
    </Stack>
  );
}
