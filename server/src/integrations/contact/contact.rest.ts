import { Router } from 'express';
import { jsonBody, requestScope, textFields } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { CONTACT_SUBMITTED_MESSAGE } from './contact.messages';
import { contactBody } from './contact.rest-schemas';
import { submitContact } from './contact.service';

/** `POST /contact`: the public contact form. */
export function contactRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.post('/contact', jsonBody, async (req, res) => {
    const input = textFields(contactBody, req);
    await submitContact(scope(req), input);
    res.json({ success: true, message: CONTACT_SUBMITTED_MESSAGE });
  });

  return router;
}
