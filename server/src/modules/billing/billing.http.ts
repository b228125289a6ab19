import express, { Router } from 'express';
import { crossSiteGuard } from '../../http/rest';
import { testCheckoutRouter } from '../../payments/test-checkout.router';
import { TestModePaymentProvider } from '../../payments/test-mode.provider';
import type { AppDeps } from '../../shared/scope';
import { PaymentNotRecordedYet } from './charge-sync';
import { applyProviderEvent, handleWebhook } from './webhook.service';

export const WEBHOOK_PATH = '/api/v1/payments/webhook';

/**
 * The provider-facing HTTP routes: the webhook (its own raw body parser, since the signature
 * covers the exact bytes; mount this before any JSON parser) and, in test mode, the checkout page and the billing
 * page with its development controls (test mode exists only outside production: TestModePaymentProvider refuses it).
 */
export function paymentsHttpRouter(deps: AppDeps) {
  const router = Router();
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const outcome = await handleWebhook(deps, body, req.get('stripe-signature'));
      req.log.info({ outcome }, 'payments webhook');
      res.json({ received: true, outcome });
    } catch (error) {
      if (!(error instanceof PaymentNotRecordedYet)) throw error;
      // Expected now and then (a charge event overtaking its invoice's): Stripe retries any answer but 2xx.
      req.log.warn({ reason: error.message }, 'payments webhook deferred');
      res.status(503).json({ received: false, retry: true });
    }
  });
  if (deps.payments instanceof TestModePaymentProvider) {
    const { unsafeRefusal } = crossSiteGuard(deps.config);
    const crossSite = (req: express.Request) => unsafeRefusal(req) !== null;
    router.use(testCheckoutRouter(deps.payments, deps.config, crossSite, (event) => applyProviderEvent(deps, event)));
  }
  return router;
}
