import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the logger', () => {
  it('censors the credentials a request carries and keeps its other headers', () => {
    const { logger, lines } = capturedLogger();
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer secret-bearer', cookie: 'session=secret-cookie', accept: 'text/html' },
        },
        res: { headers: { 'set-cookie': 'session=secret-set-cookie', 'content-type': 'text/html' } },
      },
      'request completed',
    );
    expect(lines[0]).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' } },
      res: { headers: { 'set-cookie': '[redacted]', 'content-type': 'text/html' } },
    });
  });

  it('censors passwords and tokens in whatever object is logged beside the message', () => {
    const { logger, lines } = capturedLogger();
    logger.error(
      {
        input: {
          email: 'ada@example.com',
          password: 'secret-pw',
          newPassword: 'secret-new',
          currentPassword: 'secret-now',
        },
        session: { token: 'secret-token', userId: 'u1' },
      },
      'unexpected error',
    );
    expect(lines[0]).toMatchObject({
      input: {
        email: 'ada@example.com',
        password: '[redacted]',
        newPassword: '[redacted]',
        currentPassword: '[redacted]',
      },
      session: { token: '[redacted]', userId: 'u1' },
    });
    expect(JSON.stringify(lines)).not.toContain('secret-');
  });
});
