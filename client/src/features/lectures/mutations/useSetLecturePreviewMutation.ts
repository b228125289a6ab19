import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';

export const SetLecturePreviewMutation = graphql(`
  mutation SetLecturePreviewMutation($lectureId: ID!, $preview: Boolean!) {
    setLecturePreview(lectureId: $lectureId, preview: $preview) {
      id
      freePreview
    }
  }
`);

export const PREVIEW_TEXTS = {
  on: 'The lecture is now a free preview',
  off: 'The lecture is no longer a free preview',
  failure: 'Failed to change the free preview',
};

const texts = (_lectureId: string, preview: boolean) => ({
  failure: PREVIEW_TEXTS.failure,
  success: preview ? PREVIEW_TEXTS.on : PREVIEW_TEXTS.off,
});

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
 * curriculum (the description page's) follows. Resolves true on success.
 */
export const useSetLecturePreviewMutation = () => useNoticedMutation(SetLecturePreviewMutation, texts, setPreview);
