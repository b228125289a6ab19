import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config';

/** JSON lines; credentials never reach the log even when a request or error carries them. */
export const createLogger = (config: Pick<Config, 'logLevel'>, destination?: DestinationStream) =>
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
    destination,
  );
