/**
 * Click-through of reminders: each weekly digest, idle reminder and web push a learner is sent, whether its tracked
 * link was opened, and each channel's share opened for the admins' dashboard. What the rest of the app uses.
 */
export {
  type ChannelClickThrough,
  clickThroughSince,
  deleteOldReminderMessages,
  messageOfDay,
  REMINDER_CHANNELS,
  type ReminderChannel,
  type ReminderMessageKey,
  recordSentReminders,
  type TrackedLinks,
  trackedLink,
} from './click-through';
export { clickThroughRouter } from './click-through.http';
export { ReminderMessage, type ReminderMessageTables } from './reminder-message.entity';
