import { graphql } from '../../../gql';

/** A page of the learner's inbox (newest first), and how many items are unread. */
export const InboxPageQuery = graphql(`
  query InboxPageQuery($after: String) {
    inbox(first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...InboxItemRow_item
        }
      }
    }
    inboxUnreadCount
  }
`);

/** The header's badge. */
export const InboxUnreadCountQuery = graphql(`
  query InboxUnreadCountQuery {
    inboxUnreadCount
  }
`);

/** Marks the named items read (all without ids); the cache takes each item's `read` and the new count. */
export const MarkInboxReadMutation = graphql(`
  mutation MarkInboxReadMutation($ids: [ID!]) {
    markInboxRead(ids: $ids) {
      unreadCount
      items {
        id
        read
      }
    }
  }
`);
