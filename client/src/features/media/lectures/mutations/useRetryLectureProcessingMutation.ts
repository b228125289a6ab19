import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { useStaffT } from '../../../../i18n/useStaffT';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

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

async function retry(mutate: Mutate<typeof RetryLectureProcessingMutation>, lectureId: string) {
  const { data } = await mutate({ variables: { lectureId } });
  if (!data) throw new Error('No data');
}

/**
 * Queues a FAILED lecture's processing again (ADMIN), or the ladder of a READY one whose ladder failed (it answers
 * READY with renditionsPending). The answer (PROCESSING, 0 %) updates the cached lecture, which
 * starts the lecture screen's polling. Notices: 'Processing the lecture again', then 'The lecture is being processed
 * again' or the server's message (fallback 'Failed to process the lecture again'), the authoring texts read when the
 * call runs (useStaffT). Resolves true on success.
 */
export function useRetryLectureProcessingMutation() {
  const staffT = useStaffT('authoring');
  const texts = useCallback(
    (_lectureId: string) => {
      const t = staffT();
      return {
        loading: t('lectureList.notices.retrying'),
        success: t('lectureList.notices.retried'),
        failure: t('lectureList.notices.retryFailed'),
      };
    },
    [staffT],
  );
  return useNoticedMutation(RetryLectureProcessingMutation, texts, retry);
}
