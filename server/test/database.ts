import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** Scale-out tests need a real server even when the rest of the suite runs on PGlite. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  databaseUrl?: string;
  dataDir: string;
  /** On PGlite with `prepared` and `inMemory`: what the app's embedded database starts from (createAppDeps' hooks). */
  inMemory?: { from: Blob };
  drop(): Promise<void>;
}

/** The prepared database's dump, read once per worker process (its files share it) and reused by every app. */
let preparedDump: Promise<Blob> | undefined;

/**
 * A database of its own for one test file: a fresh PostgreSQL database on the server named
 * by DATABASE_URL (so files can run side by side), or an embedded PGlite in a temp folder. `prepared`: the PGlite
 * starts as a copy of the suite's migrated one (test/global-setup.ts) instead of empty; with `inMemory` too, the app
 * keeps its PGlite in memory, started from that database's dump (copying its 1,267 files took 2.4 CPU-s a file,
 * loading the dump 0.7), so only what a test writes to the data folder itself is on disk.
 */
export async function createTestDatabase(
  options: { requirePostgres?: boolean; prepared?: boolean; inMemory?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-test-'));
  const baseUrl = process.env.DATABASE_URL ?? (options.requirePostgres ? LOCAL_POSTGRES : undefined);
  if (!baseUrl) {
    const drop = () => rm(dataDir, { recursive: true, force: true });
    if (options.prepared && options.inMemory) {
      preparedDump ??= readFile(inject('preparedDump')).then((bytes) => new Blob([bytes]));
      return { dataDir, inMemory: { from: await preparedDump }, drop };
    }
    const preparedDataDir = options.prepared ? inject('preparedDataDir') : '';
    if (preparedDataDir)
      await cp(path.join(preparedDataDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, drop };
  }

  const name = `coursehub_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(baseUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await withAdmin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
