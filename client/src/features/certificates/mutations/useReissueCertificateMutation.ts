import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
import { CERTIFICATE_TEXTS } from '../certificateTexts';

export const ReissueCertificateMutation = graphql(`
  mutation ReissueCertificateMutation($courseId: ID!) {
    reissueCertificate(courseId: $courseId) {
      code
      learnerName
      reissuedAt
    }
  }
`);

const texts = { success: CERTIFICATE_TEXTS.reissued, failure: CERTIFICATE_TEXTS.reissueFailed };

async function reissue(mutate: Mutate<typeof ReissueCertificateMutation>, courseId: string) {
  await mutate({ variables: { courseId } });
}

/**
 * Reissues the learner's certificate for a course with their current name. The certificate keeps its code, so the
 * cache (Certificate is keyed by code) shows the new name in the list and on the public page alike.
 */
export const useReissueCertificateMutation = () => useNoticedMutation(ReissueCertificateMutation, texts, reissue);
