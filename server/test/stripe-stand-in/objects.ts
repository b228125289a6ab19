import {
  type CardState,
  type ChargeState,
  type DisputeState,
  type FraudWarningState,
  type InvoiceState,
  type Json,
  type RefundState,
  SECONDS_PER_YEAR,
  type SessionState,
  StandInStore,
  type SubscriptionState,
  unix,
} from './state';

/** The expansions below `field` (`subscription.customer` → `customer`), as Stripe applies a dotted `expand[]`. */
const nestedExpand = (expand: string[], field: string) =>
  expand.filter((path) => path.startsWith(`${field}.`)).map((path) => path.slice(field.length + 1));

/** An invoice's `parent`: the subscription it bills, with the subscription's metadata. */
const subscriptionParent = (subscription: string, metadata: Record<string, string>) => ({
  type: 'subscription_details',
  quote_details: null,
  subscription_details: { subscription, metadata },
});

/** The stand-in's objects as Stripe's API returns them: the fields the adapter reads, `expand[]` applied. */
export class StandInObjects extends StandInStore {
  sessionJson(id: string, expand: string[] = []): Json {
    const session = this.sessions.get(id) as SessionState;
    return {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${id}` : null,
      status: session.status,
      payment_status: session.paymentStatus,
      client_reference_id: session.clientReferenceId,
      customer: session.customer,
      customer_email: session.customerEmail,
      metadata: session.metadata,
      subscription:
        session.subscription && expand.includes('subscription')
          ? this.subscriptionJson(session.subscription, nestedExpand(expand, 'subscription'))
          : session.subscription,
      invoice: session.invoice,
      success_url: session.params.success_url,
      cancel_url: session.params.cancel_url,
    };
  }

  subscriptionJson(id: string, expand: string[] = []): Json {
    const subscription = this.subscriptions.get(id) as SubscriptionState;
    const paymentMethod = subscription.defaultPaymentMethod;
    const customerExpand = nestedExpand(expand, 'customer');
    return {
      id,
      object: 'subscription',
      customer:
        expand.includes('customer') || customerExpand.length
          ? this.customerJson(subscription.customer, customerExpand)
          : subscription.customer,
      default_payment_method:
        paymentMethod && expand.includes('default_payment_method')
          ? this.paymentMethodJson(paymentMethod)
          : paymentMethod,
      metadata: subscription.metadata,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      latest_invoice: subscription.latestInvoice,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            object: 'subscription_item',
            current_period_start: subscription.currentPeriodEnd - SECONDS_PER_YEAR,
            current_period_end: subscription.currentPeriodEnd,
            quantity: subscription.quantity,
          },
        ],
      },
    };
  }

  /** Only what the adapter reads of a customer: its invoice default payment method. */
  private customerJson(id: string, expand: string[]): Json {
    const paymentMethod = this.customerDefaults.get(id) ?? null;
    const expanded = paymentMethod && expand.includes('invoice_settings.default_payment_method');
    return {
      id,
      object: 'customer',
      invoice_settings: { default_payment_method: expanded ? this.paymentMethodJson(paymentMethod) : paymentMethod },
    };
  }

  private paymentMethodJson(id: string): Json {
    const card = this.paymentMethods.get(id) as CardState;
    return { id, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4 } };
  }

  invoiceJson(id: string, expand: string[] = []): Json {
    const invoice = this.invoices.get(id) as InvoiceState;
    return {
      id,
      object: 'invoice',
      customer: invoice.customer,
      currency: invoice.currency,
      amount_paid: invoice.amountPaid,
      amount_due: invoice.amountDue,
      total_taxes: invoice.tax
        ? [{ amount: invoice.tax, tax_behavior: 'exclusive', tax_rate_details: null, type: 'tax_rate_details' }]
        : [],
      hosted_invoice_url: invoice.hostedInvoiceUrl,
      billing_reason: invoice.billingReason,
      lines: {
        object: 'list',
        data: invoice.lines.map((line, index) => ({
          id: `il_${id}_${index}`,
          object: 'line_item',
          amount: line.amount,
          quantity: line.quantity,
          parent: { type: 'subscription_item_details' },
        })),
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      status: invoice.status,
      status_transitions: { paid_at: invoice.paidAt },
      parent: subscriptionParent(invoice.subscription, invoice.metadata),
      ...(expand.includes('payments') && {
        payments: {
          object: 'list',
          data: invoice.paymentIntent
            ? [
                {
                  id: `inpay_${id}`,
                  status: 'paid',
                  payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent },
                },
              ]
            : [],
        },
      }),
    };
  }

  /** The preview an `invoice.upcoming` delivery carries: no id, its subscription in `parent`. */
  upcomingInvoiceJson(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId) as SubscriptionState;
    return {
      object: 'invoice',
      customer: subscription.customer,
      currency: 'inr',
      amount_due: 49_900,
      status: 'draft',
      parent: subscriptionParent(subscriptionId, subscription.metadata),
    };
  }

  chargeJson(id: string, expand: string[] = []): Json {
    const charge = this.charges.get(id) as ChargeState;
    const refunds = charge.refunds.map((refundId) => this.refundJson(refundId));
    return {
      id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: this.refundedOf(charge),
      currency: charge.currency,
      payment_intent: charge.paymentIntent,
      refunded: this.refundedOf(charge) >= charge.amount,
      disputed: charge.disputed,
      ...(expand.includes('refunds') && {
        refunds: { object: 'list', data: refunds, has_more: false, url: `/v1/charges/${id}/refunds` },
      }),
    };
  }

  disputeJson(id: string): Json {
    const dispute = this.disputes.get(id) as DisputeState;
    const charge = this.charges.get(dispute.charge) as ChargeState;
    return {
      id,
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.paymentIntent,
      created: dispute.created,
      status: 'needs_response',
      reason: 'fraudulent',
    };
  }

  fraudWarningJson(id: string): Json {
    const warning = this.fraudWarnings.get(id) as FraudWarningState;
    return {
      id,
      object: 'radar.early_fraud_warning',
      actionable: warning.actionable,
      charge: warning.charge,
      fraud_type: 'unauthorized_use_of_card',
      created: unix(new Date()),
    };
  }

  protected refundJson(id: string): Json {
    const refund = this.refunds.get(id) as RefundState;
    return {
      id,
      object: 'refund',
      amount: refund.amount,
      charge: refund.charge,
      payment_intent: refund.paymentIntent,
      reason: refund.reason,
      created: refund.created,
      status: 'succeeded',
    };
  }
}
