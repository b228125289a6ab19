/** Where the app serves test mode's checkout page (under /api so the SPA fallback never takes it). */
export const TEST_CHECKOUT_PATH = '/api/v1/payments/test-checkout';
/** Test mode's stand-in for the Customer Portal: one page per customer (its unguessable id is the capability). */
export const TEST_PORTAL_PATH = '/api/v1/payments/test-billing';
