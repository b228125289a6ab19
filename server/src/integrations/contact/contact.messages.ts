import { messages } from '@coursehub/shared';

/** The spec's answer to a contact form, sent by both transports' adapters (never by the service). */
export const CONTACT_SUBMITTED_MESSAGE = messages.contactSubmitted;
