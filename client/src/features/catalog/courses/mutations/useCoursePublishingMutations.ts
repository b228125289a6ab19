import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';
import { dropCatalogue } from './catalogCache';

export const PublishCourseMutation = graphql(`
  mutation PublishCourseMutation($id: ID!) {
    publishCourse(id: $id) {
      id
      status
      autoPublish
    }
  }
`);

export const UnpublishCourseMutation = graphql(`
  mutation UnpublishCourseMutation($id: ID!) {
    unpublishCourse(id: $id) {
      id
      status
      autoPublish
    }
  }
`);

async function publish(mutate: Mutate<typeof PublishCourseMutation>, id: string) {
  const { data } = await mutate({ variables: { id } });
  if (!data) throw new Error('No data');
}

async function unpublish(mutate: Mutate<typeof UnpublishCourseMutation>, id: string) {
  const { data } = await mutate({ variables: { id } });
  if (!data) throw new Error('No data');
}

/**
 * Publishes a DRAFT (the server refuses one without a ready lecture, and says so in the failure notice). The answer
 * updates the cached course; the catalogue pages are dropped, as the course's place in learners' lists changed. The
 * publishing notices are the authoring texts: only an admin's screen mounts these hooks.
 */
export function usePublishCourseMutation() {
  const { t } = useTranslation('authoring');
  const texts = useMemo(
    () => ({
      loading: t('course.notices.publishing'),
      success: t('course.notices.published'),
      failure: t('course.notices.publishFailed'),
    }),
    [t],
  );
  return useNoticedMutation(PublishCourseMutation, texts, publish, { update: dropCatalogue });
}

/** Makes a course a DRAFT again; learners' progress is kept. */
export function useUnpublishCourseMutation() {
  const { t } = useTranslation('authoring');
  const texts = useMemo(
    () => ({
      loading: t('course.notices.unpublishing'),
      success: t('course.notices.unpublished'),
      failure: t('course.notices.unpublishFailed'),
    }),
    [t],
  );
  return useNoticedMutation(UnpublishCourseMutation, texts, unpublish, { update: dropCatalogue });
}

export const SetCourseViewingRequirementMutation = graphql(`
  mutation SetCourseViewingRequirementMutation($id: ID!, $required: Boolean!) {
    setCourseViewingRequirement(id: $id, requireVerifiedViewing: $required) {
      id
      requireVerifiedViewing
    }
  }
`);

async function setViewingRequirement(
  mutate: Mutate<typeof SetCourseViewingRequirementMutation>,
  id: string,
  required: boolean,
) {
  const { data } = await mutate({ variables: { id, required } });
  if (!data) throw new Error('No data');
}

/** Whether the course's certificate waits for every lecture's verified completion; the answer updates the cache. */
export function useSetCourseViewingRequirementMutation() {
  const { t } = useTranslation('authoring');
  const texts = useCallback(
    (_id: string, required: boolean) => ({
      loading: t('course.notices.savingViewing'),
      success: required ? t('course.notices.viewingRequired') : t('course.notices.viewingNotRequired'),
      failure: t('course.notices.viewingFailed'),
    }),
    [t],
  );
  return useNoticedMutation(SetCourseViewingRequirementMutation, texts, setViewingRequirement);
}
