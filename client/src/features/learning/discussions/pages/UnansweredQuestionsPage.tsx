import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatVideoMoment } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageIntro } from '../../../../components/ui/page-intro';
import { LoadMoreQuestions } from '../components/LoadMoreQuestions';
import { PostBody } from '../components/PostBody';
import { PostMeta } from '../components/PostMeta';
import { QuestionsFailed, QuestionsSkeleton } from '../components/QuestionsLoading';
import { QuestionThread } from '../components/QuestionThread';
import { UnansweredQuestionsQuery } from '../discussionDocuments';
import { questionCountText } from '../questionCount';

const PAGE = 20;

const lectureLink = (courseId: string, lectureId: string, seconds: number | null | undefined) =>
  `/course/displaylecture?course=${courseId}&lecture=${lectureId}${seconds ? `&t=${seconds}` : ''}`;

/**
 * /admin/questions (ADMIN): every course's questions that no instructor has answered and none accepted, the longest
 * waiting first, each answerable in place (an ADMIN's answer takes it off the list) or opened at its lecture.
 */
export function UnansweredQuestionsPage() {
  const { t, i18n } = useTranslation('discussions');
  const { data, loading, error, fetchMore, refetch } = useQuery(UnansweredQuestionsQuery, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [confirm, confirmDialog] = useConfirmDialog();
  const page = data?.unansweredQuestions;
  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <PageIntro heading={t('inbox.heading')} intro={t('inbox.intro')} />
      {error && !page ? (
        <QuestionsFailed onRetry={() => void refetch()} />
      ) : !page ? (
        <QuestionsSkeleton height="28" />
      ) : page.edges.length === 0 ? (
        <Text textAlign="center" color="fg.muted" py="10" role="status">
          {t('inbox.empty')}
        </Text>
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {questionCountText(t, page.totalCount, i18n.language)}
          </Text>
          {page.edges.map(({ node }) => (
            <Box key={node.id} as="article" layerStyle="surface.panel" p={{ base: '3', md: '5' }}>
              <Stack gap="3">
                <Text fontSize="xs" color="brand.fg" fontWeight="semibold" overflowWrap="anywhere">
                  {node.courseTitle} › {node.lectureTitle}
                  {node.videoSeconds !== null ? ` · ${formatVideoMoment(node.videoSeconds)}` : ''}
                </Text>
                <Heading as="h2" size="md" overflowWrap="anywhere">
                  {node.title}
                </Heading>
                <PostMeta post={node} />
                <PostBody text={node.body} />
                <HStack>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={lectureLink(node.courseId, node.lectureId, node.videoSeconds)}>
                      {t('inbox.open')}
                    </RouterLink>
                  </Button>
                </HStack>
                <QuestionThread questionId={node.id} confirm={confirm} />
              </Stack>
            </Box>
          ))}
          <LoadMoreQuestions pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore} />
        </Stack>
      )}
      {confirmDialog}
    </Stack>
  );
}
