import type { TestProject } from 'vitest/node';
import { prepareTestDatabaseServer } from './database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's maintenance database: test files create and drop their databases through it. */
    databaseAdminUrl: string;
    /** A database migrated once for the run (the job queue's schema included) that each test file's is cloned from. */
    databaseTemplate: string;
  }
}

/** The run's PostgreSQL: DATABASE_URL's server, else an embedded one, with the migrated template (test/database.ts). */
export default async function setup(project: TestProject) {
  const server = await prepareTestDatabaseServer(process.env.DATABASE_URL);
  project.provide('databaseAdminUrl', server.adminUrl);
  project.provide('databaseTemplate', server.template);
  return () => server.close();
}
