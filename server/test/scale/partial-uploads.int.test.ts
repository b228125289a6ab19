import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadSpoolDir } from '../../src/http/rest/multipart';
import { createTestDatabase } from '../database';
import { PNG_1PX } from '../fixtures/images';
import { bound } from '../hang-bound';
import { startTestApp, type TestApp } from '../harness';
import { startDevelopmentServer } from '../server-process';
import { streamUpload } from '../streaming-upload';

const listing = (dir: string) => readdir(dir).catch(() => [] as string[]);
const storageTmpDir = (dataDir: string) => path.join(dataDir, 'uploads', '.tmp');

/** An avatar whose first bytes go out at once and whose rest never comes. */
async function* endlessAvatar(sent: () => void) {
  yield Buffer.concat([PNG_1PX, Buffer.alloc(64 * 1024)]);
  sent();
  await new Promise(() => undefined);
}

/**
 * How long a file may take to appear or go: vi.waitFor's 1 s default was too short for a loaded CI machine (the first
 * test failed there, and its upload's file then failed the next).
 */
const SETTLES = { timeout: bound(15_000), interval: 50 };

describe('partial uploads', () => {
  it(
    'left in either temp folder by a process that died are removed when the server starts',
    async () => {
      const database = await createTestDatabase();
      const folders = [uploadSpoolDir({ dataDir: database.dataDir }), storageTmpDir(database.dataDir)];
      const anHourAgo = new Date(Date.now() - 3600 * 1000);
      for (const folder of folders) {
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, 'stale.part'), 'cut off by a crash');
        await utimes(path.join(folder, 'stale.part'), anHourAgo, anHourAgo);
        // Written a moment ago: maybe another instance's upload in progress.
        await writeFile(path.join(folder, 'fresh.part'), 'still being written');
      }
      const server = await startDevelopmentServer(database);
      try {
        for (const folder of folders) expect(await listing(folder)).toEqual(['fresh.part']);
      } finally {
        await server.kill();
        await database.drop();
      }
    },
    bound(60_000),
  );

  describe('of a client that goes away mid-upload', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    it('leave no file (GraphQL: straight into storage)', async () => {
      const abort = new AbortController();
      let sent!: () => void;
      const firstBytesSent = new Promise<void>((resolve) => {
        sent = resolve;
      });
      const upload = streamUpload(app, {
        query:
          'mutation R($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { message } }',
        variables: {
          input: { fullName: 'Ada Lovelace', email: 'gone@example.com', password: 'engine1843!' },
          avatar: null,
        },
        filePath: 'variables.avatar',
        filename: 'me.png',
        chunks: endlessAvatar(sent),
        signal: abort.signal,
      });
      upload.catch(() => undefined);
      await firstBytesSent;
      await vi.waitFor(async () => expect(await listing(storageTmpDir(app.config.dataDir))).toHaveLength(1), SETTLES);
      abort.abort();
      await expect(upload).rejects.toThrow();
      await vi.waitFor(async () => expect(await listing(storageTmpDir(app.config.dataDir))).toEqual([]), SETTLES);
    });

    it('leave no file (REST: spooled first)', async () => {
      const boundary = `----${randomUUID()}`;
      const request = http.request(`${app.url}/api/v1/user/register`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('error', () => undefined);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda Lovelace\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      request.write(Buffer.concat([PNG_1PX, Buffer.alloc(64 * 1024)]));
      await vi.waitFor(async () => expect(await listing(uploadSpoolDir(app.config))).toHaveLength(1), SETTLES);
      request.destroy();
      await vi.waitFor(async () => expect(await listing(uploadSpoolDir(app.config))).toEqual([]), SETTLES);
      expect(await listing(storageTmpDir(app.config.dataDir))).toEqual([]);
    });
  });
});
