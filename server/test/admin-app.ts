import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../src/shared/clock';
import { createUser } from './factories';
import { startTestApp, type TestApp } from './harness';
import { type RestClient, restClient } from './rest-client';

/** What `withAdminApp` hands its suite: the app, its REST client, and an ADMIN of it signed in (the user and its token). */
export interface AdminApp {
  app: TestApp;
  rest: RestClient;
  admin: Awaited<ReturnType<typeof createUser>>;
  adminToken: string;
}

/**
 * Starts an app before a suite's tests (a file's or a describe's) with an ADMIN signed in, and closes it after them:
 * how most suites of admin features begin. `ready` may go on to make the suite's data; `clock`, the app's time when
 * the suite moves it (a ManualClock).
 */
export function withAdminApp(ready: (started: AdminApp) => void | Promise<void>, { clock }: { clock?: Clock } = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({}, { clock });
    const admin = await createUser(app, { role: 'ADMIN' });
    await ready({ app, rest: restClient(app), admin, adminToken: admin.token });
  });
  afterAll(() => app?.close());
}
