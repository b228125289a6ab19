import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';

export const RetryLectureProcessingMutation = graphql(`
  mutation RetryLectureProcessingMutation($lectureId: ID!) {
    retryLectureProcessing(lectureId: $lectureId) {
      id
      status
      processingProgress
      failureReason
    }
  }
`);

export const RETRY_TEXTS = {
  loading: 'Processing the lecture again',
  success: 'The lecture is being processed again',
  failure: 'Failed to process the lecture again',
};

/**
 * Queues a FAILED lecture's processing again (ADMIN). The answer (PROCESSING, 0 %) updates the cached lecture, which
 * starts the lecture screen's polling. Resolves true on success.
 */
export function useRetryLectureProcessingMutation() {
  const [mutate, result] = useMutation(RetryLectureProcessingMutation);
  const retry = useCallback(
    async (lectureId: string): Promise<boolean> => {
      const outcome = await withNotices(RETRY_TEXTS, async () => {
        const { data } = await mutate({ variables: { lectureId } });
        if (!data) throw new Error('No data');
      });
      return outcome.ok;
    },
    [mutate],
  );
  return [retry, result] as const;
}
