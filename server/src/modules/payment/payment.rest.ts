import { Router } from 'express';
import {
  adminOnly,
  authenticated,
  bodyFields,
  crossSiteGuard,
  jsonBody,
  numericQueryParam,
  requestScope,
  requiredQueryParam,
  text,
} from '../../http/rest';
import { badInput } from '../../shared/errors';
import type { AppDeps } from '../../shared/scope';
import { cancelSubscription } from './cancellation.service';
import { confirmCheckout, confirmSubscription, startCheckout, stripePublishableKey } from './checkout.service';
import type { PaymentStatus, RefundReason } from './payment.entity';
import { messages } from './payment.policy';
import { MAX_PAYMENT_RECORDS, type PaymentView, paymentsReport } from './payment-records.service';

/** One payment in the admin's records; amounts in minor units (paise, cents). */
export interface RestPayment {
  _id: string;
  amount: number;
  currency: string;
  formattedAmount: string;
  status: PaymentStatus;
  paidAt: Date;
  refunded: boolean;
  refundedAt: Date | null;
  refundedAmount: number | null;
  refundReason: RefundReason | null;
  customer: { _id: string; fullName: string; email: string } | null;
}

export const PAYMENT_RECORDS_MESSAGE = 'Payment records fetched successfully';

export const toRestPayment = (payment: PaymentView): RestPayment => ({
  _id: payment.id,
  amount: payment.amount,
  currency: payment.currency,
  formattedAmount: payment.formattedAmount,
  status: payment.status,
  paidAt: payment.paidAt,
  refunded: payment.refunded,
  refundedAt: payment.refundedAt,
  refundedAmount: payment.refundedAmount,
  refundReason: payment.refundReason,
  customer: payment.customer && {
    _id: payment.customer.id,
    fullName: payment.customer.fullName,
    email: payment.customer.email,
  },
});

/** `payments*`: checkout, confirmation, cancellation and the admin's records (the webhook lives in payment.http.ts). */
export function paymentRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  const { sameSiteGet } = crossSiteGuard(deps.config);

  router.get('/payments/stripe-key', authenticated, (req, res) => {
    res.json({ success: true, key: stripePublishableKey(scope(req)) });
  });

  router.post('/payments/subscribe', authenticated, async (req, res) => {
    const { id, url } = await startCheckout(scope(req));
    res.json({ success: true, id, url });
  });

  router.post('/payments/verify', authenticated, jsonBody, async (req, res) => {
    const subscriptionId = text(bodyFields(req), 'subscription_id').trim();
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

  router.get('/payments', adminOnly, async (req, res) => {
    const report = await paymentsReport(scope(req), numericQueryParam(req, 'count') ?? MAX_PAYMENT_RECORDS);
    res.json({
      success: true,
      allPayments: report.allPayments.map(toRestPayment),
      finalMonths: report.finalMonths,
      monthlySalesRecord: report.monthlySalesRecord,
      year: report.year,
      message: PAYMENT_RECORDS_MESSAGE,
    });
  });

  return router;
}
