import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';

export const RetryLectureProcessingMutation = graphql(`
  mutation RetryLectureProcessingMutation($lectureId: ID!) {
    retryLectureProcessing(lectureId: $lectureId) {
      id
      status
      processingProgress
      failureReason
      renditionsPending
      renditionsFailureReason
    }
  }
`);

export const RETRY_TEXTS = {
  loading: 'Processing the lecture again',
  success: 'The lecture is being processed again',
  failure: 'Failed to process the lecture again',
};

async function retry(mutate: Mutate<typeof RetryLectureProcessingMutation>, lectureId: string) {
  const { data } = await mutate({ variables: { lectureId } });
  if (!data) throw new Error('No data');
}

/**
 * Queues a FAILED lecture's processing again (ADMIN), or the ladder of a READY one whose ladder failed (it answers
 * READY with renditionsPending). The answer (PROCESSING, 0 %) updates the cached lecture, which
 * starts the lecture screen's polling. Resolves true on success.
 */
export const useRetryLectureProcessingMutation = () =>
  useNoticedMutation(RetryLectureProcessingMutation, RETRY_TEXTS, retry);
