import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

export const ReissueCertificateMutation = graphql(`
  mutation ReissueCertificateMutation($courseId: ID!) {
    reissueCertificate(courseId: $courseId) {
      code
      learnerName
      reissuedAt
    }
  }
`);

async function reissue(mutate: Mutate<typeof ReissueCertificateMutation>, courseId: string) {
  await mutate({ variables: { courseId } });
}

/**
 * Reissues the learner's certificate for a course with their current name. The certificate keeps its code, so the
 * cache (Certificate is keyed by code) shows the new name in the list and on the public page alike.
 */
export function useReissueCertificateMutation() {
  const { t } = useTranslation('certificates');
  const texts = useMemo(() => ({ success: t('mine.reissued'), failure: t('mine.reissueFailed') }), [t]);
  return useNoticedMutation(ReissueCertificateMutation, texts, reissue);
}
