import { randomBytes } from 'node:crypto';

/**
 * NODE_ENV=production and the settings a production start insists on (config.ts, assertProductionReady), none of
 * them reaching out: for `startTestApp` and `startServerProcess` alike (the database is the caller's). No test here
 * pays: production refuses STRIPE_API_URL, so a Stripe call would go to Stripe, with a key it refuses.
 */
export const productionEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  APP_SECRET: randomBytes(48).toString('base64'),
  ADMIN_PASSWORD: 'Admin-pass1!',
  PUBLIC_URL: 'https://coursehub.test',
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
  // Likewise: nothing listens, and no test here sends mail out of the machine.
  SMTP_URL: 'smtp://127.0.0.1:9',
  // These tests sign in and read with documents of their own, anonymously; production's default (`trusted`, the
  // client's documents only) is tested in http/graphql/trusted-documents.int.test.ts.
  GRAPHQL_ANONYMOUS_DOCUMENTS: 'any',
});
