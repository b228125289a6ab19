import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutBucketCorsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Request, Response } from 'express';
import { systemClock } from '../shared/clock';
import type { DeliveryOptions, ObjectStorage } from './object-storage';
import { expiryWindow, memoizeSignedUrls, type SignedWindow, unixNow } from './signed-url';
import { assertFolderPrefix } from './storage-keys';

export interface S3StorageOptions {
  bucket: string;
  /** For MinIO and other S3-compatible stores; omitted for AWS. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Omitted to use the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Players fetch HLS segments from presigned URLs with XHR/fetch (hls.js), so the bucket must answer CORS for GET and
 * HEAD with Range. Development allows any origin; production buckets are provisioned by their owner with the app's
 * origin instead (docs/video.md: "S3 in production").
 */
export const DEVELOPMENT_CORS_RULES = [
  {
    AllowedMethods: ['GET', 'HEAD'],
    AllowedOrigins: ['*'],
    AllowedHeaders: ['Range'],
    ExposeHeaders: ['Content-Length', 'Content-Range', 'ETag'],
    MaxAgeSeconds: 3600,
  },
];

export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly bucket: string;
  private readonly client: S3Client;

  constructor({ bucket, endpoint, region, forcePathStyle, credentials }: S3StorageOptions) {
    this.bucket = bucket;
    this.client = new S3Client({ endpoint, region, forcePathStyle, credentials });
  }

  async put(key: string, body: Readable, { contentType }: { contentType: string }): Promise<{ bytes: number }> {
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter, ContentType: contentType },
      partSize: 5 * 1024 * 1024,
      queueSize: 4,
      leavePartsOnError: false,
    });
    // A body error destroys `counter`, which the Upload is reading: it then aborts its own
    // multipart upload (leavePartsOnError: false) before done() rejects. upload.abort()
    // would instead reject done() at once, while parts were still being cleaned up.
    const [piped, uploaded] = await Promise.allSettled([pipeline(body, counter), upload.done()]);
    // The body's own error comes first: when the body fails, the Upload may report only a
    // follow-up error (for instance from aborting the multipart upload).
    const failure = [piped, uploaded].find((result) => result.status === 'rejected');
    if (failure) {
      // Whatever step failed (even completing), the key must not be left holding an object.
      await this.delete(key).catch(() => undefined);
      throw failure.reason;
    }
    return { bytes };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** GetObject, all of it or one inclusive byte range; a missing key rejects with code ENOENT like the local store. */
  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      return Body as Readable;
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || isNotFound(error))) {
        throw Object.assign(new Error(`No object ${key}`, { cause: error }), { code: 'ENOENT' });
      }
      throw error;
    }
  }

  /**
   * Lists the prefix a page (up to 1,000 keys) at a time and deletes each page in one DeleteObjects call. Pages are
   * chained by their last key (ListObjects' Marker), which S3, MinIO and s3rver all honour; s3rver's ListObjectsV2
   * continuation tokens need DES, which Node's OpenSSL 3 no longer has.
   */
  async deletePrefix(prefix: string): Promise<void> {
    assertFolderPrefix(prefix);
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, Marker: marker }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length) {
        const { Errors = [] } = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const [failed] = Errors;
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
      marker = keys.at(-1)?.Key;
      if (!page.IsTruncated || !marker) return;
    }
  }

  /**
   * A URL that lets anyone holding it GET the object (with HTTP Range) straight from the store
   * until it expires, at least `ttlSeconds` from now. Signing as of the start of the current
   * window makes every call within it return the same URL (browsers and caches can reuse what
   * they fetched through it); extending `expiresIn` by one window keeps it valid for at least
   * `ttlSeconds`.
   */
  presignedUrl(key: string, ttlSeconds: number): Promise<string> {
    // The store checks the signature against its own time, so it is signed by the system's, never a test's clock.
    return this.presign(key, expiryWindow(ttlSeconds, unixNow(systemClock)));
  }

  /**
   * The same, valid from `window.start` until exactly `window.expires` (at most 7 days later): for the segments an HLS
   * playlist names, which expire with the signed playlist URL, so one window's playlists are identical for everyone.
   */
  presignedUrlUntil(key: string, window: SignedWindow): Promise<string> {
    return this.presign(key, window);
  }

  /**
   * A redirect to a presigned URL, so the bytes (and their Range requests) go straight from the store to the client; or,
   * where the caller asks for no redirect, the object streamed through the app as it is.
   */
  async deliver(key: string, _req: Request, res: Response, { contentType, cacheControl, redirect }: DeliveryOptions) {
    if (redirect) {
      const url = await ('window' in redirect
        ? this.presignedUrlUntil(key, redirect.window)
        : this.presignedUrl(key, redirect.ttlSeconds));
      res.set('Cache-Control', redirect.cacheControl).redirect(302, url);
      return;
    }
    res.set({ 'Content-Type': contentType, 'Cache-Control': cacheControl });
    await pipeline(await this.read(key), res);
  }

  private readonly presign = memoizeSignedUrls((key, { start, expires }) =>
    getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      signingDate: new Date(start * 1000),
      expiresIn: expires - start,
    }),
  );

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /**
   * Creates the bucket when missing and lets browsers read it cross-origin (DEVELOPMENT_CORS_RULES); for development
   * and tests, where nobody provisions it. MinIO has no PutBucketCors (it answers CORS for any origin by itself).
   */
  async ensureBucket(): Promise<void> {
    try {
      await this.check();
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
    try {
      await this.client.send(
        new PutBucketCorsCommand({ Bucket: this.bucket, CORSConfiguration: { CORSRules: DEVELOPMENT_CORS_RULES } }),
      );
    } catch (error) {
      if (!(error instanceof S3ServiceException && error.name === 'NotImplemented')) throw error;
    }
  }
}
