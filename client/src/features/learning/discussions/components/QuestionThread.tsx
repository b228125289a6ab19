import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Confirmation } from '../../../../components/ConfirmDialog';
import { LinesSkeleton } from '../../../../components/ui/screen-skeletons';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { QuestionThreadQuery } from '../discussionDocuments';
import { useDiscussionMutations } from '../mutations/useDiscussionMutations';
import { PostActions } from './PostActions';
import { PostBody } from './PostBody';
import { PostMeta } from './PostMeta';
import { ReplyForm } from './ReplyForm';

/** A question's answers (the accepted one marked), with accepting for the asker or an ADMIN, and the answer box. */
export function QuestionThread({
  questionId,
  confirm,
}: {
  questionId: string;
  confirm: (confirmation: Confirmation) => Promise<boolean>;
}) {
  const { t } = useTranslation('discussions');
  const session = useSession();
  const { data, loading, error } = useQuery(QuestionThreadQuery, { variables: { id: questionId } });
  const { accept } = useDiscussionMutations();
  const question = data?.discussionPost;
  if (!question) {
    return loading ? (
      <LinesSkeleton label={t('loadingAnswers')} lines={2} />
    ) : (
      <Text role="alert" fontSize="sm">
        {error?.message ?? t('failed')}
      </Text>
    );
  }
  const mayAccept = question.mine || session.role === 'ADMIN';
  const mayReply = !question.locked || session.role === 'ADMIN';
  return (
    <Stack gap="3" borderInlineStartWidth="2px" borderColor="brand.muted" ps={{ base: '3', md: '4' }}>
      {question.replies.map((reply) => {
        const accepted = question.acceptedReplyId === reply.id;
        return (
          <Box
            key={reply.id}
            as="article"
            aria-label={t('answerBy', { name: reply.authorName ?? t('formerLearner') })}
            p="3"
            rounded="md"
            bg={accepted ? 'green.subtle' : reply.byInstructor ? 'brand.subtle' : 'bg.subtle'}
            borderWidth={accepted ? '1px' : '0'}
            borderColor="green.muted"
          >
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <PostMeta post={reply} />
                {accepted ? (
                  <Badge colorPalette="green" variant="solid" size="sm">
                    {t('accepted')}
                  </Badge>
                ) : null}
              </HStack>
              <PostBody text={reply.body} />
              <HStack gap="1" wrap="wrap">
                <PostActions post={reply} confirm={confirm} />
                {mayAccept ? (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="green"
                    onClick={() => void accept(reply.id, !accepted)}
                  >
                    {accepted ? t('unaccept') : t('accept')}
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </Box>
        );
      })}
      {mayReply ? (
        <ReplyForm questionId={question.id} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('lockedNote')}
        </Text>
      )}
    </Stack>
  );
}
