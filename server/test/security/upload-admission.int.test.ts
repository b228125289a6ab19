import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
import { startTestApp, type TestApp } from '../harness';

const ATTEMPTS_PER_MINUTE = 3;

/** A multipart request's head and nothing of its body; resolves with the status line once the server answers. */
async function headersOnly(app: TestApp, path: string, extra = ''): Promise<{ status: number; socket: Socket }> {
  const { port } = new URL(app.url);
  const socket = connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const answered = once(socket, 'data');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=never-sent\r\n` +
      `Content-Length: 1000000\r\napollo-require-preflight: true\r\n${extra}\r\n`,
  );
  const [data] = (await answered) as [Buffer];
  return { status: Number(data.toString('latin1').split(' ')[1]), socket };
}

/** An anonymous REST sign-up without its email and password: answered 400 by the service once it gets there. */
async function incompleteRegister(app: TestApp, forwardedFor: string) {
  const form = new FormData();
  form.append('fullName', 'Ada Lovelace');
  const response = await fetch(`${app.url}/api/v1/user/register`, {
    method: 'POST',
    headers: { 'x-forwarded-for': forwardedFor },
    body: form,
  });
  await response.arrayBuffer();
  return response;
}

describe('anonymous uploads are rate-limited before their body is read', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_ATTEMPTS_PER_MINUTE: String(ATTEMPTS_PER_MINUTE) });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
  });

  it('refuses the anonymous multipart request past the per-IP limit with 429, not a byte of its body sent', async () => {
    const forwardedFor = '198.51.100.20';
    // The first ones reach the service, which wants the other fields.
    for (let i = 0; i < ATTEMPTS_PER_MINUTE; i++) {
      const response = await incompleteRegister(app, forwardedFor);
      expect(response.status).toBe(400);
    }
    const rest = await headersOnly(app, '/api/v1/user/register', `X-Forwarded-For: ${forwardedFor}\r\n`);
    sockets.push(rest.socket);
    expect(rest.status).toBe(429);
    // GraphQL multipart counts on the same limit.
    const graphql = await headersOnly(app, '/graphql', `X-Forwarded-For: ${forwardedFor}\r\n`);
    sockets.push(graphql.socket);
    expect(graphql.status).toBe(429);
  });

  it('lets signed-in callers upload, and anonymous JSON requests are not counted', async () => {
    const forwardedFor = { 'x-forwarded-for': '198.51.100.21' };
    const { token } = await createUser(app);
    for (let i = 0; i <= ATTEMPTS_PER_MINUTE; i++) {
      const form = new FormData();
      form.append('fullName', 'Ada Lovelace');
      const response = await fetch(`${app.url}/api/v1/user/update/00000000-0000-4000-8000-000000000000`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...forwardedFor },
        body: form,
      });
      expect(response.status).not.toBe(429);
      await response.arrayBuffer();
    }
    for (let i = 0; i <= ATTEMPTS_PER_MINUTE; i++) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwardedFor },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(response.status).toBe(200);
    }
    // The first anonymous upload from this address is let through to the service.
    expect((await incompleteRegister(app, '198.51.100.21')).status).toBe(400);
  });
});
