import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
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

export const PUBLISHING_NOTICES = {
  publish: { loading: 'Publishing the course', success: 'Course published', failure: 'Failed to publish the course' },
  unpublish: {
    loading: 'Unpublishing the course',
    success: 'Course unpublished: only admins see it now',
    failure: 'Failed to unpublish the course',
  },
};

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
 * updates the cached course; the catalogue pages are dropped, as the course's place in learners' lists changed.
 */
export const usePublishCourseMutation = () =>
  useNoticedMutation(PublishCourseMutation, PUBLISHING_NOTICES.publish, publish, { update: dropCatalogue });

/** Makes a course a DRAFT again; learners' progress is kept. */
export const useUnpublishCourseMutation = () =>
  useNoticedMutation(UnpublishCourseMutation, PUBLISHING_NOTICES.unpublish, unpublish, { update: dropCatalogue });

export const SetCourseViewingRequirementMutation = graphql(`
  mutation SetCourseViewingRequirementMutation($id: ID!, $required: Boolean!) {
    setCourseViewingRequirement(id: $id, requireVerifiedViewing: $required) {
      id
      requireVerifiedViewing
    }
  }
`);

const viewingNotices = (_id: string, required: boolean) => ({
  loading: 'Saving the certificate rule',
  success: required
    ? 'Certificates now wait for verified viewing of every lecture'
    : 'Certificates no longer wait for verified viewing',
  failure: 'Failed to save the certificate rule',
});

async function setViewingRequirement(
  mutate: Mutate<typeof SetCourseViewingRequirementMutation>,
  id: string,
  required: boolean,
) {
  const { data } = await mutate({ variables: { id, required } });
  if (!data) throw new Error('No data');
}

/** Whether the course's certificate waits for every lecture's verified completion; the answer updates the cache. */
export const useSetCourseViewingRequirementMutation = () =>
  useNoticedMutation(SetCourseViewingRequirementMutation, viewingNotices, setViewingRequirement);
