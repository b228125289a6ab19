import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closeAppDeps, createAppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { databaseUrlOf, dropDatabase, type TestDatabaseServer, withAdmin } from './database';

/**
 * One PostgreSQL for a test or bench run: `serverUrl`'s (a maintenance database URL) when given, else an embedded one
 * in a temporary folder. Migrations run once, into a template database; each test file's database is a copy of it
 * (test/database.ts), which PostgreSQL makes in milliseconds where running the migrations takes seconds.
 */
export async function prepareTestDatabaseServer(
  serverUrl: string | undefined,
): Promise<TestDatabaseServer & { close(): Promise<void> }> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'coursehub-test-server-'));
  const embedded = serverUrl
    ? null
    : await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), throwaway: true });
  const adminUrl = embedded?.adminUrl ?? (serverUrl as string);
  const template = `coursehub_template_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${template}"`));
  const deps = await createAppDeps(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: scratch,
      DATABASE_URL: databaseUrlOf(adminUrl, template),
    }),
  );
  await closeAppDeps(deps);
  return {
    adminUrl,
    template,
    async close() {
      await dropDatabase(adminUrl, template);
      await embedded?.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
