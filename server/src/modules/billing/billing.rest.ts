import { Router } from 'express';
import { authenticated, crossSiteGuard, jsonBody, requestScope, requiredQueryParam, textFields } from '../../http/rest';
import { badInput } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
import { messages } from './billing.policy';
import { verifyBody } from './billing.rest-schemas';
import { cancelSubscription } from './cancellation.service';
import { confirmCheckout, confirmSubscription } from './checkout-confirmation.service';

/** `payments*` of the subscription after checkout: confirmation and cancellation (the webhook: billing.http.ts). */
export function billingRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { sameSiteGet } = crossSiteGuard(deps.config);

  router.post('/payments/verify', authenticated, jsonBody, async (req, res) => {
    const subscriptionId = textFields(verifyBody, req).subscription_id.trim();
    if (!subscriptionId) throw badInput('subscription_id is required', 'subscription_id');
    const confirmation = await confirmSubscription(scope(req), subscriptionId, 'subscription_id');
    res.json({ success: true, message: messages.subscriptionActive, subscriptionId: confirmation.subscriptionId });
  });

  // The spec's GETs that change state are refused when another site starts them.
  router.get('/payments/get-subscription', authenticated, sameSiteGet, async (req, res) => {
    const confirmation = await confirmCheckout(scope(req), requiredQueryParam(req, 'session_id'), 'session_id');
    res.json({ success: true, subscriptionId: confirmation.subscriptionId, message: messages.subscriptionActive });
  });

  router.get('/payments/unsubscribe', authenticated, sameSiteGet, async (req, res) => {
    const { refunded } = await cancelSubscription(scope(req));
    res.json({ success: true, message: messages.cancellationSuccessful, refunded });
  });

  return router;
}
