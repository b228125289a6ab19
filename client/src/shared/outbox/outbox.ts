import { useSyncExternalStore } from 'react';
import { errorCode, errorMessage } from '../errors';
import {
  indexedDbOutboxStore,
  type OutboxItem,
  type OutboxStore,
  type QueuedQuestion,
  type QueuedQuizAttempt,
} from './outboxStore';

/** What became of an item the server answered: done, or refused for good with its message. */
export interface OutboxOutcome {
  item: OutboxItem;
  status: 'sent' | 'refused';
  message: string | null;
}

export interface OutboxSnapshot {
  /** Waiting to be sent, oldest first, every user's (screens show their own user's). */
  items: OutboxItem[];
  /** What the runs since the page opened made of the items they sent, newest last. */
  outcomes: OutboxOutcome[];
}

/** Answers that sending again would not change: the item leaves the outbox with the server's message. */
const FINAL_REFUSALS = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND']);

/**
 * The device's queue of what a learner did offline (quiz answers, questions), sent when they are back online: one run
 * at a time, so nothing goes twice from this page, oldest first, and each item under its own id, so that a send whose
 * answer was lost is counted once by the server when it goes again.
 */
export class Outbox {
  private sending: Promise<unknown> = Promise.resolve();
  private snapshot: OutboxSnapshot = { items: [], outcomes: [] };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: OutboxStore) {
    void this.reload();
  }

  async add(userId: string, queued: QueuedQuizAttempt | QueuedQuestion): Promise<OutboxItem> {
    const item: OutboxItem = { ...queued, id: crypto.randomUUID(), userId, queuedAt: new Date().toISOString() };
    await this.store.put(item);
    await this.reload();
    return item;
  }

  /**
   * Sends the user's items with `sendItem`, which throws what the server answered when it did not take one. An item
   * that could not be sent (offline, the server unreachable, signed out) stops the run and stays for the next one.
   */
  send(userId: string, sendItem: (item: OutboxItem) => Promise<void>): Promise<OutboxOutcome[]> {
    const run = this.sending.then(async () => {
      const outcomes: OutboxOutcome[] = [];
      const mine = (await this.store.list()).filter((item) => item.userId === userId).sort(byQueuedAt);
      for (const item of mine) {
        try {
          await sendItem(item);
          outcomes.push({ item, status: 'sent', message: null });
        } catch (error) {
          if (!FINAL_REFUSALS.has(errorCode(error) ?? '')) break;
          outcomes.push({ item, status: 'refused', message: errorMessage(error, '') });
        }
        await this.store.remove(item.id);
      }
      if (outcomes.length) this.snapshot = { ...this.snapshot, outcomes: [...this.snapshot.outcomes, ...outcomes] };
      await this.reload();
      return outcomes;
    });
    this.sending = run.catch(() => undefined);
    return run;
  }

  private async reload() {
    const items = (await this.store.list()).sort(byQueuedAt);
    this.snapshot = { ...this.snapshot, items };
    for (const listener of this.listeners) listener();
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;
}

const byQueuedAt = (a: OutboxItem, b: OutboxItem) => a.queuedAt.localeCompare(b.queuedAt);

let shared: Outbox | null | undefined;

/** The device's one outbox, on IndexedDB (null where the browser has none). */
export function deviceOutbox(): Outbox | null {
  if (shared === undefined) {
    const store = indexedDbOutboxStore();
    shared = store && new Outbox(store);
  }
  return shared;
}

const EMPTY: OutboxSnapshot = { items: [], outcomes: [] };
const NOTHING_TO_WATCH = () => () => undefined;
const nothing = () => EMPTY;

/** The device's outbox and what is in it, followed. */
export function useOutbox(): { outbox: Outbox | null } & OutboxSnapshot {
  const outbox = deviceOutbox();
  const snapshot = useSyncExternalStore(outbox?.subscribe ?? NOTHING_TO_WATCH, outbox?.getSnapshot ?? nothing, nothing);
  return { outbox, ...snapshot };
}
