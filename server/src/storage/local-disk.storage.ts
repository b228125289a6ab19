import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { ObjectStorage } from './object-storage';
import { createUrlSigner, memoizeSignedUrls, type UrlSigner, unixNow } from './signed-url';

export interface LocalDiskStorageOptions {
  rootDir: string;
  secret: string;
  /** Path the files router is mounted on; signed URLs are relative to the app origin. */
  urlPrefix?: string;
}

/**
 * Keys are relative slash paths of plain names. Anything that could climb out of the root
 * (`..`, a leading `/`, backslashes, NUL) or reach a dot folder such as `.tmp` is refused.
 */
function isSafeKey(key: string): boolean {
  return !/[\\\0]/.test(key) && key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}

export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly rootDir: string;
  readonly urlPrefix: string;
  private readonly signer: UrlSigner;
  // Inside the root so that the final rename stays on one filesystem and is atomic.
  private readonly tmpDir: string;

  constructor({ rootDir, secret, urlPrefix = '/files' }: LocalDiskStorageOptions) {
    this.rootDir = path.resolve(rootDir);
    this.tmpDir = path.join(this.rootDir, '.tmp');
    this.urlPrefix = urlPrefix.replace(/\/$/, '');
    this.signer = createUrlSigner(secret);
  }

  // The content type is not stored: the router derives it from the key's extension,
  // which the caller chose from the sniffed type.
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

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertSafeKey(key);
    return this.sign(key, ttlSeconds);
  }

  private readonly sign = memoizeSignedUrls(async (key, ttlSeconds) => {
    const { expires, signature } = this.signer.sign(key, ttlSeconds);
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    return `${this.urlPrefix}/${encodedKey}?expires=${expires}&signature=${signature}`;
  });

  verifySignature(key: string, expires: number, signature: string, now = unixNow()): boolean {
    return isSafeKey(key) && this.signer.verify(key, expires, signature, now);
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

const FILE_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Uploaded bytes are served from the app's own origin: even if one is HTML or SVG it
  // must not run scripts or load anything there.
  'Content-Security-Policy': "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Serves `GET <urlPrefix>/<key>?expires&signature` with HTTP Range, for URLs from `signedUrl()`. */
export function localFilesRouter(storage: LocalDiskStorage): Router {
  const router = Router();
  router.get(`${storage.urlPrefix}/*key`, (req: Request<{ key: string[] }>, res: Response, next: NextFunction) => {
    res.set(FILE_RESPONSE_HEADERS);
    const key = req.params.key.join('/');
    const expires = Number(text(req.query.expires));
    const now = unixNow();
    if (!storage.verifySignature(key, expires, text(req.query.signature), now)) {
      res.status(403).json({ success: false, message: 'This link has expired or is invalid' });
      return;
    }
    const options = {
      root: storage.rootDir,
      dotfiles: 'deny' as const,
      acceptRanges: true,
      cacheControl: true,
      // Caches may keep the response only as long as the link itself is valid.
      maxAge: (expires - now) * 1000,
      immutable: false,
    };
    res.sendFile(key, options, (error?: Error & { status?: number; code?: string }) => {
      // Without an error the file was sent; once headers are out the client went away mid-body.
      if (!error || res.headersSent) return;
      if (error.status === 416) {
        // send has already set `Content-Range: bytes */<size>`.
        res.status(416).end();
      } else if (error.status === 404 || error.code === 'EISDIR') {
        res.status(404).json({ success: false, message: 'File not found' });
      } else {
        next(error);
      }
    });
  });
  return router;
}
