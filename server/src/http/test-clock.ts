import express, { type Router } from 'express';
import { z } from 'zod';
import type { MovableClock } from '../shared/clock';

const A_YEAR_MS = 366 * 24 * 3600 * 1000;
const MoveClock = z.object({ offsetMs: z.number().int().min(0).max(A_YEAR_MS) });

/**
 * `PUT /test/clock {"offsetMs": n}`: the whole app's time, its workers' included, is the system's plus n from now on,
 * and the answer says what time that is. Mounted only with TEST_CLOCK_HEADER, which production refuses to start with:
 * how a browser journey lets a server's weekly digest come on Monday without waiting for one.
 */
export function testClockRouter(clock: MovableClock): Router {
  const router = express.Router();
  router.put('/test/clock', express.json(), (req, res) => {
    const move = MoveClock.safeParse(req.body);
    if (!move.success) {
      res.status(400).json({ error: 'offsetMs must be whole milliseconds from 0 to a year' });
      return;
    }
    clock.moveTo(move.data.offsetMs);
    res.json({ now: clock.now().toISOString() });
  });
  return router;
}
