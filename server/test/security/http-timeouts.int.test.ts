import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as pace } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadSpoolDir } from '../../src/http/rest/multipart';
import { PNG_1PX } from '../fixtures/images';
import { bound } from '../hang-bound';
import { startTestApp, type TestApp } from '../harness';
import { streamUpload } from '../streaming-upload';

const IDLE_SECONDS = 1;
const HEADERS_SECONDS = 2;

/** A raw connection to the app, and when (ms after it opened) the server closed it, with what it sent first. */
async function rawConnection(app: TestApp) {
  const { port } = new URL(app.url);
  const socket = connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const openedAt = Date.now();
  let received = '';
  socket.on('data', (data: Buffer) => {
    received += data.toString('latin1');
  });
  const closed = once(socket, 'close').then(() => ({ afterMs: Date.now() - openedAt, received }));
  return { socket, closed };
}

const listing = (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('HTTP timeouts (HTTP_IDLE_TIMEOUT_SECONDS, HTTP_HEADERS_TIMEOUT_SECONDS)', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp({
      HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS),
      HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_SECONDS),
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
  });

  it('announces kept-alive connections for as long as the idle timeout keeps them', async () => {
    // Clients reuse an idle socket for the time announced: shorter than the server keeps it, never longer.
    const response = await fetch(`${app.url}/healthz`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe(`timeout=${IDLE_SECONDS}`);
  });

  it('closes a connection whose request body stops arriving, after the idle timeout', async () => {
    const { socket, closed } = await rawConnection(app);
    sockets.push(socket);
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
    );
    const { afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 50);
  });

  it('cuts a stalled REST upload after the idle timeout, leaving no partial file', async () => {
    const { socket, closed } = await rawConnection(app);
    sockets.push(socket);
    const boundary = 'stalled-upload';
    socket.write(
      `POST /api/v1/user/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 1000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    socket.write(Buffer.concat([PNG_1PX, Buffer.alloc(32 * 1024)]));
    await vi.waitFor(async () => expect(await listing(uploadSpoolDir(app.config))).toHaveLength(1), {
      timeout: bound(15_000),
    });
    await closed;
    await vi.waitFor(async () => expect(await listing(uploadSpoolDir(app.config))).toEqual([]), {
      timeout: bound(15_000),
    });
  });

  it('does not cut an upload that keeps moving for longer than the idle timeout', async () => {
    async function* slowAvatar() {
      yield Buffer.concat([PNG_1PX, Buffer.alloc(8 * 1024)]);
      // A chunk every half idle timeout, for three idle timeouts.
      for (let i = 0; i < 6; i++) {
        await pace((IDLE_SECONDS * 1000) / 2);
        yield Buffer.alloc(1024);
      }
    }
    const startedAt = Date.now();
    const answer = await streamUpload<{ register: { user: { avatarUrl: string | null } } }>(app, {
      query:
        'mutation R($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { user { avatarUrl } } }',
      variables: {
        input: { fullName: 'Ada Lovelace', email: 'slow@example.com', password: 'engine1843!' },
        avatar: null,
      },
      filePath: 'variables.avatar',
      filename: 'me.png',
      chunks: slowAvatar(),
    });
    expect(Date.now() - startedAt).toBeGreaterThan(2 * IDLE_SECONDS * 1000);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.register.user.avatarUrl).toEqual(expect.any(String));
    expect(await listing(path.join(app.config.uploadsDir, '.tmp'))).toEqual([]);
  });

  it('answers 408 and closes a connection whose headers never end, even while they trickle in', async () => {
    const { socket, closed } = await rawConnection(app);
    sockets.push(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A header line every 300 ms: never idle, never done.
    const trickle = setInterval(() => socket.write('X-Padding: more\r\n'), 300);
    try {
      const { afterMs, received } = await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeGreaterThanOrEqual(HEADERS_SECONDS * 1000 - 50);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('the idle timeout and a server that is slow to answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A lock taken from outside the app holds its query up: that needs a PostgreSQL server.
    app = await startTestApp({ HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) });
  });
  afterAll(() => app?.close());

  it('keeps the connection of a request the server is still working on, silent past the idle timeout', async () => {
    const locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const login = fetch(`${app.url}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'engine1843!' }),
      });
      // The login's query waits on the lock...
      await vi.waitFor(
        async () => {
          const { rows } = await locker.query(
            "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          expect(rows[0].waiting).toBeGreaterThan(0);
        },
        { timeout: bound(15_000) },
      );
      // ...for three idle timeouts, during which neither side sends a byte.
      await pace(3 * IDLE_SECONDS * 1000);
      await locker.query('rollback');
      const response = await login;
      expect(response.status).toBe(401);
    } finally {
      await locker.end();
    }
  });
});
