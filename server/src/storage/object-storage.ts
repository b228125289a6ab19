import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { SignedWindow } from './signed-url';

/** How a stored file answers an HTTP GET (ObjectStorage.deliver). */
export interface DeliveryOptions {
  contentType: string;
  /** The Cache-Control of the bytes when they pass through the app. */
  cacheControl: string;
  /**
   * Where the store can give the client a URL of its own (S3), a 302 to it with this Cache-Control, valid for at least
   * `ttlSeconds` (signed once per window: signed-url.ts) or for exactly `window`. Without it the bytes always pass
   * through the app.
   */
  redirect?: { cacheControl: string } & ({ ttlSeconds: number } | { window: SignedWindow });
}

/**
 * Where uploaded files live. Keys are slash-separated paths such as
 * `avatars/6f1c….png`; the extension is chosen by the caller from the sniffed type.
 * Clients reach files through the app's stable /media URLs (http/media/media-router.ts), which decide who may
 * have a file and then let the store deliver it: the local disk streams it with Range and ETag, S3 redirects to a
 * presigned URL. The routes never ask which store they have.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` to `key` without buffering the whole file. Resolves once the
   * object is complete and visible; on any error (including `body` erroring or being
   * destroyed) rejects and leaves no object or partial file behind.
   */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ bytes: number }>;
  /** Removes the object; succeeds when it is already gone. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or one inclusive byte range of them; rejects with code ENOENT when there is no such object. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * Removes every object whose key starts with `prefix` (which ends with '/'), such as a lecture's transcoded outputs;
   * succeeds when there are none.
   */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Answers `req` with the object: the store's own way (see DeliveryOptions.redirect). A missing object is a NOT_FOUND
   * DomainError before anything is sent where the store can tell.
   */
  deliver(key: string, req: Request, res: Response, options: DeliveryOptions): Promise<void>;
  /** Throws when the store cannot be reached (readiness probe). */
  check(): Promise<void>;
}
