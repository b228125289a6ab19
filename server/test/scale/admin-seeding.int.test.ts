import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAppDeps, createAppDeps } from '../../src/app-deps';
import { loadConfig } from '../../src/config';
import { seedAdmin } from '../../src/db/seed';
import { createLogger } from '../../src/http/logger';
import { createTestDatabase, type TestDatabase } from '../database';
import { bound } from '../hang-bound';
import { startTestApp } from '../harness';
import { type ServerProcess, startServerProcess } from '../server-process';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { token user { email role } } }';
/** Mixed case on purpose: the account is stored, and logged into, lower-cased. */
const ADMIN_EMAIL = 'Owner@Example.COM';

/** GraphQL login against any running server: the account's email and role, or the error code. */
async function graphqlLogin(url: string, email: string, password: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { i: { email, password } } }),
  });
  const body = (await response.json()) as {
    data?: { login: { token: string; user: { email: string; role: string } } };
    errors?: { extensions?: { code?: string } }[];
  };
  return body.data?.login.user ?? body.errors?.[0]?.extensions?.code;
}

/** REST login (the spec's facade): the status and the account it logged into. */
async function restLogin(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { user?: { email: string; role: string } };
  return { status: response.status, user: body.user && { email: body.user.email, role: body.user.role } };
}

/** Straight from the table, so nothing the app caches or filters hides a second admin. */
async function accounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      email: string;
      role: string;
      password_hash: string;
      email_verified: boolean;
    }>('select email, role, password_hash, email_verified from users order by created_at');
    return rows;
  } finally {
    await client.end();
  }
}

/** The passwords the first start printed to the terminal (seed.ts), from any number of processes. */
const printedPasswords = (...servers: ServerProcess[]) =>
  servers.flatMap((server) => server.lines.flatMap((line) => /^\s+password:\s+(\S+)$/.exec(line)?.[1] ?? []));

describe('first-start admin seeding, two instances on one fresh PostgreSQL database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('seeding from two ORM instances at once creates one admin from ADMIN_EMAIL and ADMIN_PASSWORD; a later start changes nothing', async () => {
    const env = (password: string) =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        ADMIN_EMAIL,
        ADMIN_PASSWORD: password,
      });
    const config = env('Owner-pass1!');
    // Two processes' worth of ORM and pools; the seeding's log lines captured as JSON.
    const replicas = await Promise.all([createAppDeps(config), createAppDeps(config)]);
    const logged: Record<string, unknown>[] = [];
    const logger = createLogger(
      { logLevel: 'info', env: 'test' },
      { write: (line: string) => void logged.push(JSON.parse(line)) },
      'json',
    );
    const app = await startTestApp({ ADMIN_EMAIL }, { database });
    try {
      const outcomes = await Promise.allSettled(replicas.map((deps) => seedAdmin(deps.orm, config, logger)));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'seeded'))).toEqual([
        'seeded',
        'seeded',
      ]);
      const [admin, ...others] = await accounts(database.databaseUrl!);
      expect(others).toEqual([]);
      // The operator chose the address: the admin never has to confirm it.
      expect(admin).toMatchObject({ email: 'owner@example.com', role: 'ADMIN', email_verified: true });
      expect(
        logged.filter((entry) => entry.msg === 'created the admin account from ADMIN_EMAIL and ADMIN_PASSWORD'),
      ).toHaveLength(1);
      expect(JSON.stringify(logged)).not.toContain('Owner-pass1!');

      const ownerAccount = { email: 'owner@example.com', role: 'ADMIN' };
      expect(await graphqlLogin(app.url, ADMIN_EMAIL, 'Owner-pass1!')).toEqual(ownerAccount);
      expect(await restLogin(app.url, 'owner@example.com', 'Owner-pass1!')).toEqual({
        status: 200,
        user: ownerAccount,
      });

      // A later start, even with another ADMIN_PASSWORD, leaves the admin as it is and says nothing.
      logged.length = 0;
      await seedAdmin(replicas[0]!.orm, env('Changed-pass2!'), logger);
      expect(await accounts(database.databaseUrl!)).toEqual([admin]);
      expect(logged).toEqual([]);
      expect(await graphqlLogin(app.url, ADMIN_EMAIL, 'Changed-pass2!')).toBe('UNAUTHENTICATED');
      expect(await graphqlLogin(app.url, ADMIN_EMAIL, 'Owner-pass1!')).toEqual(ownerAccount);
    } finally {
      await app.close();
      for (const deps of replicas) await closeAppDeps(deps);
    }
  });
});

describe('first-start admin seeding, two server processes starting at once without ADMIN_PASSWORD', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  const secret = randomBytes(48).toString('base64url');
  // Replicas share their settings: one secret, one database.
  const env = () => ({
    NODE_ENV: 'development',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl!,
    APP_SECRET: secret,
    ADMIN_EMAIL,
    ADMIN_PASSWORD: '',
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: '10000',
  });
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.drop();
  });

  it(
    'both start, one admin exists, one password is printed, and it logs in on either',
    async () => {
      const started = await Promise.allSettled([startServerProcess(env()), startServerProcess(env())]);
      for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
      expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'listening'))).toEqual([
        'listening',
        'listening',
      ]);
      const [first, second] = servers as [ServerProcess, ServerProcess];

      const passwords = printedPasswords(first, second);
      expect(passwords).toHaveLength(1);
      const [password] = passwords as [string];
      // The signup rule (16 characters, a digit and a symbol), and not in the JSON log lines.
      expect(password).toMatch(/^(?=.*\d)(?=.*[^A-Za-z0-9]).{16,}$/);
      expect(
        [...first.lines, ...second.lines].filter((line) => line.startsWith('{') && line.includes(password)),
      ).toEqual([]);

      const [admin, ...others] = await accounts(database.databaseUrl!);
      expect(others).toEqual([]);
      expect(admin).toMatchObject({ email: 'owner@example.com', role: 'ADMIN' });

      const ownerAccount = { email: 'owner@example.com', role: 'ADMIN' };
      expect(await graphqlLogin(first.url, ADMIN_EMAIL, password)).toEqual(ownerAccount);
      expect(await restLogin(second.url, ADMIN_EMAIL, password)).toEqual({ status: 200, user: ownerAccount });
    },
    bound(60_000),
  );

  it(
    'a restart prints no password and leaves the admin and its password as they were',
    async () => {
      const [password] = printedPasswords(...servers) as [string];
      const before = await accounts(database.databaseUrl!);
      for (const server of servers.splice(0)) await server.kill();

      const restarted = await startServerProcess(env());
      servers.push(restarted);
      expect(printedPasswords(restarted)).toEqual([]);
      expect(restarted.lines.join('\n')).not.toContain('Admin account created');
      expect(await accounts(database.databaseUrl!)).toEqual(before);
      expect(await graphqlLogin(restarted.url, 'owner@example.com', password)).toEqual({
        email: 'owner@example.com',
        role: 'ADMIN',
      });
    },
    bound(60_000),
  );
});
