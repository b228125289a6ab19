import { useCallback } from 'react';
import { graphql } from '../../../../gql';
import { useStaffT } from '../../../../i18n/useStaffT';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

export const SetLecturePreviewMutation = graphql(`
  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {
    setLecturePreview(lectureId: $lectureId, preview: $preview) {
      id
      freePreview
    }
  }
`);

async function setPreview(mutate: Mutate<typeof SetLecturePreviewMutation>, lectureId: string, preview: boolean) {
  const { data } = await mutate({
    variables: { lectureId, preview },
    update: (cache) => {
      const id = cache.identify({ __typename: 'CurriculumLecture', id: lectureId });
      if (id) cache.modify({ id, fields: { freePreview: () => preview } });
    },
  });
  if (!data) throw new Error('No data');
}

/**
 * Marks a lecture as a free preview, or not (ADMIN). The answer updates the cached lecture; its entry in a cached
 * curriculum (the description page's) follows. Notices: 'The lecture is now a free preview' or 'The lecture is no
 * longer a free preview', else the server's message (fallback 'Failed to change the free preview'), the authoring texts
 * read when the call runs (useStaffT). Resolves true on success.
 */
export function useSetLecturePreviewMutation() {
  const staffT = useStaffT('authoring');
  const texts = useCallback(
    (_lectureId: string, preview: boolean) => {
      const t = staffT();
      return {
        failure: t('lectureList.notices.previewFailed'),
        success: preview ? t('lectureList.notices.previewOn') : t('lectureList.notices.previewOff'),
      };
    },
    [staffT],
  );
  return useNoticedMutation(SetLecturePreviewMutation, texts, setPreview);
}
