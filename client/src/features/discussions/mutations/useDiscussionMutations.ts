import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { DiscussionSort, ModerationAction } from '../../../gql/graphql';
import { withNotices } from '../../../shared/withNotices';
import {
  AcceptAnswerMutation,
  AskQuestionMutation,
  DeletePostMutation,
  ModeratePostMutation,
  ReplyToPostMutation,
  ReportPostMutation,
  UpvotePostMutation,
} from '../discussionDocuments';
import { discussionTexts } from '../discussionTexts';

/** The lists a new or removed post changes: counts and orders are the server's to say (refetched, not guessed). */
const { notices } = discussionTexts;

const LISTS = ['LectureQuestionsQuery', 'QuestionThreadQuery', 'UnansweredQuestionsQuery'];

export type { DiscussionSort };

/**
 * Every write of the Q&A, each under its notices. Toggles (upvote, accept, moderate) return the changed fields and
 * let the cache normalise them; creates and deletes refetch the lists on screen. Each resolves true on success.
 */
export function useDiscussionMutations() {
  const [askMutate, askState] = useMutation(AskQuestionMutation, { refetchQueries: LISTS });
  const [replyMutate, replyState] = useMutation(ReplyToPostMutation, { refetchQueries: LISTS });
  const [upvoteMutate] = useMutation(UpvotePostMutation);
  const [acceptMutate] = useMutation(AcceptAnswerMutation, { refetchQueries: ['UnansweredQuestionsQuery'] });
  const [deleteMutate] = useMutation(DeletePostMutation, { refetchQueries: LISTS });
  const [moderateMutate] = useMutation(ModeratePostMutation, { refetchQueries: LISTS });
  const [reportMutate] = useMutation(ReportPostMutation);

  const ask = useCallback(
    async (lectureId: string, input: { title: string; body: string; videoSeconds: number | null }) =>
      (await withNotices(notices.ask, () => askMutate({ variables: { lectureId, input } }))).ok,
    [askMutate],
  );
  const reply = useCallback(
    async (postId: string, body: string) =>
      (await withNotices(notices.reply, () => replyMutate({ variables: { postId, body } }))).ok,
    [replyMutate],
  );
  const upvote = useCallback(
    async (post: { id: string; upvotes: number; upvotedByMe: boolean }) => {
      const upvoted = !post.upvotedByMe;
      return (
        await withNotices(notices.upvote, () =>
          upvoteMutate({
            variables: { id: post.id, upvoted },
            optimisticResponse: {
              upvotePost: {
                __typename: 'Post',
                id: post.id,
                upvotes: post.upvotes + (upvoted ? 1 : -1),
                upvotedByMe: upvoted,
              },
            },
          }),
        )
      ).ok;
    },
    [upvoteMutate],
  );
  const accept = useCallback(
    async (replyId: string, accepted: boolean) =>
      (await withNotices(notices.accept, () => acceptMutate({ variables: { replyId, accepted } }))).ok,
    [acceptMutate],
  );
  const remove = useCallback(
    async (id: string) => (await withNotices(notices.delete, () => deleteMutate({ variables: { id } }))).ok,
    [deleteMutate],
  );
  const moderate = useCallback(
    async (id: string, action: ModerationAction) =>
      (await withNotices(notices.moderate, () => moderateMutate({ variables: { id, action } }))).ok,
    [moderateMutate],
  );
  const report = useCallback(
    async (id: string) => (await withNotices(notices.report, () => reportMutate({ variables: { id } }))).ok,
    [reportMutate],
  );
  return {
    ask,
    asking: askState.loading,
    reply,
    replying: replyState.loading,
    upvote,
    accept,
    remove,
    moderate,
    report,
  };
}
