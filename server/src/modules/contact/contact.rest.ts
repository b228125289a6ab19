import { Router } from 'express';
import { bodyFields, jsonBody, requestScope, text } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { CONTACT_SUBMITTED_MESSAGE } from './contact.messages';
import { submitContact } from './contact.service';

/** `POST /contact`: the public contact form. */
export function contactRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.post('/contact', jsonBody, async (req, res) => {
    const fields = bodyFields(req);
    const input = { name: text(fields, 'name'), email: text(fields, 'email'), message: text(fields, 'message') };
    await submitContact(scope(req), input);
    res.json({ success: true, message: CONTACT_SUBMITTED_MESSAGE });
  });

  return router;
}
