import { access } from 'node:fs/promises';
import path from 'node:path';
import { createUser } from './factories';
import { PNG_1PX } from './fixtures/images';
import { mp4OfSize } from './fixtures/videos';
import { startTestApp, type TestApp } from './harness';
import { type FilePart, restClient } from './rest-client';

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
