import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovableClock } from '../shared/clock';
import { testClockRouter } from './test-clock';

const clock = new MovableClock();
let server: ReturnType<ReturnType<typeof express>['listen']>;
let url = '';

beforeAll(async () => {
  server = express().use(testClockRouter(clock)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/test/clock`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const move = (body: unknown) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('PUT /test/clock', () => {
  it("moves the clock's time ahead of the system's, says what time it is, and moves it back", async () => {
    const day = 24 * 3600 * 1000;
    const answer = await move({ offsetMs: 2 * day });
    expect(answer.status).toBe(200);
    const { now } = (await answer.json()) as { now: string };
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(2 * day - 60_000);
    expect(clock.nowMs() - Date.now()).toBeGreaterThan(2 * day - 60_000);
    expect((await move({ offsetMs: 0 })).status).toBe(200);
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a time in the past, a fraction, past a year, or no offset, and leaves the clock where it was', async () => {
    for (const body of [{ offsetMs: -1 }, { offsetMs: 1.5 }, { offsetMs: 400 * 24 * 3600 * 1000 }, {}]) {
      expect((await move(body)).status).toBe(400);
    }
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(60_000);
  });
});
