import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database';
import { bound } from '../hang-bound';
import { type ServerProcess, startDevelopmentServer } from '../server-process';

describe('the request log', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startDevelopmentServer(database);
  }, bound(60_000));
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  /** The URL the log line of this request names (found by its request id). */
  async function loggedUrl(path: string) {
    const requestId = crypto.randomUUID();
    await fetch(`${server.url}${path}`, { headers: { 'x-request-id': requestId } });
    const entry = await server.logged((line) => (line.req as { id?: string } | undefined)?.id === requestId);
    return (entry.req as { url: string }).url;
  }

  it("keeps a mailed link's token out, however its name is spelled, and the rest of the URL in", async () => {
    expect(await loggedUrl('/reset-password?token=secret-reset')).toBe('/reset-password?token=[redacted]');
    expect(await loggedUrl('/confirm-email-change?lang=en&TOKEN=secret-change&x=1')).toBe(
      '/confirm-email-change?lang=en&TOKEN=[redacted]&x=1',
    );
    expect(await loggedUrl('/verify-email?%74oken=secret-verify')).toBe('/verify-email?%74oken=[redacted]');
    expect(await loggedUrl('/api/v1/courses?limit=2&tokens=kept')).toBe('/api/v1/courses?limit=2&tokens=kept');
    expect(server.lines.join('\n')).not.toContain('secret-');
  });
});
