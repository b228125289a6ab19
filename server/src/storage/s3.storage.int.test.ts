import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3Storage, type S3StorageOptions } from './s3.storage';

const MiB = 1024 * 1024;
const bucket = 'test-bucket';

let directory: string;
let server: S3rver;
let options: S3StorageOptions;
let storage: S3Storage;
/** `METHOD /path?query` of every request s3rver received, to see which S3 calls were made. */
const requests: string[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  server.httpServer?.on('request', (req: IncomingMessage) => requests.push(`${req.method} ${req.url}`));
  options = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  storage = new S3Storage(options);
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

/** Deterministic pseudo-random bytes, produced in 256 KiB chunks so nothing is buffered whole. */
function generated(totalBytes: number, failAfterBytes = Number.POSITIVE_INFINITY) {
  const chunkSize = 256 * 1024;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= failAfterBytes) {
        this.destroy(new Error('client went away'));
      } else if (sent >= totalBytes) {
        this.push(null);
      } else {
        const chunk = Buffer.alloc(Math.min(chunkSize, totalBytes - sent));
        for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE(Math.imul(sent + i, 2654435761) >>> 0, i);
        sent += chunk.length;
        this.push(chunk);
      }
    },
  });
}

async function sha256(stream: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

async function keysInBucket() {
  const client = new S3Client(options);
  try {
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return Contents.map((object) => object.Key);
  } finally {
    client.destroy();
  }
}

describe('S3Storage', () => {
  it('streams a multipart upload and serves it back through the presigned URL', async () => {
    const size = 12 * MiB;
    requests.length = 0;
    expect(await storage.put('videos/big.bin', generated(size), { contentType: 'video/mp4' })).toEqual({
      bytes: size,
    });
    expect(await storage.exists('videos/big.bin')).toBe(true);
    const parts = requests.filter((line) => /^PUT \/test-bucket\/videos\/big\.bin\?.*partNumber=/.test(line));
    expect(parts).toHaveLength(3);

    const res = await fetch(await storage.presignedUrl('videos/big.bin', 600));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(size);
    expect(createHash('sha256').update(body).digest('hex')).toBe(await sha256(generated(size)));
  });

  it('answers a Range GET on the presigned URL with 206 and exactly those bytes', async () => {
    const res = await fetch(await storage.presignedUrl('videos/big.bin', 600), {
      headers: { Range: `bytes=${5 * MiB - 10}-${5 * MiB + 9}` },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${5 * MiB - 10}-${5 * MiB + 9}/${12 * MiB}`);
    const whole = Buffer.concat(await generated(12 * MiB).toArray());
    expect(Buffer.from(await res.arrayBuffer())).toEqual(whole.subarray(5 * MiB - 10, 5 * MiB + 10));
  });

  it('issues an expiring URL that is identical within one window and changes after it', async () => {
    // 1_700_000_040 is a multiple of the 60 s window of a 600 s TTL.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_040_000 });
    try {
      const first = await storage.presignedUrl('videos/big.bin', 600);
      const params = new URL(first).searchParams;
      expect(params.get('X-Amz-Date')).toBe('20231114T221400Z');
      expect(params.get('X-Amz-Expires')).toBe('660');
      vi.setSystemTime(1_700_000_099_999);
      expect(await storage.presignedUrl('videos/big.bin', 600)).toBe(first);
      vi.setSystemTime(1_700_000_100_000);
      expect(await storage.presignedUrl('videos/big.bin', 600)).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes an object, and deleting it again succeeds', async () => {
    await storage.put('videos/doomed.bin', generated(1000), { contentType: 'video/mp4' });
    await storage.delete('videos/doomed.bin');
    expect(await storage.exists('videos/doomed.bin')).toBe(false);
    await expect(storage.delete('videos/doomed.bin')).resolves.toBeUndefined();
  });

  it('rejects and leaves no object when the body errors midway through a multipart upload', async () => {
    requests.length = 0;
    await expect(
      storage.put('videos/broken.bin', generated(20 * MiB, 11 * MiB), { contentType: 'video/mp4' }),
    ).rejects.toThrow('client went away');
    expect(await storage.exists('videos/broken.bin')).toBe(false);
    expect(await keysInBucket()).not.toContain('videos/broken.bin');
    // The multipart upload was really started, and its abort was attempted (s3rver lacks it).
    expect(requests.some((line) => /^PUT \/test-bucket\/videos\/broken\.bin\?.*partNumber=1/.test(line))).toBe(true);
    expect(requests.some((line) => /^DELETE \/test-bucket\/videos\/broken\.bin\?.*uploadId=/.test(line))).toBe(true);
  });

  it('rejects and leaves no object when a small body errors before the single PUT', async () => {
    await expect(
      storage.put('videos/small-broken.bin', generated(MiB, MiB / 2), { contentType: 'video/mp4' }),
    ).rejects.toThrow('client went away');
    expect(await storage.exists('videos/small-broken.bin')).toBe(false);
  });

  it('rejects with the store error and stops reading the body when the upload fails', async () => {
    const body = generated(20 * MiB);
    const missing = new S3Storage({ ...options, bucket: 'missing-bucket' });
    await expect(missing.put('videos/nowhere.bin', body, { contentType: 'video/mp4' })).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    expect(body.destroyed).toBe(true);
  });

  it('reads an object whole or one inclusive range, and rejects with ENOENT for a missing key', async () => {
    const whole = Buffer.concat(await generated(MiB).toArray());
    await storage.put('videos/readable.bin', generated(MiB), { contentType: 'video/mp4' });
    expect(Buffer.concat(await (await storage.read('videos/readable.bin')).toArray())).toEqual(whole);
    const part = Buffer.concat(await (await storage.read('videos/readable.bin', { start: 1000, end: 1999 })).toArray());
    expect(part).toEqual(whole.subarray(1000, 2000));
    await expect(storage.read('videos/never-stored.bin')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes every object under a prefix page by page, and nothing beside it', async () => {
    // More keys than one ListObjectsV2 page (1,000) holds.
    const keys = Array.from({ length: 1005 }, (_, i) => `lectures/many/v1/segment-${i}.bin`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys.slice(i, i + 50).map((key) => storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'x' })),
      );
    }
    await storage.put('lectures/many/v10/kept.bin', Readable.from([Buffer.from('kept')]), { contentType: 'x' });
    requests.length = 0;
    await storage.deletePrefix('lectures/many/v1/');
    // A second page, listed after the first page's last key.
    expect(
      requests.filter((line) => /^GET \/test-bucket\/\?marker=.*prefix=lectures%2Fmany%2Fv1%2F/.test(line)),
    ).toHaveLength(1);
    const left = await keysInBucket();
    expect(left.filter((key) => key?.startsWith('lectures/many/v1/'))).toEqual([]);
    expect(left).toContain('lectures/many/v10/kept.bin');
    await expect(storage.deletePrefix('lectures/many/v1/')).resolves.toBeUndefined();
    await expect(storage.deletePrefix('lectures')).rejects.toThrow(/Invalid storage prefix/);
    await expect(storage.deletePrefix('')).rejects.toThrow(/Invalid storage prefix/);
  });

  it('passes check() on an existing bucket and fails on a missing one', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(new S3Storage({ ...options, bucket: 'missing-bucket' }).check()).rejects.toThrow();
  });

  it('creates a missing bucket with ensureBucket()', async () => {
    const fresh = new S3Storage({ ...options, bucket: 'fresh-bucket' });
    await fresh.ensureBucket();
    await expect(fresh.check()).resolves.toBeUndefined();
    await expect(fresh.ensureBucket()).resolves.toBeUndefined();
  });

  it('lets a page on any origin read presigned objects with Range once ensureBucket() has run (development)', async () => {
    const fresh = new S3Storage({ ...options, bucket: 'cors-bucket' });
    await fresh.ensureBucket();
    await fresh.put('videos/cors.bin', generated(1000), { contentType: 'video/mp4' });
    const url = await fresh.presignedUrl('videos/cors.bin', 600);
    const origin = 'http://localhost:5173';
    const response = await fetch(url, { headers: { origin, range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('range');
  });
});
