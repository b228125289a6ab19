/** The app's PostgreSQL (db/database.ts): DATABASE_URL's, or the embedded one this process started or found. */
export interface AppDatabase {
  /** The database the app's tables, its job queue and its rate limits live in. */
  url: string;
  /** Stops the embedded server if this process started it; nothing for a configured DATABASE_URL. */
  stop(): Promise<void>;
}
