import { Router } from 'express';
import { authenticated, crossSiteGuard, jsonBody, requestScope, requiredQueryParam, textFields } from '../../http/rest';
import { badInput } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
import { messages } from './billing.policy';
import { verifyBody } from './billing.rest-schemas';
import { cancelSubscription, previewCancellation } from './cancellation.service';
import { refundForDisplay } from './cancellation-display';
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
    const result = await cancelSubscription(scope(req));
    res.json({
      success: true,
      message: messages.cancellationSuccessful,
      refunded: result.refund !== null,
      outcome: result.outcome,
      accessEndsAt: result.accessEndsAt.toISOString(),
      refund: refundForDisplay(result.refund),
    });
  });

  router.get('/payments/cancellation-preview', authenticated, async (req, res) => {
    const preview = await previewCancellation(scope(req));
    res.json({
      success: true,
      outcome: preview.outcome,
      accessEndsAt: preview.accessEndsAt.toISOString(),
      refund: refundForDisplay(preview.refund),
      refundWindowEndsAt: preview.refundWindowEndsAt?.toISOString() ?? null,
    });
  });

  return router;
}
