import type { ApolloCache, ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { TFunction } from 'i18next';
import { graphql } from '../../../../gql';
import { withNotices } from '../../../../shared/withNotices';
import { CourseProgressQuery } from '../../../catalog/courses/courseProgress';
import { sendOnExit } from '../sendOnExit';

export const SaveLectureProgressMutation = graphql(`
  mutation SaveLectureProgressMutation($lectureId: ID!, $positionSeconds: Float!) {
    saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) {
      lectureId
      positionSeconds
      completed
      updatedAt
    }
  }
`);

/** Whether the cache holds the lecture as completed: a save that changes it changes the course's progress. */
const LectureCompletedFragment = graphql(`
  # eslint-disable-next-line @graphql-eslint/no-unused-fragments -- read from the cache, never sent
  fragment LectureProgress_completed on LectureProgress {
    lectureId
    completed
  }
`);

const wasCompleted = (client: ApolloClient, lectureId: string) =>
  client.readFragment({ fragment: LectureCompletedFragment, from: { __typename: 'LectureProgress', lectureId } })
    ?.completed ?? false;

/**
 * The course's progress on screen (lecture screen, description) counts completed lectures out of the READY ones: ask it
 * again when either changes.
 */
export const refreshCourseProgress = (client: ApolloClient) =>
  client.refetchQueries({ include: [CourseProgressQuery] }).catch(() => undefined);

export const SetLectureCompletedMutation = graphql(`
  mutation SetLectureCompletedMutation($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) {
      lectureId
      positionSeconds
      completed
      updatedAt
    }
  }
`);

/**
 * Points the cached lecture (and its curriculum entry) at the progress just saved: a lecture never played before has
 * `progress: null` in the cache, which the answer's normalized LectureProgress (keyed by lectureId) does not replace.
 */
function linkProgress(cache: ApolloCache, lectureId: string) {
  for (const __typename of ['Lecture', 'CurriculumLecture'] as const) {
    const id = cache.identify({ __typename, id: lectureId });
    if (!id) continue;
    cache.modify({
      id,
      fields: { progress: (_, { toReference }) => toReference({ __typename: 'LectureProgress', lectureId }) },
    });
  }
}

/**
 * Saves where the learner is in a lecture. Progress is a convenience: a failure (offline, rate limited, the lecture
 * deleted) is ignored and never interrupts playback. Resolves whether the lecture is now completed (null on failure).
 */
export async function saveLectureProgress(
  client: ApolloClient,
  lectureId: string,
  positionSeconds: number,
): Promise<boolean | null> {
  try {
    const before = wasCompleted(client, lectureId);
    const { data } = await client.mutate({
      mutation: SaveLectureProgressMutation,
      variables: { lectureId, positionSeconds },
      update: (cache) => linkProgress(cache, lectureId),
    });
    const completed = data?.saveLectureProgress.completed ?? null;
    if (completed !== null && completed !== before) void refreshCourseProgress(client);
    return completed;
  } catch {
    return null;
  }
}

/**
 * Marks a lecture completed or not by hand; the cached lecture shows the answer. A failure says so in a notice ('Failed
 * to save whether the lecture is complete', in the player's language: `t` is the calling component's). Resolves whether
 * it was saved.
 */
export async function setLectureCompleted(
  t: TFunction<'player'>,
  client: ApolloClient,
  lectureId: string,
  completed: boolean,
) {
  const outcome = await withNotices({ failure: t('details.completionFailed') }, async () => {
    const { data } = await client.mutate({
      mutation: SetLectureCompletedMutation,
      variables: { lectureId, completed },
      update: (cache) => linkProgress(cache, lectureId),
    });
    if (!data) throw new Error('No data');
  });
  if (outcome.ok) void refreshCourseProgress(client);
  return outcome.ok;
}

const SAVE_DOCUMENT = print(SaveLectureProgressMutation);

/**
 * The last save as the page is hidden or closed (sendOnExit). Without keepalive quota left it is not sent: the
 * periodic saves remain.
 */
export function saveLectureProgressOnExit(lectureId: string, positionSeconds: number) {
  sendOnExit(SAVE_DOCUMENT, { lectureId, positionSeconds });
}
