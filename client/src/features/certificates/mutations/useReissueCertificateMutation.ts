import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';
import { CERTIFICATE_TEXTS } from '../pages/CertificatePage';

export const ReissueCertificateMutation = graphql(`
  mutation ReissueCertificateMutation($courseId: ID!) {
    reissueCertificate(courseId: $courseId) {
      code
      learnerName
      reissuedAt
    }
  }
`);

/**
 * Reissues the learner's certificate for a course with their current name. The certificate keeps its code, so the
 * cache (Certificate is keyed by code) shows the new name in the list and on the public page alike.
 */
export function useReissueCertificateMutation() {
  const [mutate, result] = useMutation(ReissueCertificateMutation);

  const reissue = useCallback(
    async (courseId: string): Promise<boolean> => {
      const texts = { success: CERTIFICATE_TEXTS.reissued, failure: CERTIFICATE_TEXTS.reissueFailed };
      const outcome = await withNotices(texts, () => mutate({ variables: { courseId } }));
      return outcome.ok;
    },
    [mutate],
  );

  return [reissue, result] as const;
}
