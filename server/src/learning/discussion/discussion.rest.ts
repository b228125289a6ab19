import { MAIL_KIND_LABELS } from '@coursehub/shared';
import { Router } from 'express';
import { requestScope, requiredQueryParam } from '../../http/rest';
import { changeMailSubscription } from '../../identity/user/mail-preferences.service';
import type { AppDeps } from '../../shared/scope';

/** RFC 8058 one-click unsubscribe: mail clients POST here (List-Unsubscribe-Post), from their servers, unsigned-in. */
export function discussionRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.post('/mail/unsubscribe', async (req, res) => {
    const { kind } = await changeMailSubscription(scope(req), requiredQueryParam(req, 'token'), false);
    res.json({ success: true, message: `You will no longer get ${MAIL_KIND_LABELS[kind]}.` });
  });

  return router;
}
