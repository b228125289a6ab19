import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { messages } from '@coursehub/shared';
import { fileTypeStream, type ReadableStreamWithFileType } from 'file-type';
import { DomainError } from './errors';

/**
 * What a transport hands a service for one uploaded file (the GraphQL multipart parser and the REST one both
 * fit). createReadStream is called once: the GraphQL file comes straight off the request and cannot be reread.
 */
export interface IncomingFile {
  filename: string;
  mimetype: string;
  createReadStream(): Readable;
}

export interface UploadRule {
  folder: 'avatars' | 'thumbnails' | 'lectures' | 'audio';
  allowedTypes: readonly string[];
  maxBytes: number;
  unsupportedMessage: string;
}

/** What storing an upload needs of the storage port (storage/object-storage.ts's ObjectStorage is one). */
export interface UploadStore {
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ bytes: number }>;
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  key: string;
  bytes: number;
  contentType: string;
}

const SNIFF_BYTES = 4100;

/**
 * Streams an upload into storage: the type comes from the file's first bytes (never its
 * name), the size limit is enforced while streaming, and a failed upload leaves nothing behind.
 */
export async function storeUpload(storage: UploadStore, file: IncomingFile, rule: UploadRule): Promise<StoredFile> {
  let source: Readable;
  let sniffed: ReadableStreamWithFileType;
  const received = byteCount();
  try {
    source = file.createReadStream();
  } catch (error) {
    throw asUploadError(error, rule);
  }
  try {
    sniffed = await fileTypeStream(
      pipeline(source, received, () => undefined),
      { sampleSize: SNIFF_BYTES },
    );
  } catch (error) {
    source.destroy();
    throw asUploadError(error, rule);
  }
  const type = sniffed.fileType;
  if (!type || !rule.allowedTypes.includes(type.mime)) {
    sniffed.destroy();
    source.destroy();
    // Sniffing waits for the first bytes or the end: none counted means the file had none, whatever its name says.
    if (received.bytes === 0) throw new DomainError('BAD_USER_INPUT', messages.emptyFile);
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', rule.unsupportedMessage);
  }

  const key = `${rule.folder}/${randomUUID()}.${type.ext}`;
  const body = byteLimit(rule.maxBytes);
  // pipeline owns errors on both sides and destroys the pair together; storage.put sees them on `body`.
  pipeline(sniffed, body, () => undefined);
  try {
    const { bytes } = await storage.put(key, body, { contentType: type.mime });
    return { key, bytes, contentType: type.mime };
  } catch (error) {
    source.destroy();
    await storage.delete(key).catch(() => undefined);
    throw asUploadError(error, rule);
  }
}

/** Passes the bytes on unchanged, counting them. */
function byteCount() {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        counter.bytes += chunk.length;
        callback(null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
}

/**
 * Passes the chunks on one by one (readableObjectMode): a storage adapter that iterates its body with
 * for await would otherwise read them glued together by Buffer.concat, a copy of every byte uploaded.
 */
function byteLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
}

/** The one error for a file over its limit, whichever transport or parser found it (the limit when known). */
export const fileTooLarge = (maxBytes?: number, field?: string) =>
  new DomainError(
    'PAYLOAD_TOO_LARGE',
    maxBytes === undefined ? 'File is too large' : `File is too large: the limit is ${formatBytes(maxBytes)}`,
    field ? { field } : undefined,
  );
const tooLarge = (maxBytes: number) => fileTooLarge(maxBytes);

/** Sizes as the limits are worded in errors and the API docs: 5 MB, 2 GB, 1.5 KB. */
export function formatBytes(bytes: number) {
  const [unit, size] = bytes >= 1024 ** 3 ? ['GB', 1024 ** 3] : bytes >= 1024 ** 2 ? ['MB', 1024 ** 2] : ['KB', 1024];
  return `${+(bytes / size).toFixed(1)} ${unit}`;
}

/**
 * The multipart parsers signal oversize parts, aborted requests and malformed ones (a file the map names but
 * the body lacks) with errors carrying an HTTP status; the user gets them as the matching domain errors.
 */
export function asUploadError(error: unknown, rule?: UploadRule): Error {
  if (error instanceof DomainError) return error;
  const status = (error as { status?: number }).status;
  if (status === 413) return fileTooLarge(rule?.maxBytes);
  if (status === 499 || (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new DomainError('BAD_USER_INPUT', 'The upload was interrupted');
  }
  if (status === 400 && error instanceof Error) return new DomainError('BAD_USER_INPUT', error.message);
  return error instanceof Error ? error : new Error(String(error));
}
