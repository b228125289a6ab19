import { useMutation } from '@apollo/client/react';
import { InboxUnreadCountQuery, MarkInboxReadMutation } from './inboxDocuments';

/**
 * Marks inbox items read (all of them without ids). The items' `read` flags follow in the cache by their ids; the
 * unread count, a root field, is written here, so the header's badge and the page agree at once.
 */
export function useMarkInboxRead() {
  const [mark, state] = useMutation(MarkInboxReadMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({ query: InboxUnreadCountQuery, data: { inboxUnreadCount: data.markInboxRead.unreadCount } });
    },
  });
  return [(ids?: string[]) => mark({ variables: { ids: ids ?? null } }), state] as const;
}
