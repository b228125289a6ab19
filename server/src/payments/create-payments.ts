import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Clock } from '../shared/clock';
import type { Orm } from '../shared/orm';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe.provider';
import { TestModePaymentProvider } from './test-mode.provider';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded test mode (which config and the
 * adapter both refuse in production).
 */
export function createPaymentProvider(
  config: Pick<Config, 'stripe' | 'publicUrl' | 'clientUrl' | 'plan' | 'production'>,
  orm: Orm,
  logger: Logger,
  clock: Clock,
): PaymentProvider {
  if (config.stripe) {
    return new StripePaymentProvider({ stripe: config.stripe, plan: config.plan, logger });
  }
  return new TestModePaymentProvider({ orm, config, clock });
}
