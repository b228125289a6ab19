import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import type { DiscussionSort } from '../../../../gql/graphql';
import { LectureQuestionsQuery } from '../discussionDocuments';
import { QueuedQuestions } from '../offline/QueuedQuestions';
import { questionCountText } from '../questionCount';
import { AskQuestionForm } from './AskQuestionForm';
import { LoadMoreQuestions } from './LoadMoreQuestions';
import { QuestionCard } from './QuestionCard';
import { QuestionMoments } from './QuestionMoments';
import { QuestionsFailed, QuestionsSkeleton } from './QuestionsLoading';

const SORTS: DiscussionSort[] = ['NEWEST', 'TOP', 'UNANSWERED'];
const PAGE = 10;

interface LectureQAProps {
  courseId: string;
  lectureId: string;
  /** The lecture's video element, for the question's moment (its current time) and seeking to one. */
  video: HTMLVideoElement | null;
  /** The lecture's length, for the markers of the questions' moments; null while unknown. */
  durationSeconds?: number | null;
}

/**
 * The Q&A under the lecture player (Udemy's Q&A tab): the lecture's questions, searched and sorted, a page at a time,
 * the moments of those listed marked on a timeline; asking at the player's current moment; threads with answers. Shown to whoever may watch the lecture.
 */
export function LectureQA({ courseId, lectureId, video, durationSeconds = null }: LectureQAProps) {
  const { t, i18n } = useTranslation('discussions');
  const headingId = useId();
  const [sort, setSort] = useState<DiscussionSort>('NEWEST');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [asking, setAsking] = useState<{ moment: number | null } | null>(null);
  const [confirm, confirmDialog] = useConfirmDialog();
  const variables = { courseId, lectureId, sort, search: deferredSearch || null, first: PAGE };
  const { data, loading, error, fetchMore, refetch } = useQuery(LectureQuestionsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.courseQuestions;
  const seek = video
    ? (seconds: number) => {
        video.currentTime = seconds;
        void video.play().catch(() => undefined);
        video.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }
    : undefined;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {t('heading')}
          {page ? (
            <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal" ms="2">
              {questionCountText(t, page.totalCount, i18n.language)}
            </Text>
          ) : null}
        </Heading>
        {asking ? null : (
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => setAsking({ moment: video ? Math.floor(video.currentTime) : null })}
          >
            {t('ask')}
          </Button>
        )}
      </HStack>
      {page && seek && durationSeconds ? (
        <QuestionMoments
          questions={page.edges.flatMap(({ node }) =>
            node.videoSeconds === null
              ? []
              : [{ id: node.id, title: node.title ?? '', videoSeconds: node.videoSeconds }],
          )}
          durationSeconds={durationSeconds}
          onSeek={seek}
        />
      ) : null}
      {asking ? <AskQuestionForm lectureId={lectureId} moment={asking.moment} onDone={() => setAsking(null)} /> : null}
      <QueuedQuestions lectureId={lectureId} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <HStack flex="1" position="relative">
          <FiSearch aria-hidden style={{ position: 'absolute', insetInlineStart: '12px', zIndex: 1, color: 'gray' }} />
          <Input
            ps="9"
            type="search"
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </HStack>
        <HStack role="group" aria-label={t('sortLabel')} gap="1" wrap="wrap">
          {SORTS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={sort === value ? 'solid' : 'outline'}
              colorPalette={sort === value ? 'brand' : 'gray'}
              aria-pressed={sort === value}
              onClick={() => setSort(value)}
            >
              {t(`sorts.${value}`)}
            </Button>
          ))}
        </HStack>
      </Stack>
      {error && !page ? (
        <QuestionsFailed underPlayer onRetry={() => void refetch()} />
      ) : !page ? (
        <QuestionsSkeleton height="24" />
      ) : page.edges.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6" role="status">
          {deferredSearch ? t('emptySearch') : t('empty')}
        </Text>
      ) : (
        <Stack gap="3">
          {page.edges.map(({ node }) => (
            <QuestionCard key={node.id} question={node} onSeek={seek} confirm={confirm} />
          ))}
          <LoadMoreQuestions pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore} />
        </Stack>
      )}
      {confirmDialog}
    </Stack>
  );
}
