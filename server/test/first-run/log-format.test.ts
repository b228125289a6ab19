import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const command = [process.execPath, '--import', 'tsx', 'test/first-run/log-listening.ts'];

/** What the process prints, its stdout a pipe (as under a test harness or a log collector) or a terminal. */
async function logged(env: Record<string, string>, stdout: 'pipe' | 'terminal') {
  const { FORCE_COLOR: _, ...inherited } = process.env;
  const options = { cwd: serverDir, env: { ...inherited, ...env } };
  const { stdout: text } =
    stdout === 'pipe'
      ? await promisify(execFile)(command[0]!, command.slice(1), options)
      : // script(1) runs the command on a pseudo-terminal of its own.
        await promisify(execFile)('script', ['-qec', command.join(' '), '/dev/null'], options);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is stripped
  return text.replace(/\x1b\[[0-9;]*m/g, '').replace(/\r\n/g, '\n');
}

const readable = /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: listening\n {4}url: "http:\/\/127\.0\.0\.1:4000"\n$/;

describe('the log format of a real process', () => {
  it('is readable in development on a terminal', async () => {
    expect(await logged({ NODE_ENV: 'development' }, 'terminal')).toMatch(readable);
  });

  it('is readable in development under npm run dev, whose concurrently pipes the output and sets FORCE_COLOR', async () => {
    expect(await logged({ NODE_ENV: 'development', FORCE_COLOR: '1' }, 'pipe')).toMatch(readable);
  });

  it('is JSON in development when stdout is a pipe, and in production even on a terminal', async () => {
    for (const [env, stdout] of [
      ['development', 'pipe'],
      ['production', 'terminal'],
    ] as const) {
      const text = await logged({ NODE_ENV: env }, stdout);
      expect(JSON.parse(text), `${env} on a ${stdout}`).toMatchObject({ level: 30, msg: 'listening' });
    }
  });
});
