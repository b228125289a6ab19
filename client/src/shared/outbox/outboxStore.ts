import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Answers to a quiz given offline on its paper, scored by the server as a new attempt when they are sent. */
export interface QueuedQuizAttempt {
  kind: 'quizAttempt';
  quizId: string;
  quizTitle: string;
  version: number;
  answers: { questionId: string; optionIds: string[]; text: string | null }[];
}

/** A question asked under a lecture while offline. */
export interface QueuedQuestion {
  kind: 'question';
  lectureId: string;
  title: string;
  body: string;
  videoSeconds: number | null;
}

/**
 * Something a learner did offline, waiting to be sent. Its id (a UUID made here) is the id the server gives what it
 * makes of it, so an item sent twice (the answer lost on the way back) counts once.
 */
export type OutboxItem = (QueuedQuizAttempt | QueuedQuestion) & {
  id: string;
  /** Whose it is: only this user's session sends it; another user signed in on the device never sees it. */
  userId: string;
  queuedAt: string;
};

/** Where the outbox is kept: IndexedDB in the browser, a Map in tests. */
export interface OutboxStore {
  list(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

export function memoryOutboxStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  return {
    list: async () => [...items.values()],
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
  };
}

interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem };
}

/** The browser's store, or null where IndexedDB is missing (server render, private modes that refuse it). */
export function indexedDbOutboxStore(): OutboxStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBPDatabase<OutboxDb>> | undefined;
  const open = () => {
    db ??= openDB<OutboxDb>('coursehub-outbox', 1, {
      upgrade(database) {
        database.createObjectStore('items', { keyPath: 'id' });
      },
    });
    return db;
  };
  return {
    list: async () => (await open()).getAll('items'),
    put: async (item) => void (await (await open()).put('items', item)),
    remove: async (id) => (await open()).delete('items', id),
  };
}
