import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat, logFormat } from './logger';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { logLevel: 'info', env: 'production' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

function capturedText(format: LogFormat) {
  const chunks: string[] = [];
  const logger = createLogger(
    { logLevel: 'info', env: 'development' },
    { write: (chunk: string) => chunks.push(chunk) },
    format,
  );
  return { logger, text: () => chunks.join('') };
}

const terminal = { isTTY: true, forceColor: undefined };
const pipe = { isTTY: false, forceColor: undefined };

describe('the log format', () => {
  it('is readable in development when a person reads stdout: a terminal, or npm run dev (concurrently)', () => {
    expect(logFormat('development', terminal)).toBe('pretty');
    for (const forceColor of ['1', '2', '3', 'true']) {
      expect(logFormat('development', { isTTY: false, forceColor })).toBe('pretty');
    }
  });

  it('is JSON where a machine reads it: a pipe or a file in development, and always in test and production', () => {
    expect(logFormat('development', pipe)).toBe('json');
    expect(logFormat('development', { isTTY: false, forceColor: '0' })).toBe('json');
    for (const env of ['test', 'production'] as const) {
      expect(logFormat(env, terminal)).toBe('json');
      expect(logFormat(env, { isTTY: false, forceColor: '1' })).toBe('json');
    }
  });

  it('writes readable lines in development: level, message and fields, no JSON', () => {
    const { logger, text } = capturedText('pretty');
    logger.info({ url: 'http://localhost:4000' }, 'listening');
    const output = text();
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: listening\n {4}url: "http:\/\/localhost:4000"\n$/);
    expect(output).not.toMatch(/[{}]/);
  });

  it('writes one JSON object per line otherwise', () => {
    const { logger, text } = capturedText('json');
    logger.info({ url: 'http://localhost:4000' }, 'listening');
    const lines = text().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'listening', url: 'http://localhost:4000' });
  });

  it('writes a request as one readable line in development', () => {
    const { logger, text } = capturedText('pretty');
    logger.info(
      {
        req: { id: 'r-1', method: 'GET', url: '/api/v1/courses', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: 3,
      },
      'request completed',
    );
    expect(text()).toMatch(/^\[[\d:.]+\] INFO: request completed GET \/api\/v1\/courses 200 3 ms \(request r-1\)\n$/);
  });

  it('names the component a line comes from as its prefix in development', () => {
    const { logger, text } = capturedText('pretty');
    logger.info({ component: 'orm' }, "[migrator] Applied 'Migration20261121000000Accounts'");
    expect(text()).toMatch(/^\[[\d:.]+\] INFO: orm: \[migrator\] Applied 'Migration20261121000000Accounts'\n$/);
  });

  it('censors credentials in the readable lines of development too', () => {
    const { logger, text } = capturedText('pretty');
    logger.error(
      {
        input: { email: 'ada@example.com', password: 'secret-pw', newPassword: 'secret-new' },
        session: { token: 'secret-token', userId: 'u1' },
        req: { id: 'r-2', method: 'POST', url: '/graphql', headers: { authorization: 'Bearer secret-bearer' } },
      },
      'unexpected error',
    );
    const output = text();
    expect(output).toContain('unexpected error POST /graphql (request r-2)');
    expect(output).toContain('"email": "ada@example.com"');
    expect(output).toContain('"userId": "u1"');
    expect(output.match(/\[redacted\]/g)).toHaveLength(3);
    expect(output).not.toContain('secret-');
  });
});

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
