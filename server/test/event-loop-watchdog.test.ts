import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a script in a real Node process (through tsx, as the test workers load TypeScript), with its exit and stderr. */
function run(script: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe('the test workers’ event-loop watchdog', () => {
  it('kills a process whose event loop stands still past the limit, saying why', async () => {
    const result = await run(`
      import { watchEventLoop } from './test/event-loop-watchdog.ts';
      watchEventLoop(1000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const until = Date.now() + 20_000;
      while (Date.now() < until);
    `);
    expect(result.signal).toBe('SIGKILL');
    expect(result.stderr).toContain('event loop has not turned for 1 s');
  }, 30_000);

  it('leaves a busy but turning process alone, and does not keep it alive', async () => {
    const result = await run(`
      import { watchEventLoop } from './test/event-loop-watchdog.ts';
      watchEventLoop(1000);
      for (let i = 0; i < 6; i++) {
        const until = Date.now() + 400;
        while (Date.now() < until);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    `);
    expect(result).toEqual({ code: 0, signal: null, stderr: '' });
  });
});
