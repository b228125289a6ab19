import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL } from '../../test/poll';
import { LocalDiskStorage } from './local-disk.storage';

const content = randomBytes(1000);

let baseDir: string;
let rootDir: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  // The root sits one level down so that an escaping write would land inside baseDir.
  baseDir = await mkdtemp(path.join(tmpdir(), 'local-disk-storage-'));
  rootDir = path.join(baseDir, 'uploads');
  storage = new LocalDiskStorage({ rootDir });
});

afterAll(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

async function bytesOf(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

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
  it('stores a file and reads it back whole, with its size and modification time', async () => {
    const before = Date.now();
    expect(await storage.put('videos/full.bin', Readable.from([content]), { contentType: 'video/mp4' })).toEqual({
      bytes: content.length,
    });
    expect(await storage.exists('videos/full.bin')).toBe(true);
    const info = await storage.stat('videos/full.bin');
    expect(info?.size).toBe(content.length);
    expect(info!.modified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await bytesOf(await storage.read('videos/full.bin'))).equals(content)).toBe(true);
  });

  it('reads exactly one inclusive byte range', async () => {
    const part = await bytesOf(await storage.read('videos/full.bin', { start: 10, end: 19 }));
    expect(part.equals(content.subarray(10, 20))).toBe(true);
  });

  it('stores keys with unusual characters under their own name', async () => {
    const key = 'lectures/intro clip #1 é.mp4';
    await storage.put(key, Readable.from([content]), { contentType: 'video/mp4' });
    expect(existsSync(path.join(rootDir, key))).toBe(true);
    expect((await storage.stat(key))?.size).toBe(content.length);
  });

  it('finds nothing under a missing key, a folder or a path through a file, and fails to read a missing file', async () => {
    expect(await storage.stat('videos/never-stored.mp4')).toBeNull();
    expect(await storage.stat('videos')).toBeNull();
    expect(await storage.stat('videos/full.bin/inside')).toBeNull();
    await expect(storage.read('videos/never-stored.mp4')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('does not follow an escaping key to a file outside its root', async () => {
    await writeFile(path.join(baseDir, 'outside.txt'), 'secret');
    await expect(storage.stat('../outside.txt')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read('../outside.txt')).rejects.toThrow(/Invalid storage key/);
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
    await expect(storage.stat(key)).rejects.toThrow(/Invalid storage key/);
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
    await expect.poll(async () => (await readdir(path.join(rootDir, '.tmp'))).length, POLL).toBe(1);
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

  it('deletes every file under a folder prefix, nested ones included, and nothing beside it', async () => {
    const put = (key: string) => storage.put(key, Readable.from([content]), { contentType: 'video/mp4' });
    await put('lectures/one/v1/720p.mp4');
    await put('lectures/one/v1/720p.m3u8');
    await put('lectures/one/v1/deeper/poster.jpg');
    await put('lectures/one/v10/720p.mp4');
    await put('lectures/one/v1.mp4');
    await storage.deletePrefix('lectures/one/v1/');
    expect(existsSync(path.join(rootDir, 'lectures/one/v1'))).toBe(false);
    expect(await storage.exists('lectures/one/v10/720p.mp4')).toBe(true);
    expect(await storage.exists('lectures/one/v1.mp4')).toBe(true);
    // Nothing left to delete is not an error.
    await expect(storage.deletePrefix('lectures/one/v1/')).resolves.toBeUndefined();
    await expect(storage.deletePrefix('lectures/never/')).resolves.toBeUndefined();
  });

  it.each(['', '/', 'lectures', 'lectures/one/v1', '../', 'lectures/../../', '.tmp/', 'lectures//', '/etc/'])(
    'refuses to delete under the prefix %j, which is not one safe folder',
    async (prefix) => {
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/Invalid storage prefix/);
      expect(await storage.exists('lectures/one/v10/720p.mp4')).toBe(true);
      expect(existsSync(path.join(rootDir, '.tmp'))).toBe(true);
    },
  );

  it('passes check() on a writable root and fails when the root is unusable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const notADir = path.join(rootDir, 'plain-file');
    await writeFile(notADir, 'x');
    await expect(new LocalDiskStorage({ rootDir: notADir }).check()).rejects.toThrow();
  });
});
