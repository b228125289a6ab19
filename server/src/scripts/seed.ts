import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeAppDeps, createAppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { seedAdmin } from '../db/seed';
import { seedDemoContent } from '../db/seeders/demo-content.seeder';

/** `npm run db:seed`: the admin account and the demo catalogue, each only if missing. */
const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo');
const config = loadConfig();
const deps = await createAppDeps(config);
await seedAdmin(deps.orm, config, deps.logger);
await seedDemoContent(deps.orm, { storage: deps.storage, logger: deps.logger, demoDir });
await closeAppDeps(deps);
console.log('seeded');
