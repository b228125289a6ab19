import { StandInBilling } from './billing';
import {
  type Json,
  newId,
  PLAN_AMOUNT,
  SECONDS_PER_YEAR,
  type SessionState,
  type SubscriptionState,
  stripeError,
  unix,
} from './state';

/** A canceled subscription refuses every change, as Stripe does. */
const CANCELED = stripeError('A canceled subscription can only update its cancellation_details.', 'invalid');

/** The endpoints the adapter calls: each request's reply, as a status and a body. */
export class StandInApi extends StandInBilling {
  protected route(method: string, path: string, params: Record<string, string>, expand: string[]): [number, Json] {
    const [, , resource, id, ...rest] = path.split('/');
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, this.createSession(params)];
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.portalSession(params);
    if (method === 'GET' && resource === 'checkout' && rest[0] && this.sessions.has(rest[0])) {
      return [200, this.sessionJson(rest[0], expand)];
    }
    if (resource === 'subscriptions' && id && this.subscriptions.has(id)) {
      if (method === 'GET') return [200, this.subscriptionJson(id, expand)];
      if (method === 'DELETE') return this.cancel(id, expand);
      if (method === 'POST') return this.update(id, params, expand);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') return this.preview(params);
    if (method === 'GET' && resource === 'invoices' && id && this.invoices.has(id)) {
      return [200, this.invoiceJson(id, expand)];
    }
    if (method === 'GET' && resource === 'charges' && id && this.charges.has(id)) {
      return [200, this.chargeJson(id, expand)];
    }
    if (method === 'GET' && resource === 'disputes' && id && this.disputes.has(id)) return [200, this.disputeJson(id)];
    if (method === 'GET' && resource === 'radar' && id === 'early_fraud_warnings' && rest[0]) {
      if (this.fraudWarnings.has(rest[0])) return [200, this.fraudWarningJson(rest[0])];
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params);
    return [404, stripeError(`No such resource: ${path}`, 'resource_missing')];
  }

  private createSession(params: Record<string, string>): Json {
    const session: SessionState = {
      id: newId('cs_test'),
      clientReferenceId: params.client_reference_id ?? null,
      customer: params.customer ?? null,
      customerEmail: params.customer_email ?? null,
      metadata: Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      ),
      status: 'open',
      paymentStatus: 'unpaid',
      subscription: null,
      invoice: null,
      params,
    };
    this.sessions.set(session.id, session);
    return this.sessionJson(session.id);
  }

  private cancel(id: string, expand: string[]): [number, Json] {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    if (subscription.status === 'canceled') return [400, CANCELED];
    subscription.status = 'canceled';
    return [200, this.subscriptionJson(id, expand)];
  }

  /** A Customer Portal session of a customer that has a subscription here. */
  private portalSession(params: Record<string, string>): [number, Json] {
    const known = [...this.subscriptions.values()].some((subscription) => subscription.customer === params.customer);
    if (!known) return [400, stripeError(`No such customer: '${params.customer}'`, 'resource_missing')];
    const id = newId('bps');
    return [
      200,
      {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      },
    ];
  }

  /**
   * `cancel_at_period_end`, and the item's quantity (a team's seats) with its `proration_behavior`: `always_invoice`
   * charges the added seats for the rest of the period at once, as a paid invoice that becomes the latest; `none`
   * charges nothing now (the next year's invoice bills the new quantity).
   */
  private update(id: string, params: Record<string, string>, expand: string[]): [number, Json] {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    if (subscription.status === 'canceled') return [400, CANCELED];
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
    }
    const quantity = params['items[0][quantity]'];
    if (quantity !== undefined) {
      if (params['items[0][id]'] !== `si_${id}`)
        return [400, stripeError('No such subscription item', 'resource_missing')];
      const before = subscription.quantity;
      const added = Number(quantity) - before;
      subscription.quantity = Number(quantity);
      if (params.proration_behavior === 'always_invoice' && added > 0) this.prorate(id, before, Number(quantity));
    }
    return [200, this.subscriptionJson(id, expand)];
  }

  /**
   * The paid invoice of seats added mid-period, as Stripe itemises a quantity change: the unused time on the old
   * quantity credited, the remaining time on the new one charged; the invoice's total is the added seats for the
   * rest of the period.
   */
  private prorate(id: string, before: number, after: number) {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    const left = Math.max(subscription.currentPeriodEnd - unix(new Date()), 0) / SECONDS_PER_YEAR;
    const [credit, charge] = [-Math.round(PLAN_AMOUNT * before * left), Math.round(PLAN_AMOUNT * after * left)];
    const amount = credit + charge;
    const invoice = this.addRenewalInvoice(id, {
      amountPaid: amount,
      status: 'paid',
      paidAt: unix(new Date()),
      paymentIntent: newId('pi'),
    });
    Object.assign(invoice, {
      amountDue: amount,
      tax: 0,
      billingReason: 'subscription_update',
      lines: [
        { quantity: before, amount: credit },
        { quantity: after, amount: charge },
      ],
    });
    this.addCharge(invoice);
  }

  private refund(params: Record<string, string>): [number, Json] {
    const charge = [...this.charges.values()].find((entry) => entry.paymentIntent === params.payment_intent);
    if (!charge) return [400, stripeError(`No such payment_intent: '${params.payment_intent}'`, 'resource_missing')];
    if (charge.disputed) return [400, stripeError(`Charge ${charge.id} has been disputed.`, 'charge_disputed')];
    const left = charge.amount - this.refundedOf(charge);
    const amount = Number(params.amount ?? left);
    if (amount > left) return [400, stripeError('Refund amount is greater than charge amount', 'amount_too_large')];
    return [200, this.refundJson(this.addRefund(charge, amount, params.reason ?? null).id)];
  }

  /** The subscription's next invoice, as `invoices.createPreview` answers. */
  private preview(params: Record<string, string>): [number, Json] {
    const subscription = params.subscription && this.subscriptions.get(params.subscription);
    if (!subscription || subscription.status === 'canceled') {
      return [400, stripeError('No upcoming invoices for customer', 'invoice_upcoming_none')];
    }
    return [200, { ...this.upcomingInvoiceJson(subscription.id), amount_due: 49_900 }];
  }
}
