import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';

interface PostMetaProps {
  post: { authorName?: string | null; byInstructor: boolean; createdAt: unknown; editedAt?: unknown; hidden: boolean };
}

/** Who wrote a post and when, with the instructor badge and a moderator's hidden mark. */
export function PostMeta({ post }: PostMetaProps) {
  const { t } = useTranslation('discussions');
  const format = useFormat();
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
      <Text fontWeight="semibold" color="fg">
        {post.authorName ?? t('formerLearner')}
      </Text>
      {post.byInstructor ? (
        <Badge colorPalette="gray" variant="solid" size="sm">
          {t('instructor')}
        </Badge>
      ) : null}
      <Text as="span">
        <time dateTime={String(post.createdAt)}>{format.timeAgo(String(post.createdAt))}</time>
        {post.editedAt ? ` · ${t('edited')}` : ''}
      </Text>
      {post.hidden ? (
        <Badge colorPalette="gray" size="sm">
          {t('hidden')}
        </Badge>
      ) : null}
    </HStack>
  );
}
