import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { requestLog } from './request-log';

const lines: Record<string, unknown>[] = [];
const logger = createLogger({ logLevel: 'info', env: 'production' }, { write: (line) => lines.push(JSON.parse(line)) });

const app = express();
app.use(requestLog(logger));
app.get('/healthz', (_req, res) => {
  res.send('ok');
});
app.get('/courses', (req, res) => {
  req.log.info({ found: 2 }, 'courses read');
  res.json({ courses: [] });
});
app.get('/broken', (_req, res) => {
  res.status(502).send('upstream failed');
});
app.get('/slow', () => {
  // Never answers: the client gives up first.
});

let url = '';
let server: Server;
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The lines logged for the request with this id, once its own line is written. */
async function linesOf(id: string) {
  const own = () => lines.filter((line) => (line.req as { id?: string } | undefined)?.id === id);
  for (let wait = 0; wait < 100 && !own().some((line) => 'responseTime' in line); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return own();
}

describe('the request log', () => {
  it("writes one line per request with its id, method, URL, address, status and time, the request's own lines with its fields", async () => {
    const response = await fetch(`${url}/courses?limit=2&token=secret`, { headers: { 'x-request-id': 'r-1' } });
    expect(response.headers.get('x-request-id')).toBe('r-1');
    const [own, done] = await linesOf('r-1');
    const req = { id: 'r-1', method: 'GET', url: '/courses?limit=2&token=[redacted]', remoteAddress: '127.0.0.1' };
    expect(own).toMatchObject({ level: 30, req, found: 2, msg: 'courses read' });
    expect(done).toMatchObject({ level: 30, req, res: { statusCode: 200 }, msg: 'request completed' });
    expect(done?.responseTime).toEqual(expect.any(Number));
    // The same keys, in the same order, as pino-http's line.
    expect(Object.keys(done ?? {})).toEqual(['level', 'time', 'pid', 'hostname', 'req', 'res', 'responseTime', 'msg']);
  });

  it('gives a request without a usable X-Request-Id a new one, and sends it back', async () => {
    for (const sent of [undefined, 'no spaces allowed', 'x'.repeat(65)]) {
      const response = await fetch(`${url}/courses`, { headers: sent ? { 'x-request-id': sent } : {} });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await linesOf(id)).toHaveLength(2);
    }
  });

  it('writes a failed answer as errored, with the status as the error', async () => {
    await fetch(`${url}/broken`, { headers: { 'x-request-id': 'r-broken' } });
    const [done] = await linesOf('r-broken');
    expect(done).toMatchObject({
      level: 30,
      res: { statusCode: 502 },
      err: { message: 'failed with status code 502' },
      msg: 'request errored',
    });
  });

  it('writes a request the client gave up on as aborted', async () => {
    const abandoned = new AbortController();
    const request = fetch(`${url}/slow`, { headers: { 'x-request-id': 'r-gone' }, signal: abandoned.signal });
    setTimeout(() => abandoned.abort(), 50);
    await expect(request).rejects.toThrow();
    const [done] = await linesOf('r-gone');
    expect(done).toMatchObject({ res: { statusCode: null }, msg: 'request aborted' });
  });

  it('writes no line for the probes', async () => {
    const response = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'r-probe' } });
    expect(response.headers.get('x-request-id')).toBe('r-probe');
    await fetch(`${url}/courses`, { headers: { 'x-request-id': 'r-after' } });
    await linesOf('r-after');
    expect(lines.filter((line) => (line.req as { id?: string } | undefined)?.id === 'r-probe')).toEqual([]);
  });
});
