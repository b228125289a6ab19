import 'reflect-metadata';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { closeAppDeps, createAppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose embedded database is migrated and has the job queue's schema; empty on PostgreSQL. */
    preparedDataDir: string;
    /** That database's data dir as one tarball (PGlite's dumpDataDir), for test apps to start from in memory. */
    preparedDump: string;
  }
}

/**
 * On the embedded database, a fresh PGlite runs initdb and every migration: about 3 s a test file. The suite prepares
 * one database that way at its start and each test app starts from it (test/database.ts), which still applies any
 * migration it lacks: in memory from its dump, or, where a test needs the database on disk, from a copy of its folder.
 * PostgreSQL creates its databases in milliseconds, so it needs none of this.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('preparedDataDir', '');
    project.provide('preparedDump', '');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-prepared-'));
  const deps = await createAppDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
  // The queue stopped first: it writes to the database while it runs.
  await deps.jobs.stop();
  const pglite = (await deps.orm.em.getConnection().getNativeClient()) as PGlite;
  const dump = path.join(dataDir, 'prepared.tar');
  await writeFile(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await closeAppDeps(deps);
  project.provide('preparedDataDir', dataDir);
  project.provide('preparedDump', dump);
  return () => rm(dataDir, { recursive: true, force: true });
}
