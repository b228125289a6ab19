import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are slash-separated paths such as
 * `avatars/6f1c….png`; the extension is chosen by the caller from the sniffed type.
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
  /**
   * A URL that lets anyone holding it GET the object (with HTTP Range) until it
   * expires, at least `ttlSeconds` from now. Calls within a short window return the
   * same URL so that browsers and caches can reuse it.
   */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Throws when the store cannot be reached (readiness probe). */
  check(): Promise<void>;
}
