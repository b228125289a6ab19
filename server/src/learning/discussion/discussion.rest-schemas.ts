import { z } from 'zod';
import { restOperations, successBody } from '../../http/rest';

export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/** RFC 8058 one-click unsubscribe: what a mail client POSTs to the List-Unsubscribe address. */
export const discussionRestOperations = restOperations({
  method: 'post',
  path: UNSUBSCRIBE_PATH,
  operationId: 'unsubscribeFromMail',
  summary: 'One-click unsubscribe from a kind of mail',
  description:
    "The address of a mail's List-Unsubscribe header (with List-Unsubscribe-Post: List-Unsubscribe=One-Click). The " +
    'signed token in the query names the user and the kind of mail; no sign-in. Idempotent.',
  tag: 'user',
  access: 'public',
  query: z.object({ token: z.string().max(200).describe("The signed token of the mail's link.") }),
  responses: {
    200: {
      description: 'Unsubscribed.',
      body: successBody({ message: z.string() }),
    },
  },
  errors: [400],
});
