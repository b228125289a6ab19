import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalDiskStorage, localFilesRouter } from './local-disk.storage';
import { createUrlSigner, unixNow } from './signed-url';

const secret = 'test-secret-that-is-at-least-32-characters';
const content = randomBytes(1000);

let baseDir: string;
let rootDir: string;
let storage: LocalDiskStorage;
let app: express.Express;

beforeAll(async () => {
  // The root sits one level down so that an escaping write would land inside baseDir.
  baseDir = await mkdtemp(path.join(tmpdir(), 'local-disk-storage-'));
  rootDir = path.join(baseDir, 'uploads');
  storage = new LocalDiskStorage({ rootDir, secret });
  // Like the real app's error handler: anything passed on is masked as a 500.
  app = express()
    .use(localFilesRouter(storage))
    .use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ success: false, message: 'Something went wrong' });
    });
});

afterAll(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

/** Collects any response body as bytes, whatever its content type. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

const get = (url: string) => request(app).get(url).buffer(true).parse(binary);

/** A body that sends some bytes and then fails, like an aborted upload. */
function failingBody() {
  let sent = 0;
  return new Readable({
    read() {
      if (sent++ < 3) this.push(randomBytes(64 * 1024));
      else this.destroy(new Error('client went away'));
    },
  });
}

describe('LocalDiskStorage', () => {
  it('stores a file and serves it in full through its signed URL', async () => {
    expect(await storage.put('videos/full.bin', Readable.from([content]), { contentType: 'video/mp4' })).toEqual({
      bytes: content.length,
    });
    expect(await storage.exists('videos/full.bin')).toBe(true);

    const url = await storage.signedUrl('videos/full.bin', 600);
    expect(url).toMatch(/^\/files\/videos\/full\.bin\?expires=\d+&signature=[\w-]+$/);
    const res = await get(url).expect(200);
    expect(Buffer.compare(res.body, content)).toBe(0);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(660);
  });

  it('returns the same URL for calls within one window and a new one after it', async () => {
    // 1_700_000_040 is a multiple of the 60 s window of a 600 s TTL.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_040_000 });
    try {
      const first = await storage.signedUrl('videos/full.bin', 600);
      vi.setSystemTime(1_700_000_099_999);
      expect(await storage.signedUrl('videos/full.bin', 600)).toBe(first);
      vi.setSystemTime(1_700_000_100_000);
      expect(await storage.signedUrl('videos/full.bin', 600)).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await get(await storage.signedUrl('videos/full.bin', 600))
      .set('Range', 'bytes=10-19')
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes 10-19/${content.length}`);
    expect(Buffer.compare(res.body, content.subarray(10, 20))).toBe(0);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await get(await storage.signedUrl('videos/full.bin', 600))
      .set('Range', `bytes=${content.length + 10}-`)
      .expect(416);
    expect(res.headers['content-range']).toBe(`bytes */${content.length}`);
  });

  it('serves an .mp4 key as video/mp4 and encodes unusual key characters', async () => {
    const key = 'lectures/intro clip #1 é.mp4';
    await storage.put(key, Readable.from([content]), { contentType: 'video/mp4' });
    const url = await storage.signedUrl(key, 600);
    expect(url).toContain('/lectures/intro%20clip%20%231%20%C3%A9.mp4?');
    const res = await get(url).expect(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.body.length).toBe(content.length);
  });

  it('refuses expired, tampered, foreign and missing signatures with 403', async () => {
    const past = createUrlSigner(secret).sign('videos/full.bin', 60, unixNow() - 3600);
    const expired = await get(`/files/videos/full.bin?expires=${past.expires}&signature=${past.signature}`).expect(403);
    expect(JSON.parse(expired.body.toString())).toEqual({
      success: false,
      message: 'This link has expired or is invalid',
    });

    const valid = new URL(await storage.signedUrl('videos/full.bin', 600), 'http://app');
    const signature = valid.searchParams.get('signature') ?? '';
    const tampered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await get(`${valid.pathname}?expires=${valid.searchParams.get('expires')}&signature=${tampered}`).expect(403);

    const extended = Number(valid.searchParams.get('expires')) + 3600;
    await get(`${valid.pathname}?expires=${extended}&signature=${signature}`).expect(403);

    await storage.put('videos/other.bin', Readable.from([content]), { contentType: 'video/mp4' });
    await get(`/files/videos/other.bin${valid.search}`).expect(403);

    await get(valid.pathname).expect(403);
  });

  it('answers 404 for a validly signed key whose file is gone or is a folder', async () => {
    const res = await get(await storage.signedUrl('videos/never-stored.mp4', 600)).expect(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ success: false });
    await get(await storage.signedUrl('videos', 600)).expect(404);
  });

  it('refuses an escaping key in a request even when its signature is valid', async () => {
    await writeFile(path.join(baseDir, 'outside.txt'), 'secret');
    const { expires, signature } = createUrlSigner(secret).sign('../outside.txt', 600);
    await get(`/files/..%2Foutside.txt?expires=${expires}&signature=${signature}`).expect(403);
  });

  it.each([
    '../escape.txt',
    'videos/../../escape.txt',
    '/etc/passwd',
    'videos\\..\\escape.txt',
    'videos/a\0.txt',
    '.tmp/planted',
    'videos//double.txt',
    '',
  ])('refuses the unsafe key %j', async (key) => {
    await expect(storage.put(key, Readable.from([content]), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.signedUrl(key, 600)).rejects.toThrow(/Invalid storage key/);
    expect(existsSync(path.join(baseDir, 'escape.txt'))).toBe(false);
  });

  it('leaves no file behind when the body errors midway', async () => {
    await expect(storage.put('videos/broken.bin', failingBody(), { contentType: 'video/mp4' })).rejects.toThrow(
      'client went away',
    );
    expect(existsSync(path.join(rootDir, 'videos/broken.bin'))).toBe(false);
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('leaves no file behind when the body is destroyed without an error', async () => {
    const body = new PassThrough();
    const stored = storage.put('videos/destroyed.bin', body, { contentType: 'video/mp4' });
    body.write(content);
    body.destroy();
    await expect(stored).rejects.toThrow();
    expect(existsSync(path.join(rootDir, 'videos/destroyed.bin'))).toBe(false);
    expect(await readdir(path.join(rootDir, '.tmp'))).toEqual([]);
  });

  it('shows the file under its key only once it is complete', async () => {
    const body = new PassThrough();
    const stored = storage.put('videos/slow.bin', body, { contentType: 'video/mp4' });
    body.write(content);
    await expect.poll(async () => (await readdir(path.join(rootDir, '.tmp'))).length).toBe(1);
    expect(await storage.exists('videos/slow.bin')).toBe(false);
    body.end(content);
    expect(await stored).toEqual({ bytes: 2 * content.length });
    expect((await readFile(path.join(rootDir, 'videos/slow.bin'))).length).toBe(2 * content.length);
  });

  it('deletes a file, and deleting it again succeeds', async () => {
    await storage.put('videos/doomed.bin', Readable.from([content]), { contentType: 'video/mp4' });
    await storage.delete('videos/doomed.bin');
    expect(await storage.exists('videos/doomed.bin')).toBe(false);
    expect(existsSync(path.join(rootDir, 'videos/doomed.bin'))).toBe(false);
    await expect(storage.delete('videos/doomed.bin')).resolves.toBeUndefined();
  });

  it('passes check() on a writable root and fails when the root is unusable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const notADir = path.join(rootDir, 'plain-file');
    await writeFile(notADir, 'x');
    await expect(new LocalDiskStorage({ rootDir: notADir, secret }).check()).rejects.toThrow();
  });
});
