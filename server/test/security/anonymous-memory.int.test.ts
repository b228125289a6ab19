import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database';
import { PNG_1PX } from '../fixtures/images';
import { bound } from '../hang-bound';
import { type ServerProcess, startDevelopmentServer } from '../server-process';

const STALLED_REQUESTS = 50;
const MiB = 1024 * 1024;
/** What each stalled REST request sends of each big text field: just under the old 2 MB limit of a field. */
const SENT_OF_FIELD = 1.9 * MiB;
const BIG_FIELDS = 3;
/**
 * What the stalled requests may add to the server's RSS. Streamed properly they hold a few KiB each, but RSS also
 * keeps the garbage of the bytes streamed through (about 7.6 MiB a request) until V8 collects it: up to 53 MiB seen
 * on a CI machine (11 MiB on a quiet one). A
 * server that buffered even one 1.9 MiB field of each stalled request would hold 95 MiB more, so 80 MiB still tells
 * the two apart.
 */
const HELD_BUDGET = 80 * MiB;

interface TcpRow {
  local: string;
  remote: string;
  state: string;
  tx: number;
  rx: number;
}

/** The TCP connections of this network namespace, from /proc/net/tcp (IPv4: the server listens on 127.0.0.1). */
async function tcpRows(): Promise<TcpRow[]> {
  const table = await readFile('/proc/net/tcp', 'utf8');
  return table
    .split('\n')
    .slice(1)
    .flatMap((row) => {
      const [, local, remote, state, queues] = row.trim().split(/\s+/);
      if (!local || !remote || !state || !queues) return [];
      const [tx = '0', rx = '0'] = queues.split(':');
      return [{ local, remote, state, tx: Number.parseInt(tx, 16), rx: Number.parseInt(rx, 16) }];
    });
}

const hexPort = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/** Bytes sent to the server but not read by it yet: its receive queues and the clients' send queues. */
async function unreadBytes(port: number): Promise<number> {
  let total = 0;
  for (const row of await tcpRows()) {
    if (row.local.endsWith(hexPort(port))) total += row.rx;
    if (row.remote.endsWith(hexPort(port))) total += row.tx;
  }
  return total;
}

/**
 * A multipart request over a plain socket, its body sent in chunked encoding: the `parts` given, then either nothing
 * more (a request stalled there, left open) or the closing boundary (a finished one, whose answer is awaited).
 */
async function multipartRequest(
  server: ServerProcess,
  request: { path: string; boundary: string; parts: Buffer[]; headers?: string },
  finish: boolean,
): Promise<Socket> {
  const socket = connect(server.port, '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const answered = once(socket, 'data');
  answered.catch(() => undefined);
  // Whatever else the server sends is read and dropped, so its bytes queue nowhere.
  socket.resume();
  const write = async (data: Buffer | string) => {
    if (!socket.write(data)) await Promise.race([once(socket, 'drain'), once(socket, 'close')]);
  };
  await write(
    `POST ${request.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n` +
      `Content-Type: multipart/form-data; boundary=${request.boundary}\r\n${request.headers ?? ''}\r\n`,
  );
  const body = finish ? [...request.parts, Buffer.from(`\r\n--${request.boundary}--\r\n`)] : request.parts;
  for (const part of body) {
    await write(`${part.length.toString(16)}\r\n`);
    await write(part);
    await write('\r\n');
  }
  if (finish) {
    await write('0\r\n\r\n');
    const [answer] = (await answered) as [Buffer];
    expect(answer.toString('latin1')).toMatch(/^HTTP\/1\.1 4\d\d /);
    socket.destroy();
  }
  return socket;
}

const everythingRead = (server: ServerProcess) =>
  vi.waitFor(async () => expect(await unreadBytes(server.port)).toBe(0), { timeout: bound(60_000), interval: 100 });

/**
 * What stalled requests hold: the server's RSS with STALLED_REQUESTS of them open, every byte they sent read, against
 * its RSS just before. Bytes streamed through leave garbage (socket read buffers) that V8 collects when it sees fit,
 * tens of megabytes of it, and RSS keeps that mark; so the same requests are first sent finished, one at a time (each
 * is answered, 4xx, and forgotten before the next), and the comparison shows only what the stalled ones keep.
 */
async function heldByStalledRequests(
  server: ServerProcess,
  request: (index: number) => Parameters<typeof multipartRequest>[1],
  open: Socket[],
) {
  for (let i = 0; i < STALLED_REQUESTS; i++) await multipartRequest(server, request(i), true);
  await everythingRead(server);

  const before = await server.rss();
  for (let i = 0; i < STALLED_REQUESTS; i++) open.push(await multipartRequest(server, request(i), false));
  await everythingRead(server);
  const after = await server.rss();
  return { before, after, growth: after - before };
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

describe('anonymous multipart requests cannot exhaust memory', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  const open: Socket[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startDevelopmentServer(database, {
      // Every request here comes from 127.0.0.1: the limits are not what is measured.
      RATE_LIMIT_ATTEMPTS_PER_MINUTE: '10000',
    });
  }, bound(60_000));
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await server?.kill();
    await database?.drop();
  });

  it('registers with a 5 MB avatar beside its data-URL preview (the existing client sends both)', async () => {
    const avatar = Buffer.concat([PNG_1PX, Buffer.alloc(5_000_000 - PNG_1PX.length)]);
    const form = new FormData();
    form.append('fullName', 'Ada Lovelace');
    form.append('email', 'ada@example.com');
    form.append('password', 'engine1843!');
    form.append('previewImage', `data:image/png;base64,${avatar.toString('base64')}`);
    form.append('avatar', new Blob([avatar], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${server.url}/api/v1/user/register`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, user: { email: 'ada@example.com' } });
  });

  it(`${STALLED_REQUESTS} stalled REST registers, deep in large text fields, hold less than ${HELD_BUDGET / MiB} MiB`, async () => {
    const boundary = 'stalled-rest-boundary';
    const filler = Buffer.alloc(SENT_OF_FIELD, 'A');
    const field = (name: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`);
    const request = (i: number) => {
      const parts = [
        field('fullName'),
        Buffer.from('Ada Lovelace\r\n'),
        field('email'),
        Buffer.from(`ada${i}@x.com\r\n`),
      ];
      // Big text fields the route does not read, then one it does not read either, cut off: the request stalls there.
      for (let n = 0; n < BIG_FIELDS; n++) parts.push(field(`preview${n}`), filler, Buffer.from('\r\n'));
      parts.push(field('previewImage'), Buffer.from('data:image/png;base64,'), filler);
      return { path: '/api/v1/user/register', boundary, parts };
    };
    const { before, after, growth } = await heldByStalledRequests(server, request, open);
    console.info(`REST, ${STALLED_REQUESTS} stalled registers: RSS ${mib(before)} -> ${mib(after)}`);
    expect(growth).toBeLessThan(HELD_BUDGET);
  });

  it(`${STALLED_REQUESTS} stalled GraphQL multipart registers hold less than ${HELD_BUDGET / MiB} MiB`, async () => {
    const boundary = 'stalled-graphql-boundary';
    // An operations field as large as the parser used to take (1 MB), then a map that never ends.
    const query =
      'mutation R($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { message } }';
    const padding = 'x'.repeat(990_000);
    const filler = Buffer.alloc(0.9 * MiB, ' ');
    const request = (i: number) => {
      const operations = JSON.stringify({
        query,
        variables: {
          input: { fullName: padding, email: `ada${i}@example.com`, password: 'engine1843!' },
          avatar: null,
        },
      });
      const fields =
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0": ["variables.avatar"]`;
      return {
        path: '/graphql',
        boundary,
        parts: [Buffer.from(fields), filler],
        headers: 'apollo-require-preflight: true\r\n',
      };
    };
    const { before, after, growth } = await heldByStalledRequests(server, request, open);
    console.info(`GraphQL, ${STALLED_REQUESTS} stalled registers: RSS ${mib(before)} -> ${mib(after)}`);
    expect(growth).toBeLessThan(HELD_BUDGET);
  });
});
