import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A query's last answer from the server, kept for when the device is offline. */
export interface SavedAnswer {
  key: string;
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
  savedAt: number;
}

/**
 * Where the answers are kept: IndexedDB in the browser, a Map in tests. `owner` is the signed-in user the answers
 * belong to (null: a visitor); changing it drops every answer, so no user ever reads another's.
 */
export interface AnswerStore {
  get(key: string): Promise<SavedAnswer | undefined>;
  put(answer: SavedAnswer): Promise<void>;
  all(): Promise<SavedAnswer[]>;
  setOwner(owner: string | null): Promise<void>;
  clear(): Promise<void>;
}

interface OfflineDb extends DBSchema {
  answers: { key: string; value: SavedAnswer; indexes: { savedAt: number } };
  meta: { key: string; value: string | null };
}

const DB_NAME = 'coursehub-offline-answers';
/** Enough for the courses a learner follows; the oldest answers go first beyond it. */
export const MAX_ANSWERS = 300;

export function memoryAnswerStore(): AnswerStore {
  const answers = new Map<string, SavedAnswer>();
  let owner: string | null = null;
  return {
    get: async (key) => answers.get(key),
    put: async (answer) => {
      answers.delete(answer.key);
      answers.set(answer.key, answer);
      while (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
    },
    all: async () => [...answers.values()],
    setOwner: async (next) => {
      if (next !== owner) answers.clear();
      owner = next;
    },
    clear: async () => answers.clear(),
  };
}

/** The browser's store, or null where IndexedDB is missing (server render, tests, private modes that refuse it). */
export function indexedDbAnswerStore(): AnswerStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBPDatabase<OfflineDb>> | undefined;
  const open = () => {
    db ??= openDB<OfflineDb>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('answers', { keyPath: 'key' }).createIndex('savedAt', 'savedAt');
        database.createObjectStore('meta');
      },
    });
    return db;
  };
  return {
    get: async (key) => (await open()).get('answers', key),
    put: async (answer) => {
      const database = await open();
      await database.put('answers', answer);
      const count = await database.count('answers');
      if (count <= MAX_ANSWERS) return;
      const tx = database.transaction('answers', 'readwrite');
      let cursor = await tx.store.index('savedAt').openCursor();
      for (let extra = count - MAX_ANSWERS; cursor && extra > 0; extra -= 1) {
        await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    all: async () => (await open()).getAll('answers'),
    setOwner: async (owner) => {
      const database = await open();
      const tx = database.transaction(['answers', 'meta'], 'readwrite');
      const current = await tx.objectStore('meta').get('owner');
      if (current !== owner) {
        await tx.objectStore('answers').clear();
        await tx.objectStore('meta').put(owner, 'owner');
      }
      await tx.done;
    },
    clear: async () => (await open()).clear('answers'),
  };
}
