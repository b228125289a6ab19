import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { stopEmbeddedPostgres } from './embedded-postgres';

const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) {
    await stopEmbeddedPostgres(path.join(folder, 'postgres'));
    await rm(folder, { recursive: true, force: true });
  }
});

/**
 * A process that starts a throwaway cluster, as a test run's global setup does, says its admin URL and waits to be
 * stopped (Node strips the module's types).
 */
async function processWithCluster() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'coursehub-embedded-'));
  folders.push(folder);
  const dir = path.join(folder, 'postgres');
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)});
    const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, throwaway: true });
    console.log(server.adminUrl);
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { child, dir, adminUrl: line.toString().trim() };
}

const accepts = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

describe('a throwaway embedded PostgreSQL', () => {
  // SIGINT and SIGHUP take the same path; SIGTERM is what `npm test` sends a lane it stops.
  it('stops with the process that started it, on SIGTERM', async () => {
    const signal = 'SIGTERM';
    const { child, dir, adminUrl } = await processWithCluster();
    expect(await accepts(adminUrl)).toBe(true);
    const exited = once(child, 'exit');
    child.kill(signal);
    // Raised again once the server is down: the process still ends by the signal.
    expect(await exited).toEqual([null, signal]);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(await accepts(adminUrl)).toBe(false);
  });
});
