import express, { Router } from 'express';
import { crossSiteGuard } from '../../http/rest';
import type { ProviderRoutesHost } from '../../payments/payment-provider';
import type { AppDeps } from '../../shared/scope';
import { PaymentNotRecordedYet } from './charge-sync';
import { applyProviderEvent, handleWebhook } from './webhook.service';

export const WEBHOOK_PATH = '/api/v1/payments/webhook';

/**
 * The provider-facing webhook route (its own raw body parser, since the signature covers the exact bytes; mount this
 * before any JSON parser).
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
  return router;
}

/**
 * What the provider's own pages (test mode's checkout and billing pages: PaymentProvider.routes) are given: the events
 * their controls cause are applied as webhooks are, and a cross-site form post is refused.
 */
export function providerRoutesHost(deps: AppDeps): ProviderRoutesHost {
  const { unsafeRefusal } = crossSiteGuard(deps.config);
  return {
    crossSite: (req) => unsafeRefusal(req) !== null,
    apply: (event) => applyProviderEvent(deps, event),
  };
}
