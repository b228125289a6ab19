import { z } from 'zod';
import { restOperations, successBody } from '../../http/rest';
import { CONTACT_SUBMITTED_MESSAGE } from './contact.messages';

export const contactBody = z.object({ name: z.string(), email: z.string(), message: z.string() });

/** `POST /contact` as the OpenAPI document shows it. */
export const contactRestOperations = restOperations({
  method: 'post',
  path: '/contact',
  operationId: 'submitContact',
  summary: 'Send a message through the contact form',
  tag: 'contact',
  access: 'public',
  body: { type: 'json', schema: contactBody },
  responses: {
    200: { description: 'Received.', body: successBody({ message: z.literal(CONTACT_SUBMITTED_MESSAGE) }) },
  },
  errors: [400, 413, 415, 429],
});
