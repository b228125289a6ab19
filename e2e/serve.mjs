// Starts the built server for the browser journeys on a throwaway data dir, and on a fresh
// PostgreSQL database when DATABASE_URL is set (dropped again on exit); without one, the server's own
// PostgreSQL lives in the data dir and is stopped before the dir is removed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const port = process.argv[2] ?? '4173';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coursehub-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // No PUBLIC_URL: the journeys use the address the server prints by default.
  // A short media URL lifetime: a player a journey keeps open for long meets expired URLs and their renewal.
  VIDEO_URL_TTL_SECONDS: '30',
  // Viewing sessions end (and count into the admin's analytics) 30 s after the player stops, not 5 minutes.
  VIEWING_IDLE_SECONDS: '30',
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'Admin-pass1!',
  // Every journey's browser and requests come from 127.0.0.1: the API's per-address limit would be shared by all.
  API_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
  // The journeys share accounts (the admin above) and click far faster than a person: the per-account limit too.
  API_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  // Sign-ups and logins from that one address too: some journeys in a row sign in more than 20 times a minute (the
  // server's tests check the limit itself).
  RATE_LIMIT_ATTEMPTS_PER_MINUTE: '100000',
  // No journey is about automatic captions (the server's tests transcribe real speech): without this each lecture a
  // journey adds would also be transcribed by PocketSphinx, a core's worth of work beside the transcodes.
  TRANSCRIPTION_ENGINE: 'off',
  // Nor about slides (the server's tests read real ones): each lecture a journey adds would be read by Tesseract too.
  MEDIA_SLIDES: 'false',
  // Journeys run at any hour and read their mails at once: none waits out a learner's night (the server's tests check
  // quiet hours with their own clock).
  QUIET_HOURS: 'off',
  // The weekly digest journey moves the server to Monday (PUT /test/clock) and waits for the workers' next pass.
  WORKER_PASS_SECONDS: '5',
  // The review journey reads tomorrow's review: its browser's requests carry a clock offset (x-test-clock-offset-ms).
  TEST_CLOCK_HEADER: 'true',
  // The subscription journey asks for 'info' to read the address the server prints.
  LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
};

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const name = `coursehub_e2e_${randomBytes(5).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = () => admin(`drop database if exists "${name}" with (force)`);
}

/**
 * Without a DATABASE_URL the server runs its own PostgreSQL in DATA_DIR/postgres, which outlives it by design (another
 * process may attach to it): stopped here with the server's own helper (Node 24 strips its types), before its folder
 * goes.
 */
async function stopEmbeddedDatabase() {
  const { stopEmbeddedPostgres } = await import('../server/src/db/embedded-postgres.ts');
  await stopEmbeddedPostgres(path.join(dataDir, 'postgres'));
}

const server = spawn(process.execPath, ['server/dist/main.js'], { env, stdio: 'inherit' });
const exited = new Promise((resolve) => server.once('exit', resolve));
let stopping = false;
/** Stops the server if it still runs, then its database, and removes the data dir; exits with `code`. */
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await exited;
  await stopEmbeddedDatabase().catch(() => {});
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
// Playwright asks with SIGTERM (playwright.config.ts); `npm test` stopping a lane, Ctrl-C and a closed terminal send
// the others.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.once(signal, () => stop(0));
// A server that dies by itself is cleaned up after too.
exited.then((code) => stop(code ?? 1));
