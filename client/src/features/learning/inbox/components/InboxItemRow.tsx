import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Circle, Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FiAward, FiMessageCircle, FiPlayCircle, FiUsers } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../../gql';
import type { InboxItemRow_ItemFragment } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';

export const InboxItemRowFragment = graphql(`
  fragment InboxItemRow_item on InboxItem {
    id
    kind
    createdAt
    read
    courseId
    courseTitle
    lectureId
    lectureTitle
    questionId
    questionTitle
    actorName
    certificateCode
    pathTitle
    teamName
    invitationId
  }
`);

type Item = InboxItemRow_ItemFragment;

const ICONS = {
  QUESTION_ANSWERED: FiMessageCircle,
  NEW_LECTURE: FiPlayCircle,
  CERTIFICATE_ISSUED: FiAward,
  TEAM_INVITATION: FiUsers,
};

/** Where an item leads: the lecture (its Q&A for an answer), the certificate, or the team invitation's join page. */
export function inboxItemTarget(item: Item): string {
  if (item.kind === 'CERTIFICATE_ISSUED' && item.certificateCode) {
    return `/certificate?code=${encodeURIComponent(item.certificateCode)}`;
  }
  if (item.kind === 'TEAM_INVITATION' && item.invitationId) {
    return `/team/join?invitation=${encodeURIComponent(item.invitationId)}`;
  }
  const lecture = item.lectureId ? `&lecture=${encodeURIComponent(item.lectureId)}` : '';
  return `/course/displaylecture?course=${encodeURIComponent(item.courseId ?? '')}${lecture}`;
}

/** What an item says, in the reader's language. */
export function inboxItemText(item: Item, t: TFunction<'inbox'>): string {
  switch (item.kind) {
    case 'QUESTION_ANSWERED':
      return t('items.QUESTION_ANSWERED', { name: item.actorName, question: item.questionTitle });
    case 'NEW_LECTURE':
      return t('items.NEW_LECTURE', { course: item.courseTitle, lecture: item.lectureTitle });
    case 'CERTIFICATE_ISSUED':
      return t('items.CERTIFICATE_ISSUED', { course: item.courseTitle ?? item.pathTitle });
    case 'TEAM_INVITATION':
      return t('items.TEAM_INVITATION', { name: item.actorName, team: item.teamName });
  }
}

/**
 * One item: its kind's icon, what it says, where (course and lecture) and when; an unread one is marked with a dot and
 * a tint. The whole row opens it, and `onOpen` marks it read.
 */
export function InboxItemRow({
  item: ref,
  onOpen,
}: {
  item: FragmentType<typeof InboxItemRowFragment>;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('inbox');
  const format = useFormat();
  const { data: item, complete } = useFragment({ fragment: InboxItemRowFragment, from: ref });
  if (!complete) return null;
  const Icon = ICONS[item.kind];
  const where =
    item.kind === 'CERTIFICATE_ISSUED'
      ? t('certificateWhere')
      : item.kind === 'TEAM_INVITATION'
        ? t('teamWhere')
        : item.lectureTitle
          ? t('where', { course: item.courseTitle, lecture: item.lectureTitle })
          : item.courseTitle;
  return (
    <LinkBox
      as="li"
      display="flex"
      gap="3"
      alignItems="flex-start"
      px={{ base: '3', md: '4' }}
      py="3"
      rounded="lg"
      bg={item.read ? 'transparent' : 'brand.subtle'}
      _hover={{ bg: 'bg.muted' }}
      transition="background 0.15s"
    >
      <Circle size="10" bg={item.read ? 'bg.muted' : 'brand.solid'} color={item.read ? 'fg.muted' : 'brand.contrast'}>
        <Icon aria-hidden />
      </Circle>
      <Stack gap="0.5" flex="1" minW="0">
        <LinkOverlay asChild fontWeight={item.read ? 'normal' : 'semibold'} lineClamp={2}>
          <RouterLink
            to={inboxItemTarget(item)}
            onClick={() => {
              if (!item.read) onOpen(item.id);
            }}
          >
            {inboxItemText(item, t)}
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" truncate>
          {where}
        </Text>
      </Stack>
      <Flex direction="column" align="flex-end" gap="2" flexShrink={0}>
        <Text asChild fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          <time dateTime={item.createdAt}>{format.timeAgo(item.createdAt)}</time>
        </Text>
        {item.read ? null : (
          <Box boxSize="2.5" rounded="full" bg="brand.solid">
            <Text srOnly>{t('unread')}</Text>
          </Box>
        )}
      </Flex>
    </LinkBox>
  );
}
