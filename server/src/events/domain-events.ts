import { type JobHandler, type JobQueue, QUEUES } from '../jobs/job-queue';
import type { Em } from '../shared/orm';

/**
 * What happened in one domain that another reacts to, and what each event carries: ids and facts, JSON-able (an
 * after-commit subscriber gets them through the job queue). The webhooks module forwards the ones integrators
 * subscribe to with the same data.
 */
export interface DomainEventData {
  /** A lecture finished processing and can be watched. */
  'lecture.ready': { lectureId: string; courseId: string; title: string; durationSeconds: number };
  /**
   * A lecture has an original to process, in the transaction that made it PROCESSING under a new processing version:
   * a new lecture, or a new attempt (`restart`: a replaced video, a retry after a failure), whose earlier attempt's
   * jobs may still be running. `replacedVersion`: the attempt whose outputs a replaced video leaves behind.
   */
  'lecture.processing': { lectureId: string; restart: boolean; replacedVersion: string | null };
  /** A READY lecture's failed ladder is to be encoded again, for its processing attempt `version`. */
  'lecture.ladder-retried': { lectureId: string; version: string };
  /** A lecture's row is gone (its own deletion, or its course's); its stored files are still there. */
  'lecture.deleted': { lectureId: string; courseId: string; videoKey: string };
  /** A course became public (by an ADMIN, or automatically with its first READY lecture). */
  'course.published': { courseId: string; title: string };
  /** A learner's attempt passed its quiz. */
  'quiz.passed': { quizId: string; attemptId: string; userId: string; courseId: string; scorePercent: number };
  /**
   * A learner's submitted attempt got questions wrong (not wholly right): their ids, the version of the questions
   * they answered, and when, by the app's clock (ISO).
   */
  'quiz.missed': {
    quizId: string;
    attemptId: string;
    version: number;
    userId: string;
    courseId: string;
    questionIds: string[];
    answeredAt: string;
  };
  /** A learner completed a lecture for the first time (their mark or their position). */
  'lecture.completed': { userId: string; lectureId: string; courseId: string };
  /** The server's viewing record verified a learner's completion of a lecture. */
  'viewing.verified': { userId: string; lectureId: string; courseId: string };
  /**
   * An account is being closed, in the transaction that then deletes its user row: each domain forgets or anonymises
   * what it keeps of the account beyond the rows the user's foreign keys delete with it. `requestedAt`: when the
   * closing began, by the app's clock (ISO); what the account's owner asked for since then (its goodbye mail) stays.
   */
  'account.closing': { userId: string; email: string; requestedAt: string };
}

export type DomainEventType = keyof DomainEventData;

/** Runs in the transaction of the change, before it commits: a rule whose result the caller must see at once. */
export type InTransactionSubscriber<T extends DomainEventType> = (
  em: Em,
  data: DomainEventData[T],
) => Promise<void> | void;

/**
 * Runs after the change committed, from a job written in its transaction: the queue retries it until it succeeds, so
 * it must be idempotent (a worker that dies mid-run runs it again). `context` is what the composition root gave the
 * job handler (DomainEventBus.job).
 */
export type AfterCommitSubscriber<T extends DomainEventType, C> = (
  context: C,
  data: DomainEventData[T],
  signal: AbortSignal,
) => Promise<void>;

/** What a feature needs to announce a change: AppDeps.events. */
export interface DomainEvents {
  /**
   * Records the event in `em`'s transaction: its in-transaction subscribers run now, on `em`; one job per
   * after-commit subscriber is written beside the change's rows (the queue's table is the outbox), so it runs once
   * the change commits, even if this process dies right after, and never if it rolls back.
   */
  publish<T extends DomainEventType>(em: Em, type: T, data: DomainEventData[T]): Promise<void>;
}

/** The data of a `domain.event` job: one event for one after-commit subscriber. */
export interface DomainEventJob {
  subscriber: string;
  type: DomainEventType;
  data: DomainEventData[DomainEventType];
}

/** A subscriber stored beside those of other events: publish gives each the data of its own event. */
type AnyInTransaction = (em: Em, data: never) => Promise<void> | void;
type AnyAfterCommit<C> = (context: C, data: never, signal: AbortSignal) => Promise<void>;

/**
 * The process's subscribers, registered once by the composition root (app-deps.ts), which is also the only place that
 * knows which module listens to which: a module publishes without knowing who reacts.
 */
export class DomainEventBus<C> implements DomainEvents {
  private readonly inTransaction = new Map<DomainEventType, AnyInTransaction[]>();
  private readonly afterCommit = new Map<string, { type: DomainEventType; run: AnyAfterCommit<C> }>();

  constructor(private readonly jobs: Pick<JobQueue, 'enqueue'>) {}

  /** Subscribers of one event run in the order they were added. */
  onInTransaction<T extends DomainEventType>(type: T, subscriber: InTransactionSubscriber<T>): this {
    this.inTransaction.set(type, [...(this.inTransaction.get(type) ?? []), subscriber as AnyInTransaction]);
    return this;
  }

  /** `name` identifies the subscriber in its jobs: unique, and kept across releases while jobs may wait. */
  onAfterCommit<T extends DomainEventType>(type: T, name: string, subscriber: AfterCommitSubscriber<T, C>): this {
    if (this.afterCommit.has(name)) throw new Error(`Two after-commit subscribers are named ${name}`);
    this.afterCommit.set(name, { type, run: subscriber as AnyAfterCommit<C> });
    return this;
  }

  async publish<T extends DomainEventType>(em: Em, type: T, data: DomainEventData[T]): Promise<void> {
    for (const subscriber of this.inTransaction.get(type) ?? []) await subscriber(em, data as never);
    for (const [name, subscriber] of this.afterCommit) {
      if (subscriber.type !== type) continue;
      // Outside a transaction the job would be written at once, before the change it announces, and kept if that
      // change then failed.
      if (!em.isInTransaction()) throw new Error(`${type} must be published in the transaction of its change`);
      await this.jobs.enqueue<DomainEventJob>(
        QUEUES.domainEvent,
        { subscriber: name, type, data },
        { transaction: em },
      );
    }
  }

  /** The handler of queue `domain.event` (workers.ts): runs the named subscriber with the composition root's context. */
  job(context: C): JobHandler<DomainEventJob> {
    return async ({ data: { subscriber, type, data }, signal }) => {
      const found = this.afterCommit.get(subscriber);
      // A job of a subscriber this release no longer has: nothing left to do for it.
      if (!found || found.type !== type) return;
      await found.run(context, data as never, signal);
    };
  }
}
