import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscussionSort, ModerationAction } from '../../../../gql/graphql';
import { withNotices } from '../../../../shared/withNotices';
import {
  AcceptAnswerMutation,
  AskQuestionMutation,
  DeletePostMutation,
  ModeratePostMutation,
  ReplyToPostMutation,
  ReportPostMutation,
  UpvotePostMutation,
} from '../discussionDocuments';

/** The lists a new or removed post changes: counts and orders are the server's to say (refetched, not guessed). */
const LISTS = ['LectureQuestionsQuery', 'QuestionThreadQuery', 'UnansweredQuestionsQuery'];

export type { DiscussionSort };

/**
 * Every write of the Q&A, each under its notices. Toggles (upvote, accept, moderate) return the changed fields and
 * let the cache normalise them; creates and deletes refetch the lists on screen. Each resolves true on success.
 */
export function useDiscussionMutations() {
  const { t } = useTranslation('discussions');
  const notices = useMemo(
    () => ({
      ask: { loading: t('notices.ask.loading'), success: t('notices.ask.success'), failure: t('notices.ask.failure') },
      reply: {
        loading: t('notices.reply.loading'),
        success: t('notices.reply.success'),
        failure: t('notices.reply.failure'),
      },
      upvote: { failure: t('notices.upvote.failure') },
      accept: { success: t('notices.accept.success'), failure: t('notices.accept.failure') },
      delete: { success: t('notices.delete.success'), failure: t('notices.delete.failure') },
      moderate: { success: t('notices.moderate.success'), failure: t('notices.moderate.failure') },
      report: { success: t('notices.report.success'), failure: t('notices.report.failure') },
    }),
    [t],
  );
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
    [askMutate, notices],
  );
  const reply = useCallback(
    async (postId: string, body: string) =>
      (await withNotices(notices.reply, () => replyMutate({ variables: { postId, body } }))).ok,
    [replyMutate, notices],
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
    [upvoteMutate, notices],
  );
  const accept = useCallback(
    async (replyId: string, accepted: boolean) =>
      (await withNotices(notices.accept, () => acceptMutate({ variables: { replyId, accepted } }))).ok,
    [acceptMutate, notices],
  );
  const remove = useCallback(
    async (id: string) => (await withNotices(notices.delete, () => deleteMutate({ variables: { id } }))).ok,
    [deleteMutate, notices],
  );
  const moderate = useCallback(
    async (id: string, action: ModerationAction) =>
      (await withNotices(notices.moderate, () => moderateMutate({ variables: { id, action } }))).ok,
    [moderateMutate, notices],
  );
  const report = useCallback(
    async (id: string) => (await withNotices(notices.report, () => reportMutate({ variables: { id } }))).ok,
    [reportMutate, notices],
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
