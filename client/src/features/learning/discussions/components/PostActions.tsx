import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiArrowUp } from 'react-icons/fi';
import type { Confirmation } from '../../../../components/ConfirmDialog';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { useDiscussionMutations } from '../mutations/useDiscussionMutations';

interface PostActionsProps {
  post: {
    id: string;
    parentId?: string | null;
    upvotes: number;
    upvotedByMe: boolean;
    mine: boolean;
    hidden: boolean;
    locked: boolean;
  };
  /** Asked before a delete (the page's confirmation dialog). */
  confirm: (confirmation: Confirmation) => Promise<boolean>;
}

/** Upvote (others' posts), delete (own posts, or any for an ADMIN), report, and an ADMIN's moderation. */
export function PostActions({ post, confirm }: PostActionsProps) {
  const { t } = useTranslation('discussions');
  const session = useSession();
  const isAdmin = session.role === 'ADMIN';
  const { upvote, remove, report, moderate } = useDiscussionMutations();
  return (
    <HStack gap="1" wrap="wrap">
      <Button
        size="xs"
        variant={post.upvotedByMe ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={post.upvotedByMe}
        aria-label={t(post.upvotedByMe ? 'removeUpvote' : 'upvote', { upvotes: post.upvotes })}
        disabled={post.mine}
        onClick={() => void upvote(post)}
      >
        <FiArrowUp aria-hidden /> {post.upvotes}
      </Button>
      {post.mine || isAdmin ? (
        <Button
          size="xs"
          variant="ghost"
          onClick={async () => {
            if (await confirm({ title: t('delete'), message: t('deleteConfirm'), confirmLabel: t('delete') })) {
              await remove(post.id);
            }
          }}
        >
          {t('delete')}
        </Button>
      ) : (
        <Button size="xs" variant="ghost" onClick={() => void report(post.id)}>
          {t('report')}
        </Button>
      )}
      {isAdmin ? (
        <>
          <Button size="xs" variant="ghost" onClick={() => void moderate(post.id, post.hidden ? 'UNHIDE' : 'HIDE')}>
            {post.hidden ? t('unhide') : t('hide')}
          </Button>
          {post.parentId ? null : (
            <Button size="xs" variant="ghost" onClick={() => void moderate(post.id, post.locked ? 'UNLOCK' : 'LOCK')}>
              {post.locked ? t('unlock') : t('lock')}
            </Button>
          )}
        </>
      ) : null}
    </HStack>
  );
}
