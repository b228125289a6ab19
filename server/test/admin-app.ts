import { afterAll, beforeAll } from 'vitest';
import { createUser } from './factories';
import { startTestApp, type TestApp } from './harness';

/** What `withAdminApp` hands its suite: the app, and an ADMIN of it signed in (the user and its token). */
export interface AdminApp {
  app: TestApp;
  admin: Awaited<ReturnType<typeof createUser>>;
  adminToken: string;
}

/**
 * Starts an app before a suite's tests (a file's or a describe's) with an ADMIN signed in, and closes it after them:
 * how most suites of admin features begin. `ready` may go on to make the suite's data.
 */
export function withAdminApp(ready: (started: AdminApp) => void | Promise<void>) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    const admin = await createUser(app, { role: 'ADMIN' });
    await ready({ app, admin, adminToken: admin.token });
  });
  afterAll(() => app?.close());
}
