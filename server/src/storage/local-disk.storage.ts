import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { type ByteRange, type StoredFileInfo, sendLocalFile } from './local-file-response';
import type { DeliveryOptions, ObjectStorage } from './object-storage';
import { assertFolderPrefix, isSafeKey } from './storage-keys';

export interface LocalDiskStorageOptions {
  rootDir: string;
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}

export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly rootDir: string;
  // Inside the root so that the final rename stays on one filesystem and is atomic.
  readonly tmpDir: string;

  constructor({ rootDir }: LocalDiskStorageOptions) {
    this.rootDir = path.resolve(rootDir);
    this.tmpDir = path.join(this.rootDir, '.tmp');
  }

  // The content type is not stored: whoever serves the file derives it from the key's
  // extension, which the caller chose from the sniffed type.
  async put(key: string, body: Readable, _options: { contentType: string }): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    let bytes = 0;
    // A megabyte of buffer lets the stream gather the socket's 64 KiB chunks into few large writev calls.
    const out = createWriteStream(tmp, { flags: 'wx', highWaterMark: 1024 * 1024 });
    try {
      await pipeline(
        body,
        async function* count(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            bytes += chunk.length;
            yield chunk;
          }
        },
        out,
      );
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      // A body that fails at once can reject before the file has even opened; removing it
      // then would race the open and leave an empty orphan, so wait for the stream to close.
      if (!out.closed) {
        out.destroy();
        await once(out, 'close').catch(() => undefined);
      }
      await rm(tmp, { force: true });
      throw error;
    }
    return { bytes };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The prefix names a folder (see assertFolderPrefix), which is removed with everything in it. */
  async deletePrefix(prefix: string): Promise<void> {
    assertFolderPrefix(prefix);
    await rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** Size and modification time of the file under `key`, or null when there is none (or it is a folder). */
  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch (error) {
      // ENOTDIR: a key that runs on past a file (`avatars/a.png/b`) names nothing either.
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  /**
   * The file's bytes, all of them or one range, streamed from disk. The file is opened first, so one that is gone
   * rejects (ENOENT) before anything is sent; the stream closes it when it ends or is destroyed.
   */
  async read(key: string, range?: ByteRange): Promise<Readable> {
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  /** Nothing but this process can read the disk: the bytes always pass through the app, redirect or not. */
  deliver(key: string, req: Request, res: Response, options: DeliveryOptions): Promise<void> {
    return sendLocalFile(req, res, this, key, options);
  }

  async check(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await access(this.tmpDir, constants.W_OK);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.rootDir, key);
  }
}
