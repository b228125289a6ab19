/**
 * The one place the checkout leaves the app: a full-page navigation to the payment provider's page (Stripe's hosted
 * checkout, or the server's test-mode page). An object so tests can replace `redirect`; jsdom cannot navigate.
 */
export const browser = {
  redirect(url: string): void {
    window.location.href = url;
  },
};

/** The checkout URL when it is one the browser may be sent to (http(s), absolute or same-origin), else null. */
export function checkoutUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const target = new URL(url, window.location.href);
    return target.protocol === 'https:' || target.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
