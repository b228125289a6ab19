/**
 * The in-app inbox: what a learner is told (an answer to their question, a new lecture in a course they follow, a
 * certificate), written by those modules in the transaction of the change, and read, counted and marked read by its
 * learner. What the rest of the app uses.
 */
export { InboxItem, type InboxTables } from './inbox.entity';
export { InboxResolver } from './inbox.resolver';
export { addToInbox, afterInboxAdded, removeFromInbox } from './inbox.service';
export { PushResolver } from './push/push.resolver';
export { type PushChannel, sendPushJob } from './push/push-delivery';
export { PushSubscription } from './push/push-subscription.entity';
