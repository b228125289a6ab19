import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database';

const serverDir = new URL('../../', import.meta.url).pathname;

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

async function waitUntilHealthy(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error('server did not start');
}

/** A JSON GraphQL request whose body arrives slowly, so it is in flight when the signal comes. */
function slowRequest(url: string, firstChunkSent: () => void) {
  const body = JSON.stringify({ query: '{ me { id } }' });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, 5)));
      firstChunkSent();
      await sleep(1500);
      controller.enqueue(new TextEncoder().encode(body.slice(5)));
      controller.close();
    },
  });
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

describe('graceful shutdown on SIGTERM', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        SEED_DEMO_CONTENT: 'false',
        ADMIN_PASSWORD: 'Admin-pass1!',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    await waitUntilHealthy(url);
  }, 60_000);
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await database.drop();
  });

  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    let signalled!: () => void;
    const firstChunk = new Promise<void>((resolve) => {
      signalled = resolve;
    });
    const inFlight = slowRequest(url, signalled);
    await firstChunk;
    await sleep(100);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await sleep(200);

    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { me: null } });
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
