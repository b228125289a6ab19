import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema } from '../src/config';

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFile(new URL(file, root), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: unknown };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
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
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });
});
