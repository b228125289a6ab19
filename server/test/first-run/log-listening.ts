// A process that logs as the server does, for log-format.test.ts: NODE_ENV and what its stdout is decide the format.
import { createLogger } from '../../src/http/logger';

const env = (process.env.NODE_ENV ?? 'development') as 'development' | 'test' | 'production';
createLogger({ logLevel: 'info', env }).info({ url: 'http://127.0.0.1:4000' }, 'listening');
