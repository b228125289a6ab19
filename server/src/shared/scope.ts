import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Em, Orm } from '../db/orm';
import type { SessionTokens } from '../modules/user/session-tokens';
import type { ObjectStorage } from '../storage/object-storage';
import type { Viewer } from './viewer';

/** Long-lived collaborators, built once at start-up (or by the test harness). */
export interface AppDeps {
  config: Config;
  orm: Orm;
  storage: ObjectStorage;
  sessions: SessionTokens;
  logger: Logger;
}

/** What every service call receives: a request-scoped entity manager and who is asking. */
export interface RequestScope {
  em: Em;
  viewer: Viewer | null;
  deps: AppDeps;
}
