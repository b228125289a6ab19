import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema } from '../src/config';

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFile(new URL(file, root), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  container_name?: string;
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown; disable?: boolean };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  stop_grace_period?: string;
}

/** No Docker engine runs in CI, so the compose file is checked as data. */
describe('deployment files', () => {
  const configKeys = Object.keys(envSchema.shape);

  it('docker-compose.yml runs postgres, minio with its bucket, two app replicas and a proxy, all health-checked', async () => {
    const compose = parse(await read('docker-compose.yml')) as {
      services: Record<string, ComposeService>;
      volumes: Record<string, unknown>;
    };
    const { postgres, minio, app, proxy } = compose.services;
    for (const [name, service] of Object.entries({ postgres, minio, app, proxy })) {
      expect(service?.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
    }
    expect(postgres?.volumes?.some((volume) => volume.startsWith('pgdata:'))).toBe(true);
    expect(minio?.volumes?.some((volume) => volume.startsWith('miniodata:'))).toBe(true);
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'miniodata']));
    expect(compose.services['minio-init']).toBeDefined();
    expect(app?.build).toBeDefined();
    expect(app?.deploy?.replicas).toBe(2);
    expect(app?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(proxy?.depends_on?.app?.condition).toBe('service_healthy');
  });

  it('the app service sets only variables the config schema knows, and everything production requires', async () => {
    const compose = parse(await read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const appEnv = Object.keys(compose.services.app?.environment ?? {});
    expect(appEnv.filter((key) => !configKeys.includes(key))).toEqual([]);
    expect(appEnv).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'DATABASE_URL',
        'APP_SECRET',
        'ADMIN_PASSWORD',
        'S3_BUCKET',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'PUBLIC_URL',
      ]),
    );
  });

  it('a worker service runs the job workers from the app image, scalable with --scale worker=N', async () => {
    const compose = parse(await read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const { app, worker } = compose.services;
    expect(worker?.build).toEqual(app?.build);
    expect(worker?.command).toEqual(['node', 'server/dist/worker.js']);
    // Replicas need neither a fixed name nor a published port.
    expect(worker?.container_name).toBeUndefined();
    expect(worker?.ports).toBeUndefined();
    expect(worker?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(worker?.depends_on?.['minio-init']?.condition).toBe('service_completed_successfully');
    expect(worker?.healthcheck?.disable).toBe(true);
    expect(worker?.stop_grace_period).toBe('30s');
    const workerEnv = Object.keys(worker?.environment ?? {});
    expect(workerEnv.filter((key) => !configKeys.includes(key))).toEqual([]);
    expect(worker?.environment?.DATABASE_URL).toBe(app?.environment?.DATABASE_URL);
    // The app replicas only enqueue.
    expect(app?.environment?.RUN_WORKERS).toBe('false');
  });

  it('.env.example lists every variable of the config schema', async () => {
    const listed = (await read('.env.example'))
      .split('\n')
      .map((line) => line.match(/^([A-Z0-9_]+)=/)?.[1])
      .filter(Boolean);
    expect(configKeys.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('the proxy streams uploads through without buffering them', async () => {
    const nginx = await read('deploy/nginx.conf');
    expect(nginx).toMatch(/proxy_request_buffering off;/);
    expect(nginx).toMatch(/client_max_body_size 2100m;/);
  });

  it('the Dockerfile builds in stages, runs as a non-root user with production dependencies and a health check', async () => {
    const dockerfile = await read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    // Debian's ffmpeg for transcoding; the npm fallback builds are left out of the image.
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(dockerfile).toMatch(/rm -rf node_modules\/@ffmpeg-installer node_modules\/@ffprobe-installer/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });
});
