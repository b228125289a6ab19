import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LoadMoreQuestionsProps {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  loading: boolean;
  /** The list's fetchMore: the cache appends the page after the cursor (relay pagination). */
  fetchMore: (options: { variables: { after: string | null | undefined } }) => Promise<unknown>;
}

/** 'Load more' under a list of questions, while there is a next page. */
export function LoadMoreQuestions({ pageInfo, loading, fetchMore }: LoadMoreQuestionsProps) {
  const { t } = useTranslation('discussions');
  if (!pageInfo.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      alignSelf="center"
      loading={loading}
      onClick={() => void fetchMore({ variables: { after: pageInfo.endCursor } })}
    >
      {t('loadMore')}
    </Button>
  );
}
