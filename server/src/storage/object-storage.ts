import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are slash-separated paths such as
 * `avatars/6f1c….png`; the extension is chosen by the caller from the sniffed type.
 * The stores only store and read: clients reach files through the app's stable /media
 * URLs (http/media/media-router.ts), which stream a local file (LocalDiskStorage.read) or redirect to
 * a freshly presigned URL (S3Storage.presignedUrl).
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
  /** Throws when the store cannot be reached (readiness probe). */
  check(): Promise<void>;
}
