import { type Request, type Response, Router } from 'express';
import type { Config } from '../config';
import { formatDate } from '../shared/format-date';
import type { ProviderRoutesHost } from './payment-provider';
import { billingPage, checkoutPage, messagePage } from './test-checkout.page';
import type { TestModePaymentProvider } from './test-mode.provider';
import { TEST_CONTROLS, type TestControl } from './test-mode-controls';
import { TEST_CHECKOUT_PATH, TEST_PORTAL_PATH } from './test-mode-paths';

/**
 * Stricter than the app's policy: no script at all, and the forms may only post here. Browsers
 * apply form-action to the redirect that follows a post too, so the return URLs' origin
 * (the client that started the checkout, or CLIENT_URL) is allowed as well.
 */
const pagePolicy = (returnTo: string) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${new URL(returnTo).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

const notFoundPage = () => messagePage('Checkout not found', 'This checkout session does not exist.');

/**
 * Test mode's checkout page and its two buttons. Like the provider's hosted page it needs no
 * session cookie: the unguessable session id is the capability, and the confirmation that
 * follows the redirect checks that the session belongs to the logged-in user.
 */
export function testCheckoutRouter(
  provider: TestModePaymentProvider,
  config: Pick<Config, 'clientUrl' | 'plan'>,
  { crossSite, apply }: ProviderRoutesHost,
) {
  const router = Router();
  const sendPage = (res: Response, status: number, html: string, returnTo = config.clientUrl) => {
    res
      .status(status)
      .type('html')
      .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': pagePolicy(returnTo) })
      .send(html);
  };
  const tryAgain = (href: string) => ({ href, label: 'Back to checkout' });

  router.get(`${TEST_CHECKOUT_PATH}/:sessionId`, async (req: Request<{ sessionId: string }>, res) => {
    const session = await provider.findSession(req.params.sessionId);
    if (!session) return sendPage(res, 404, notFoundPage());
    const back = provider.returnUrls(session);
    if (session.status !== 'open') {
      const paid = session.status === 'complete';
      return sendPage(
        res,
        409,
        messagePage(
          paid ? 'Already paid' : 'Checkout expired',
          paid ? 'This checkout has been paid.' : 'This checkout can no longer be paid.',
          paid ? { href: back.success, label: 'Continue' } : tryAgain(back.checkout),
        ),
      );
    }
    const base = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`;
    sendPage(
      res,
      200,
      checkoutPage({
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
        amount: session.amount,
        currency: session.currency,
        interval: config.plan.interval,
        email: session.email,
        seats: session.seats,
      }),
      session.returnTo ?? config.clientUrl,
    );
  });

  router.get(`${TEST_PORTAL_PATH}/:customerId`, async (req: Request<{ customerId: string }>, res) => {
    const found = await provider.findCustomerSubscription(req.params.customerId);
    if (!found) return sendPage(res, 404, messagePage('Not found', 'This billing page does not exist.'));
    const { email, subscription } = found;
    const running = subscription.status !== 'canceled';
    const base = `${TEST_PORTAL_PATH}/${encodeURIComponent(req.params.customerId)}`;
    sendPage(
      res,
      200,
      billingPage({
        email,
        status: subscription.status,
        periodEnd: running && subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null,
        renews: running && !subscription.cancelAtPeriodEnd,
        card: running ? subscription.paymentMethod : null,
        returnUrl: `${config.clientUrl}/user/profile`,
        controlsAction: running ? (control) => `${base}/${control}` : null,
      }),
    );
  });

  // The development controls: the billing page's capability (the customer id) and the cross-site guard, as Pay.
  router.post(
    `${TEST_PORTAL_PATH}/:customerId/:control`,
    async (req: Request<{ customerId: string; control: string }>, res) => {
      if (crossSite(req)) return sendPage(res, 403, messagePage('Refused', 'Cross-site form posts are refused.'));
      const control = TEST_CONTROLS.find((name) => name === req.params.control) as TestControl | undefined;
      const found = control && (await provider.findCustomerSubscription(req.params.customerId));
      if (!control || !found) return sendPage(res, 404, messagePage('Not found', 'This billing page does not exist.'));
      const applied = await provider.control(found.subscription.id, control, apply);
      const page = `${TEST_PORTAL_PATH}/${encodeURIComponent(req.params.customerId)}`;
      if (!applied) {
        const back = { href: page, label: 'Back to billing' };
        return sendPage(res, 409, messagePage('Not possible', 'This subscription cannot do that now.', back));
      }
      res.redirect(303, page);
    },
  );

  router.post(`${TEST_CHECKOUT_PATH}/:sessionId/pay`, async (req: Request<{ sessionId: string }>, res) => {
    if (crossSite(req)) return sendPage(res, 403, messagePage('Refused', 'Cross-site form posts are refused.'));
    const session = await provider.findSession(req.params.sessionId);
    if (!session) return sendPage(res, 404, notFoundPage());
    const back = provider.returnUrls(session);
    const outcome = await provider.pay(session.id);
    if (outcome === 'missing') return sendPage(res, 404, notFoundPage());
    if (outcome === 'expired') {
      const page = messagePage('Checkout expired', 'This checkout can no longer be paid.', tryAgain(back.checkout));
      return sendPage(res, 409, page);
    }
    res.redirect(303, back.success);
  });

  router.post(`${TEST_CHECKOUT_PATH}/:sessionId/cancel`, async (req: Request<{ sessionId: string }>, res) => {
    if (crossSite(req)) return sendPage(res, 403, messagePage('Refused', 'Cross-site form posts are refused.'));
    const session = await provider.findSession(req.params.sessionId);
    if (!session) return sendPage(res, 404, notFoundPage());
    const back = provider.returnUrls(session);
    const outcome = await provider.abandon(session.id);
    if (outcome === 'missing') return sendPage(res, 404, notFoundPage());
    if (outcome === 'complete') {
      const next = { href: back.success, label: 'Continue' };
      return sendPage(res, 409, messagePage('Already paid', 'This checkout has been paid.', next));
    }
    res.redirect(303, back.cancel);
  });

  return router;
}
