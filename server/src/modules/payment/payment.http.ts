import express, { Router } from 'express';
import { crossSiteGuard } from '../../http/rest';
import { testCheckoutRouter } from '../../payments/test-checkout.router';
import { TestModePaymentProvider } from '../../payments/test-mode.provider';
import type { AppDeps } from '../../shared/scope';
import { handleWebhook } from './webhook.service';

export const WEBHOOK_PATH = '/api/v1/payments/webhook';

/**
 * The provider-facing HTTP routes: the webhook (its own raw body parser, since the signature
 * covers the exact bytes; mount this before any JSON parser) and, in test mode, the checkout page.
 */
export function paymentsHttpRouter(deps: AppDeps) {
  const router = Router();
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await handleWebhook(deps, body, req.get('stripe-signature'));
    req.log?.info({ outcome }, 'payments webhook');
    res.json({ received: true, outcome });
  });
  if (deps.payments instanceof TestModePaymentProvider) {
    const { unsafeRefusal } = crossSiteGuard(deps.config);
    router.use(testCheckoutRouter(deps.payments, deps.config, (req) => unsafeRefusal(req) !== null));
  }
  return router;
}
