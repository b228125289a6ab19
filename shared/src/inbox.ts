/**
 * What the in-app inbox tells a learner: an answer to their question, a new lecture in a course they follow (one they
 * have started), a certificate issued to them, an invitation to a team mailed to their address.
 */
export const INBOX_KINDS = ['QUESTION_ANSWERED', 'NEW_LECTURE', 'CERTIFICATE_ISSUED', 'TEAM_INVITATION'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** How many of a learner's newest items the inbox keeps: older ones go when new ones come. */
export const INBOX_KEPT = 200;

/** A page of the inbox, and the header's preview of it. */
export const INBOX_PAGE_SIZE = 20;

export const inboxMessages = {
  notYours: 'Inbox item not found',
} as const;
