import { createRequire } from 'node:module';
import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config';

export type LogFormat = 'json' | 'pretty';

/** Whether a person reads the process's stdout: a terminal, or `npm run dev`'s `concurrently`, which pipes it. */
export type Stdout = {
  isTTY: boolean;
  /** concurrently sets FORCE_COLOR for the commands it runs when its own output is a colour terminal. */
  forceColor: string | undefined;
};

/**
 * Readable lines for a developer's terminal; one JSON object per line wherever a machine reads the log: in
 * production and tests, and in development too when stdout goes to a file, a pipe or a test harness that parses it.
 */
export const logFormat = (env: Config['env'], stdout: Stdout): LogFormat =>
  env === 'development' && (stdout.isTTY || !['', '0', 'false', undefined].includes(stdout.forceColor))
    ? 'pretty'
    : 'json';

const processStdout = (): Stdout => ({
  isTTY: process.stdout.isTTY === true,
  forceColor: process.env.FORCE_COLOR,
});

/** `GET /api/v1/courses 200 3 ms (request <id>)` from the fields of a request's line (request-log.ts); empty for other lines. */
function requestLine(log: Record<string, unknown>): string {
  const req = log.req as { id?: string; method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (!req) return '';
  const time = typeof log.responseTime === 'number' ? `${log.responseTime} ms` : undefined;
  const words = [req.method, req.url, res?.statusCode, time, req.id && `(request ${req.id})`];
  return words.filter((word) => word !== undefined && word !== '').join(' ');
}

/**
 * pino-pretty is a development dependency, absent from production installs: it is loaded only when chosen, and a
 * development start without it logs JSON. Formatting is synchronous (pino-pretty's own stream is asynchronous and
 * may lose the last lines on process.exit); colours follow the terminal unless the lines go to a given destination.
 */
function prettyLines(destination: DestinationStream | undefined): DestinationStream | undefined {
  let pretty: typeof import('pino-pretty');
  try {
    pretty = createRequire(import.meta.url)('pino-pretty');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return destination;
    throw error;
  }
  const format = pretty.prettyFactory({
    // The request fields request-log.ts adds become one phrase of the message (requestLine) instead of a block each,
    // and the component a line comes from (`orm` for the migrator's and the ORM's lines) its prefix.
    ignore: 'pid,hostname,req,res,responseTime,component',
    messageFormat: (log, messageKey) =>
      [log.component && `${log.component}:`, log[messageKey], requestLine(log)].filter(Boolean).join(' '),
    translateTime: 'SYS:HH:MM:ss.l',
    ...(destination && { colorize: false }),
  });
  const out = destination ?? process.stdout;
  return { write: (line: string) => out.write(format(line)) };
}

/** The query parameter that carries the mailed links' tokens (reset, email confirmation and change, cancel). */
const TOKEN_PARAMETER = 'token';

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/**
 * The URL of a request as the log keeps it: every `token` query value replaced (the name compared as the server
 * reads it: decoded, any case), so a mailed link's single-use token is not readable by whoever reads the log.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return decodedName(name).toLowerCase() === TOKEN_PARAMETER ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}`;
}

/** Credentials never reach the log, in either format, even when a request or error carries them. */
export const createLogger = (
  config: Pick<Config, 'logLevel' | 'env'>,
  destination?: DestinationStream,
  format: LogFormat = logFormat(config.env, processStdout()),
) =>
  pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    format === 'pretty' ? prettyLines(destination) : destination,
  );
