import { Router } from 'express';
import type { AppDeps } from '../shared/scope';

/** /healthz: the process answers. /readyz: it can reach the database and file storage. */
export function healthRouter({ orm, storage, logger }: AppDeps) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checks = await Promise.allSettled([orm.em.getConnection().execute('select 1'), storage.check()]);
    const [database, files] = checks.map((check) => (check.status === 'fulfilled' ? 'ok' : 'unavailable'));
    const ready = checks.every((check) => check.status === 'fulfilled');
    if (!ready) logger.warn({ database, files }, 'not ready');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', database, storage: files });
  });
  return router;
}
