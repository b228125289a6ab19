import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle, FiInbox } from 'react-icons/fi';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageIntro } from '../../../../components/ui/page-intro';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { ReviewSitting } from '../components/ReviewSitting';
import { ReviewStatsPanel } from '../components/ReviewStatsPanel';
import { RightNote } from '../components/RightNote';
import { ReviewPageQuery } from '../reviewDocuments';
import type { ReviewResult } from '../reviewSession';

/**
 * /review: the learner's daily review. What is due today (at most ten, the oldest first) one question at a time, then
 * the numbers: due now, questions kept, retention. Nothing due: a way to understand where items come from.
 */
export function ReviewPage() {
  const { t } = useTranslation('review');
  const { data, error, refetch } = useQuery(ReviewPageQuery, { fetchPolicy: 'cache-and-network' });
  // Once a sitting is over, an empty review is one done (with its last answer's note), not one never started.
  const [finished, setFinished] = useState<{ lastRight: ReviewResult | null } | null>(null);
  const finish = useCallback(
    (lastRight: ReviewResult | null) => {
      setFinished({ lastRight });
      void refetch();
    },
    [refetch],
  );
  const review = data?.dueReview;

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <PageIntro heading={t('heading')} intro={t('lede')}>
        {review ? (
          <Text fontWeight="semibold" aria-live="polite">
            {t('dueCount', { count: review.dueCount })}
          </Text>
        ) : null}
      </PageIntro>
      {error && !data ? (
        <RetryNotice message={t('failed')} onRetry={() => refetch()} py="10" />
      ) : !review ? (
        <ListSkeleton label={t('loading')} rows={3} />
      ) : review.items.length === 0 ? (
        finished ? (
          <Stack gap="4">
            {finished.lastRight ? <RightNote nextDue={finished.lastRight.nextDue} /> : null}
            <EmptyState icon={<FiCheckCircle />} title={t('doneTitle')} description={t('doneBody')} />
          </Stack>
        ) : (
          <EmptyState icon={<FiInbox />} title={t('emptyTitle')} description={t('emptyBody')} />
        )
      ) : (
        <ReviewSitting key={review.items.map((item) => item.id).join()} items={review.items} onDone={finish} />
      )}
      {data ? <ReviewStatsPanel stats={data.reviewStats} /> : null}
    </Stack>
  );
}
