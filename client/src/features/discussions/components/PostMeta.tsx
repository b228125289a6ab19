import { Badge, HStack, Text } from '@chakra-ui/react';
import { discussionTexts } from '../discussionTexts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '3 hours ago', 'yesterday', 'now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

interface PostMetaProps {
  post: { authorName?: string | null; byInstructor: boolean; createdAt: unknown; editedAt?: unknown; hidden: boolean };
}

/** Who wrote a post and when, with the instructor badge and a moderator's hidden mark. */
export function PostMeta({ post }: PostMetaProps) {
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
      <Text fontWeight="semibold" color="fg">
        {post.authorName ?? discussionTexts.formerLearner}
      </Text>
      {post.byInstructor ? (
        <Badge colorPalette="gray" variant="solid" size="sm">
          {discussionTexts.instructor}
        </Badge>
      ) : null}
      <Text as="span">
        <time dateTime={String(post.createdAt)}>{timeAgo(String(post.createdAt))}</time>
        {post.editedAt ? ` · ${discussionTexts.edited}` : ''}
      </Text>
      {post.hidden ? (
        <Badge colorPalette="gray" size="sm">
          {discussionTexts.hidden}
        </Badge>
      ) : null}
    </HStack>
  );
}
