import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { closeAppDeps, createAppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose embedded database is migrated and has the job queue's schema; empty on PostgreSQL. */
    preparedDataDir: string;
  }
}

/**
 * On the embedded database, a fresh PGlite runs initdb and every migration: about 3 s a test file. The suite prepares
 * one database that way at its start and each test app starts from a copy (test/database.ts), which still applies
 * any migration the copy lacks. PostgreSQL creates its databases in milliseconds, so it needs none of this.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('preparedDataDir', '');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-prepared-'));
  const deps = await createAppDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
  await closeAppDeps(deps);
  project.provide('preparedDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
