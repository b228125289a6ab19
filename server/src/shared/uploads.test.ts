import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mp4OfSize } from '../../test/fixtures/videos';
import type { ObjectStorage } from '../storage/object-storage';
import { DomainError } from './errors';
import { type IncomingFile, storeUpload, type UploadRule } from './uploads';

const RULE: UploadRule = {
  folder: 'lectures',
  allowedTypes: ['video/mp4'],
  maxBytes: 1024 * 1024,
  unsupportedMessage: 'Not a video',
};

const fileOf = (stream: () => Readable): IncomingFile => ({
  filename: 'clip.mp4',
  mimetype: 'video/mp4',
  createReadStream: stream,
});

/** Storage that reads its body the way LocalDiskStorage does (for await), a little late, and keeps the chunks. */
function recordingStorage() {
  const chunks: number[] = [];
  const deleted: string[] = [];
  const storage = {
    async put(_key: string, body: Readable) {
      await sleep(20);
      for await (const chunk of body) chunks.push((chunk as Buffer).length);
      return { bytes: chunks.reduce((sum, size) => sum + size, 0) };
    },
    async delete(key: string) {
      deleted.push(key);
    },
  } as unknown as ObjectStorage;
  return { storage, chunks, deleted };
}

describe('storeUpload', () => {
  it('hands storage the chunks as they came, never glued together (a copy of every byte)', async () => {
    const parts = [mp4OfSize(8192), ...Array.from({ length: 40 }, () => Buffer.alloc(16 * 1024, 1))];
    const { storage, chunks } = recordingStorage();
    const stored = await storeUpload(
      storage,
      fileOf(() => Readable.from(parts, { objectMode: false })),
      RULE,
    );
    expect(stored.bytes).toBe(8192 + 40 * 16 * 1024);
    expect(Math.max(...chunks)).toBeLessThanOrEqual(16 * 1024);
  });

  it('reports a part the parser cut at its size limit as too large, with the limit, and deletes the key', async () => {
    const { storage, deleted } = recordingStorage();
    // The parser fails the part mid-stream, once storage has started on it.
    const cut = () =>
      Readable.from(
        (async function* () {
          yield mp4OfSize(8192);
          for (let each = 0; each < 4; each += 1) {
            await sleep(10);
            yield Buffer.alloc(8192, 1);
          }
          throw Object.assign(new Error('File truncated'), { status: 413 });
        })(),
        { objectMode: false },
      );
    const failure = await storeUpload(storage, fileOf(cut), RULE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File is too large: the limit is 1 MB' });
    expect(deleted).toHaveLength(1);
  });

  it('reports a file it cannot open (a part skipped as out of order) as the error it was given', async () => {
    const { storage } = recordingStorage();
    const skipped = new DomainError('BAD_USER_INPUT', 'Send the files in the order the operation uses them');
    const failure = await storeUpload(
      storage,
      fileOf(() => {
        throw skipped;
      }),
      RULE,
    ).catch((error: unknown) => error);
    expect(failure).toBe(skipped);
  });
});
