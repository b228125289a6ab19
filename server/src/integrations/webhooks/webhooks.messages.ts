import { WEBHOOK_EVENT_TYPE_NAMES } from '@coursehub/shared';

/** The webhooks module's texts (not in the spec; chosen for this platform). */
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the full URL of your receiver, starting with https://',
  urlNotHttps: 'The URL must start with https://',
  urlHasCredentials: 'Put no user name or password in the URL: check the signature instead',
  urlRefused: (reason: string) =>
    `Webhooks cannot be sent to this URL: ${reason}. Enter an address of your receiver that is reachable from the internet.`,
  descriptionTooLong: 'Keep the description under 200 characters',
  eventTypesRequired: 'Choose at least one event',
  unknownEventType: (type: string) => `Unknown event: ${type}. Known events: ${WEBHOOK_EVENT_TYPE_NAMES.join(', ')}`,
  tooManyEndpoints: (max: number) => `At most ${max} endpoints: delete one you no longer use`,
  endpointDisabled: 'Enable the endpoint before sending to it',
  endpointDeleted: 'Endpoint deleted',
  replayQueued: 'Delivery queued again',
  testQueued: 'Test event queued',
} as const;
