import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiMap, FiPlus } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageIntro } from '../../../../components/ui/page-intro';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { PathsQuery } from '../pathDocuments';

/** /paths: the published learning paths (an ADMIN sees drafts too, and a way to make a new one), each with the caller's progress. */
export function PathsPage() {
  const { t } = useTranslation('paths');
  const session = useSession();
  const { data, error, refetch } = useQuery(PathsQuery);
  const paths = data?.paths;

  return (
    <Stack gap="8" maxW="5xl" mx="auto" w="full">
      <PageIntro heading={t('list.heading')} intro={t('list.lede')} introMaxW="2xl">
        {session.role === 'ADMIN' ? (
          <Button asChild size="sm" colorPalette="brand" mt="2">
            <RouterLink to="/admin/paths/new">
              <FiPlus aria-hidden />
              {t('list.newPath')}
            </RouterLink>
          </Button>
        ) : null}
      </PageIntro>
      {error && !paths ? (
        <RetryNotice message={t('list.failed')} onRetry={refetch} py="10" />
      ) : !paths ? (
        <ListSkeleton label={t('list.loading')} rows={3} />
      ) : paths.length === 0 ? (
        <EmptyState icon={<FiMap />} title={t('list.emptyTitle')} description={t('list.emptyBody')} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {paths.map((path) => (
            <LinkBox
              as="li"
              key={path.id}
              borderWidth="1px"
              rounded="l3"
              p="5"
              bg="bg.panel"
              _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
            >
              <Stack gap="3" h="full">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="brand" variant="subtle">
                    {t('list.courseCount', { count: path.courses.length })}
                  </Badge>
                  {path.published ? null : <Badge colorPalette="gray">{t('list.draft')}</Badge>}
                  {path.progress?.completed ? (
                    <Badge colorPalette="green">
                      <FiCheckCircle aria-hidden />
                      {t('list.completed')}
                    </Badge>
                  ) : null}
                </HStack>
                <Heading as="h2" size="lg" overflowWrap="anywhere">
                  <LinkOverlay asChild>
                    <RouterLink to={`/paths/${path.slug}`}>{path.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted" lineClamp={3} flex="1" dir="auto">
                  {path.description}
                </Text>
                {path.progress && !path.progress.completed ? (
                  <Box>
                    <Text fontSize="sm" color="fg.muted" mb="1">
                      {t('list.done', { percent: path.progress.percent })}
                    </Text>
                    <ProgressBar
                      value={path.progress.percent}
                      label={t('list.done', { percent: path.progress.percent })}
                    />
                  </Box>
                ) : null}
              </Stack>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
