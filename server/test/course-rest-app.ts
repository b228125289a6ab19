import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { workDomainEvents } from './domain-event-worker';
import { createUser } from './factories';
import { PNG_1PX } from './fixtures/images';
import { mp4OfSize } from './fixtures/videos';
import { startTestApp, type TestApp } from './harness';
import { expectNoSpooledUploads, type FilePart, restClient } from './rest-client';

/** The course facade's tests (courses, and their lectures) share the app's small upload limits and their callers. */
export const MAX_IMAGE_BYTES = 4096;
export const MAX_LECTURE_BYTES = 64 * 1024;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A user signed in, with the cookie a browser sends and the token an API client does. */
export const cookieSession = async (app: TestApp, overrides: Parameters<typeof createUser>[1] = {}) => {
  const { token } = await createUser(app, overrides);
  return { cookie: `token=${token}`, token };
};

/** The app with small upload limits, its REST client, and an admin, a learner and an active subscriber signed in. */
export async function startCourseRestApp() {
  const app = await startTestApp({
    MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES),
    MAX_LECTURE_BYTES: String(MAX_LECTURE_BYTES),
  });
  return {
    app,
    rest: restClient(app),
    admin: await cookieSession(app, { role: 'ADMIN' }),
    learner: await cookieSession(app),
    subscriber: await cookieSession(app, { subscriptionStatus: 'active' }),
  };
}

/**
 * Starts the course facade's app (startCourseRestApp) before a file's tests and closes it after them. The app takes
 * its domain events' jobs itself, so after-commit subscribers run (a deleted lecture's files go by the
 * lecture.deleted subscriber's job), and no test may leave a spooled upload behind.
 */
export function withCourseRestApp(ready: (started: Awaited<ReturnType<typeof startCourseRestApp>>) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const started = await startCourseRestApp();
    app = started.app;
    await workDomainEvents(app);
    ready(started);
  });
  afterAll(() => app?.close());
  afterEach(() => app && expectNoSpooledUploads(app));
}

/** A course's form fields, as the admin's form sends them. */
export const courseFields = (overrides: Record<string, string> = {}) => ({
  title: 'Distributed Systems',
  description: 'Consensus, replication and failure.',
  category: 'Computer Science',
  createdBy: 'Leslie Lamport',
  ...overrides,
});
export const thumbnailPart = (content = PNG_1PX, filename = 'cover.png'): Record<string, FilePart> => ({
  thumbnail: { content, filename, type: 'image/png' },
});
export const lecturePart = (content = mp4OfSize(2048), filename = 'intro.mp4'): Record<string, FilePart> => ({
  lecture: { content, filename, type: 'video/mp4' },
});

/** Whether the uploads folder holds a file under `key`. */
export const isStored = (app: TestApp, key: string) =>
  access(path.join(app.config.uploadsDir, key)).then(
    () => true,
    () => false,
  );
