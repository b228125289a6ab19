import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './logger';

declare global {
  namespace Express {
    interface Request {
      /** The caller's X-Request-Id when it is a safe one, else a new UUID; sent back as X-Request-Id. */
      id: string;
      /** This request's logger: its lines carry the request's `req` fields, as the request's own line does. */
      log: Logger;
    }
  }
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Probes, asked every few seconds: no line of their own. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * One line per request with what operators search by: `{"req":{id,method,url,remoteAddress},"res":{statusCode},
 * "responseTime":ms,"msg":"request completed"}` ('request aborted' when the client left first, 'request errored' with
 * `err` on a 5xx or a failed response), the line pino-http wrote. pino-http also made a child logger for every request
 * (its bindings serialised and redacted at once) and built pino's standard request and response objects (the
 * response's headers copied) to hand its serializers: with the catalogue cache off that was 5 % of the server's CPU
 * per request (docs/benchmarks.md). Here the child is made when `req.log` is first read, which few requests do.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    // Read now: the socket's address is gone once a client hangs up, and later middleware rewrites req.url.
    const fields = {
      id: req.id,
      method: req.method,
      url: redactUrl(req.originalUrl),
      remoteAddress: req.socket.remoteAddress,
    };
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => {
        child ??= logger.child({ req: fields });
        return child;
      },
    });
    if (UNLOGGED.has(req.url)) return next();
    const started = Date.now();
    const done = (error?: Error) => {
      res.off('close', done);
      res.off('finish', done);
      res.off('error', done);
      const line = {
        req: fields,
        res: { statusCode: res.headersSent ? res.statusCode : null },
        ...((error || res.statusCode >= 500) && {
          err: error ?? new Error(`failed with status code ${res.statusCode}`),
        }),
        responseTime: Date.now() - started,
      };
      const message =
        'err' in line
          ? 'request errored'
          : !req.readableAborted && res.writableEnded
            ? 'request completed'
            : 'request aborted';
      logger.info(line, message);
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}
