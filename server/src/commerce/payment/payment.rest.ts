import { Router } from 'express';
import type { z } from 'zod';
import { adminOnly, authenticated, nextLink, numericQueryParam, queryParam, requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { startCheckout, stripePublishableKey } from './checkout.service';
import { messages } from './payment.policy';
import type { restPaymentSchema } from './payment.rest-schemas';
import { MAX_PAYMENT_RECORDS, type PaymentView, paymentsReport } from './payment-records.service';

/** One payment in the admin's records, as its schema describes it; amounts in minor units (paise, cents). */
export type RestPayment = z.output<typeof restPaymentSchema>;

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

/** `payments*` that take money: the key, checkout and the admin's records (confirmation and cancellation: billing.rest.ts). */
export function paymentRestRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);

  router.get('/payments/stripe-key', authenticated, (req, res) => {
    res.json({ success: true, key: stripePublishableKey(scope(req)) });
  });

  router.post('/payments/subscribe', authenticated, async (req, res) => {
    const { id, url } = await startCheckout(scope(req), req.get('origin'));
    res.json({ success: true, id, url });
  });

  // The spec's `count` is the page size; `cursor` (the `next` of the previous page) goes on, also as a Link header.
  router.get('/payments', adminOnly, async (req, res) => {
    const report = await paymentsReport(scope(req), {
      count: numericQueryParam(req, 'count') ?? MAX_PAYMENT_RECORDS,
      cursor: queryParam(req, 'cursor') ?? null,
    });
    if (report.next) res.set('Link', nextLink(req, report.next));
    res.json({
      success: true,
      allPayments: report.allPayments.map(toRestPayment),
      finalMonths: report.finalMonths,
      monthlySalesRecord: report.monthlySalesRecord,
      year: report.year,
      message: messages.paymentRecords,
      next: report.next,
    });
  });

  return router;
}
