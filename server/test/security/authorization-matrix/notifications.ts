import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { ask, type MatrixArea, rule } from './callers';
import { OPEN, SIGNED_IN } from './outcomes';

/** A browser's push subscription: a fresh P-256 key and auth secret, at a push service that is never called. */
function pushSubscription() {
  const key = createECDH('prime256v1');
  key.generateKeys();
  return {
    endpoint: `https://push.example.test/${randomUUID()}`,
    keys: { p256dh: key.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * What the product tells a signed-in caller, and how: their inbox, their mail switches and reminders' break, their time
 * zone, their channels and browsers.
 */
export const notificationRows: MatrixArea = {
  graphql: {
    // The caller's own inbox: every signed-in caller has one (empty or not), and reaches no one else's items.
    'Query.inbox': rule(SIGNED_IN, (who) =>
      ask(who, 'query Inbox { inbox(first: 5) { totalCount edges { node { id } } } }'),
    ),
    'Query.inboxUnreadCount': rule(SIGNED_IN, (who) => ask(who, 'query Unread { inboxUnreadCount }')),
    'Mutation.markInboxRead': rule(SIGNED_IN, (who) => ask(who, 'mutation Mark { markInboxRead { unreadCount } }')),
    // The caller's own mail switches: no argument names another user.
    'Query.mailPreferences': rule(SIGNED_IN, (who) => ask(who, 'query Mails { mailPreferences { kind subscribed } }')),
    'Mutation.setMailPreference': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Mail { setMailPreference(kind: DISCUSSION_ANSWERS, subscribed: true) { subscribed } }'),
    ),
    // The caller's own break before an idle reminder: no argument names another user.
    'Query.idleReminder': rule(SIGNED_IN, (who) => ask(who, 'query Idle { idleReminder { days } }')),
    'Mutation.setIdleReminderDays': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Idle { setIdleReminderDays(days: 10) { days } }'),
    ),
    // The caller's own time zone, which their browser reports: no argument names another user.
    'Mutation.setTimeZone': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Zone { setTimeZone(timeZone: "Asia/Kolkata") { timeZone } }'),
    ),
    // The caller's own channels and browsers: the key is public, and an endpoint is only ever the caller's.
    'Query.notificationChannels': rule(SIGNED_IN, (who) =>
      ask(who, 'query Channels { notificationChannels { enabled } }'),
    ),
    'Mutation.setNotificationChannel': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Channel { setNotificationChannel(channel: PUSH, enabled: true) { enabled } }'),
    ),
    'Query.webPushPublicKey': rule(OPEN, (who) => ask(who, 'query PushKey { webPushPublicKey }')),
    'Mutation.subscribeToPush': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Push($input: PushSubscriptionInput!) { subscribeToPush(input: $input) { subscribed } }', {
        input: pushSubscription(),
      }),
    ),
    'Mutation.unsubscribeFromPush': rule(SIGNED_IN, (who) =>
      ask(who, 'mutation Unpush($endpoint: String!) { unsubscribeFromPush(endpoint: $endpoint) { subscribed } }', {
        endpoint: pushSubscription().endpoint,
      }),
    ),
  },
  rest: {},
};
