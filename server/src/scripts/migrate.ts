import 'reflect-metadata';
import { closeAppDeps, createAppDeps } from '../app-deps';
import { loadConfig } from '../config';

/** `npm run db:migrate`: applies pending migrations (start-up does the same). */
const deps = await createAppDeps(loadConfig());
await closeAppDeps(deps);
console.log('migrations applied');
