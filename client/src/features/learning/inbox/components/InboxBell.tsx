import { useQuery } from '@apollo/client/react';
import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiBell } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { InboxUnreadCountQuery } from '../inboxDocuments';

/** How often an open tab asks whether something new came (not while it is hidden). */
const POLL_MS = 60_000;

/** The header's way to the inbox, with a badge of the unread items (9+ beyond nine). */
export function InboxBell() {
  const { t } = useTranslation('shell');
  const { data } = useQuery(InboxUnreadCountQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
    skipPollAttempt: () => document.hidden,
  });
  const unread = data?.inboxUnreadCount ?? 0;
  return (
    <IconButton
      asChild
      variant="ghost"
      size={{ base: 'sm', md: 'md' }}
      colorPalette="gray"
      rounded="full"
      aria-label={unread ? t('inboxUnread', { count: unread }) : t('inbox')}
    >
      <RouterLink to="/inbox">
        <Box position="relative">
          <FiBell aria-hidden />
          {unread ? (
            <Float placement="top-end" offsetX="0.5" offsetY="0.5">
              <Badge
                aria-hidden
                variant="solid"
                colorPalette="red"
                size="xs"
                rounded="full"
                minW="4"
                justifyContent="center"
              >
                {unread > 9 ? '9+' : unread}
              </Badge>
            </Float>
          ) : null}
        </Box>
      </RouterLink>
    </IconButton>
  );
}
