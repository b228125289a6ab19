import { QUEUES } from '../src/jobs/job-queue';
import type { TestApp } from './harness';

/**
 * Takes the app's `domain.event` jobs in this process, as workers.ts does, for a test whose app runs no workers: its
 * after-commit subscribers (a deleted lecture's files, say) then run as they would in production. Stopped with the app.
 */
export const workDomainEvents = (app: TestApp) =>
  app.deps.jobs.work(QUEUES.domainEvent, { concurrency: 1 }, app.deps.events.job(app.deps));
