import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  databaseUrl: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** Where test databases are made: the run's server and its migrated template (test/global-setup.ts). */
export interface TestDatabaseServer {
  adminUrl: string;
  template: string;
}

/** Outside vitest (the bench), where the run's server is not injected: set once by its runner. */
let runServer: TestDatabaseServer | undefined;
export function useTestDatabaseServer(server: TestDatabaseServer) {
  runServer = server;
}

/**
 * A database of its own for one test file (so files can run side by side) and a temporary data folder: a copy of the
 * run's migrated template, or with `empty` a database with nothing in it, for tests that migrate it themselves.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template } = runServer ?? {
    adminUrl: inject('databaseAdminUrl'),
    template: inject('databaseTemplate'),
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-test-'));
  const name = `coursehub_test_${randomBytes(6).toString('hex')}`;
  const source = options.empty ? 'template0' : template;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}" template "${source}"`));
  return {
    dataDir,
    databaseUrl: databaseUrlOf(adminUrl, name),
    async drop() {
      await dropDatabase(adminUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function databaseUrlOf(adminUrl: string, database: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function dropDatabase(adminUrl: string, database: string) {
  return withAdmin(adminUrl, (client) => client.query(`drop database if exists "${database}" with (force)`));
}

export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
