import { Router } from 'express';
import type { AppDeps } from '../../shared/scope';
import { CLICK_PATH, clickDestination, readClickToken, recordReminderClick } from './click-through';

/**
 * The tracked links of reminders (click-through.ts): GET, a click in a mail, counts the message opened and redirects
 * to its page; POST, the service worker's beacon when a push notification is clicked, counts it and answers 204. A
 * token this server did not sign counts nothing, and the GET still lands on the page: a link is never a dead end.
 * Beside the client's pages, outside /api, as the certificate's PDF: a link a mail carries, with no session needed.
 */
export function clickThroughRouter(deps: Pick<AppDeps, 'orm' | 'config' | 'clock' | 'logger'>) {
  const router = Router();
  const count = async (token: string) => {
    const message = readClickToken(deps.config.appSecret, token);
    if (!message) return;
    try {
      await recordReminderClick(deps.orm.em.fork(), message, deps.clock.now());
    } catch (error) {
      // The learner came for the page: a click not counted is logged, never in their way.
      deps.logger.error({ component: 'reminders', err: error }, 'a reminder click was not counted');
    }
  };
  router.get(CLICK_PATH, async (req, res) => {
    await count(req.params.token);
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    res.redirect(302, clickDestination(deps.config, req.query.to));
  });
  router.post(CLICK_PATH, async (req, res) => {
    await count(req.params.token);
    res.set('Cache-Control', 'no-store').status(204).end();
  });
  return router;
}
