import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { serverEntry, settings } from './settings';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  chromium: string;
  server: string;
  config: string;
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  } catch (error) {
    return `unreachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(settings.chromium, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `not found at ${settings.chromium}`;
  }
}

export async function describeMachine(): Promise<Machine> {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: await postgresVersion(),
    chromium: chromiumVersion(),
    server: serverEntry().note,
    config:
      `NODE_ENV=production (client part: test), LOG_LEVEL=${settings.logLevel}; ` +
      `catalogue: ${settings.courses} courses, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s in ${settings.rounds} interleaved rounds; ` +
      `uploads: 1 GiB${settings.uploadGiB > 1 ? ` and ${settings.uploadGiB} GiB` : ''}`,
  };
}
