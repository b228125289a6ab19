import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database';
import { PNG_1PX } from '../fixtures/images';
import { bound } from '../hang-bound';
import { productionEnv } from '../production-env';
import { type ServerProcess, startServerProcess } from '../server-process';
import { streamUpload } from '../streaming-upload';

const REGISTER = `mutation R($input: RegisterInput!, $avatar: Upload) {
  register(input: $input, avatar: $avatar) { message user { email avatarUrl } }
}`;

/** A gate the test opens when it wants the rest of a request's body sent. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const listing = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * The server as users run it (`npm run dev`'s tsx on src/main.ts; NODE_ENV=development, and production with the
 * settings it insists on), sent SIGTERM while an avatar upload is streaming in: Apollo's own signal handler, on
 * outside NODE_ENV=test, used to stop the process a moment later.
 */
describe.each([
  ['development', () => ({})],
  ['production', productionEnv],
])('graceful shutdown on SIGTERM (NODE_ENV=%s)', (nodeEnv, settings) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let storageTmp: string;
  beforeAll(async () => {
    // Production refuses the embedded database.
    database = await createTestDatabase();
    server = await startServerProcess({
      ...settings(),
      NODE_ENV: nodeEnv,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
    });
    storageTmp = path.join(database.dataDir, 'uploads', '.tmp');
  }, bound(60_000));
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('finishes the upload in flight with its full answer, refuses new connections meanwhile, and exits 0', async () => {
    const rest = gate();
    const email = `${nodeEnv}@example.com`;
    // More than the type sniffer waits for (4 kB), so that storage has started writing when the rest is held back.
    async function* avatar() {
      yield Buffer.concat([PNG_1PX, Buffer.alloc(64 * 1024)]);
      await rest.opened;
      yield Buffer.alloc(64 * 1024);
    }
    const upload = streamUpload<{ register: { message: string; user: { email: string; avatarUrl: string | null } } }>(
      server,
      {
        query: REGISTER,
        variables: { input: { fullName: 'Ada Lovelace', email, password: 'engine1843!' }, avatar: null },
        filePath: 'variables.avatar',
        filename: 'me.png',
        chunks: avatar(),
      },
    );
    // The avatar is being written into storage: the request is in flight.
    await vi.waitFor(async () => expect(await listing(storageTmp)).toHaveLength(1), { timeout: bound(10_000) });

    server.child.kill('SIGTERM');
    await server.logged((entry) => entry.msg === 'shutting down: finishing in-flight requests');
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    rest.open();
    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.register).toMatchObject({ message: expect.any(String), user: { email } });
    expect(answer.data?.register.user.avatarUrl).toEqual(expect.any(String));

    expect(await server.exited).toBe(0);
    expect(await listing(storageTmp)).toEqual([]);
    expect(await listing(path.join(database.dataDir, 'uploads', 'avatars'))).toHaveLength(1);
  });
});
