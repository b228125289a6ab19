import { CompiledQuery } from 'kysely';
import { type Db, PgBoss, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Em } from '../shared/orm';
import type { EnqueueOptions, JobHandler, JobQueue, QueueName } from './job-queue';
import { type JobTiming, type QueuePolicy, queuePolicies } from './queues';

/** pg-boss's tables live apart from the app's, in a schema the ORM ignores (db/orm.ts) and our migrations never touch. */
export const PG_BOSS_SCHEMA = 'pgboss';
/** Connections pg-boss may open per process on PostgreSQL, beside the ORM's pool. */
const POOL_MAX = 4;
/** How often an idle worker asks for a job. */
const POLLING_INTERVAL_SECONDS = 2;
/**
 * How often a running job's heartbeat is written at most; the write is also when a worker learns that another process
 * cancelled its job, so this bounds how long such a transcode keeps running (one this process cancels stops at once).
 * Below the least heartbeat pg-boss allows (10 s), so a worker keeps its job alive whatever heartbeat the job was sent
 * with.
 */
const MAX_HEARTBEAT_REFRESH_SECONDS = 5;
/** Job states in which a job may still run: waiting, waiting for a retry, running. */
const OPEN_STATES: ReadonlySet<string> = new Set(['created', 'retry', 'active']);

/** The JobQueue port on pg-boss: jobs, retries, heartbeats and dead letters in tables of the app's own database. */
export class PgBossQueue implements JobQueue {
  readonly #boss: PgBoss;
  readonly #logger: Logger;
  readonly #policies: [QueueName, QueuePolicy][];
  /** What each job of a queue is sent with: its queue's policy, less the policy name (a queue's alone). */
  readonly #jobOptions: Map<QueueName, SendOptions>;
  readonly #heartbeatRefreshSeconds: number;
  readonly #working = new Set<QueueName>();
  /** The jobs this process is running, by id: a cancel made here aborts its job at once, not at its next heartbeat. */
  readonly #running = new Map<string, AbortController>();
  #started = false;

  constructor(databaseUrl: string, timing: JobTiming, logger: Logger) {
    this.#logger = logger.child({ component: 'jobs' });
    this.#boss = new PgBoss({
      connectionString: databaseUrl,
      max: POOL_MAX,
      schema: PG_BOSS_SCHEMA,
      // The monitor fails the jobs whose heartbeat stopped; it runs within the supervise pass, so both share one
      // interval, and a killed worker's job is retried within about heartbeatSeconds + this.
      superviseIntervalSeconds: timing.monitorIntervalSeconds,
      monitorIntervalSeconds: timing.monitorIntervalSeconds,
      // No cron schedules: the one periodic task (reconcile) is a timer in workers.ts.
      schedule: false,
      // A job sent wakes the idle workers of every process at once (NOTIFY in the sending transaction) instead of
      // within their next poll: a mail, a transcode or a webhook starts at once. Polling stays as the floor; this holds
      // one more connection per process.
      useListenNotify: true,
    });
    // pg-boss reports background failures (maintenance, a heartbeat it could not write) as events; an EventEmitter
    // without an 'error' listener would throw them at the process instead.
    this.#boss.on('error', (error) => this.#logger.error({ err: error }, 'job queue error'));
    this.#boss.on('warning', (warning) => this.#logger.warn({ data: warning.data }, warning.message));
    this.#policies = queuePolicies(timing);
    this.#jobOptions = new Map(
      this.#policies.map(([name, policy]): [QueueName, SendOptions] => {
        const { policy: _queueOnly, ...jobOptions } = policy;
        return [name, jobOptions];
      }),
    );
    this.#heartbeatRefreshSeconds = Math.min(MAX_HEARTBEAT_REFRESH_SECONDS, timing.heartbeatSeconds / 2);
  }

  async start() {
    if (this.#started) return;
    try {
      // Creates or migrates the pgboss schema under pg-boss's advisory lock, so processes may start together.
      await this.#boss.start();
      const existing = new Map((await this.#boss.getQueues()).map((queue) => [queue.name, queue]));
      for (const [name, policy] of this.#policies) {
        const queue = existing.get(name);
        if (!queue) await this.#boss.createQueue(name, { ...policy, notify: true });
        // A queue keeps the options it was created with: one made before notifications opts in here.
        else if (!queue.notify) await this.#boss.updateQueue(name, { notify: true });
      }
    } catch (error) {
      // Its timers and pool would keep the process alive; the start's error is the one to report.
      await this.#boss.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    this.#started = true;
  }

  async enqueue<T extends object>(queue: QueueName, data: T, options: EnqueueOptions = {}) {
    // Every job carries its queue's policy as this process's settings make it (the heartbeat it is held to included):
    // a queue keeps the options it was created with, so settings changed since reach an existing installation
    // through the jobs sent after the change.
    return this.#boss.send(queue, data, {
      ...this.#jobOptions.get(queue),
      ...(options.key !== undefined && { singletonKey: options.key }),
      ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
      ...(options.priority !== undefined && { priority: options.priority }),
      ...(options.transaction && { db: transactionDatabase(options.transaction) }),
    });
  }

  async cancel(queue: QueueName, key: string) {
    const open = (await this.#boss.findJobs(queue, { key }))
      .filter((job) => OPEN_STATES.has(job.state))
      .map((job) => job.id);
    if (open.length === 0) return;
    await this.#boss.cancel(queue, open);
    this.#logger.info({ queue, key, jobIds: open }, 'jobs cancelled');
    // After the rows say cancelled, so the handler's rejection is not taken for a failure to retry.
    for (const id of open) this.#running.get(id)?.abort(new Error(`job ${id} was cancelled`));
  }

  async work<T extends object>(queue: QueueName, options: { concurrency: number }, handler: JobHandler<T>) {
    this.#working.add(queue);
    const workOptions = {
      localConcurrency: options.concurrency,
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      // Notifications announce new jobs, not retries coming due: polling keeps its pace for those (pg-boss would
      // otherwise slow it to 30 s on a notified queue).
      notifyPollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      heartbeatRefreshSeconds: this.#heartbeatRefreshSeconds,
    };
    // batchSize is 1: each call brings one job.
    await this.#boss.work<T>(queue, workOptions, async ([job]) => {
      if (!job) return;
      const context = { queue, jobId: job.id, attempt: job.retryCount };
      const started = Date.now();
      const cancelledHere = new AbortController();
      this.#running.set(job.id, cancelledHere);
      const signal = AbortSignal.any([job.signal, cancelledHere.signal]);
      this.#logger.info(context, 'job started');
      try {
        await handler({ id: job.id, data: job.data, attempt: job.retryCount, signal });
      } catch (error) {
        // pg-boss records the error on the job and retries it within the queue's policy; the log says why.
        if (signal.aborted) {
          this.#logger.info({ ...context, reason: String(signal.reason) }, 'job stopped: cancelled, or its claim lost');
        } else {
          this.#logger.error({ ...context, err: error }, 'job failed');
        }
        throw error;
      } finally {
        this.#running.delete(job.id);
      }
      this.#logger.info({ ...context, durationMs: Date.now() - started }, 'job completed');
    });
  }

  async stopWorking() {
    // Without waiting: the running jobs finish on their own, and stop() bounds how long that may take.
    await Promise.all([...this.#working].map((queue) => this.#boss.offWork(queue, { wait: false })));
    this.#working.clear();
  }

  async stop({ timeoutMs = 20_000 }: { timeoutMs?: number } = {}) {
    if (!this.#started) return;
    this.#started = false;
    // Graceful: no more fetching; running jobs may finish until the timeout, then the rest are failed (a failed
    // attempt, which another worker retries), and pg-boss's pool closes.
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }
}

/** pg-boss's statements on an entity manager's connection, so they belong to its transaction. */
function transactionDatabase(em: Em): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const { rows } = await em.getKysely().executeQuery(CompiledQuery.raw(text, values));
      return { rows };
    },
  };
}

/** The queue in the app's database, beside the app's tables. */
export function createJobQueue(config: Pick<Config, 'jobs'>, databaseUrl: string, logger: Logger) {
  return new PgBossQueue(databaseUrl, config.jobs, logger);
}
