import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { badInput, DomainError } from '../../shared/errors';
import { formatBytes, type IncomingFile } from '../../shared/uploads';

/**
 * Text fields are accepted and ignored when unknown, up to this size each: clients send along
 * e.g. a data-URL preview of the image they upload. Bigger is 413.
 */
export const MAX_TEXT_FIELD_BYTES = 2 * 1024 * 1024;
export const MAX_TEXT_FIELDS = 16;
/** Spooled files older than this are left over from a crash; they are swept at start-up. */
const STALE_SPOOL_MS = 24 * 3600 * 1000;

export interface FilePart {
  /** The one form field that carries the file. */
  field: string;
  maxBytes: number;
}

/** Where multipart uploads wait (on disk, never in memory) until the service streams them into storage. */
export const uploadSpoolDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp', 'rest-uploads');

/** The temp files each request has spooled, so they can be removed whatever happens to the request. */
const spooled = new WeakMap<Request, string[]>();

/**
 * Parses a multipart/form-data body: text fields into `req.body`, the file part `part.field`
 * into a temp file (multer diskStorage) within its size limit. The temp file is removed when
 * the response finishes or the client goes away, on success and on failure alike.
 */
export function multipartForm(config: Pick<Config, 'dataDir'>, part: FilePart) {
  const dir = uploadSpoolDir(config);
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (req, _file, callback) => {
        const name = `${randomUUID()}.part`;
        spooled.get(req)?.push(path.join(dir, name));
        callback(null, name);
      },
    }),
    limits: {
      fileSize: part.maxBytes,
      files: 2,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      fieldNameSize: 200,
      parts: MAX_TEXT_FIELDS + 2,
      headerPairs: 100,
    },
  }).single(part.field);

  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send this request as multipart/form-data');
    }
    const files: string[] = [];
    spooled.set(req, files);
    let closed = false;
    const removeAll = () => {
      for (const file of files) rm(file, { force: true }).catch(() => undefined);
    };
    res.once('close', () => {
      closed = true;
      removeAll();
    });
    upload(req, res, (error?: unknown) => {
      // The client left while the body was still being written: nothing will read the file.
      if (closed) removeAll();
      next(error ? uploadError(error, part) : undefined);
    });
  };
}

/** The spooled file as the services take it (they sniff its type and stream it into storage), or null. */
export function uploadedFile(req: Request): IncomingFile | null {
  const file = req.file;
  if (!file) return null;
  return {
    filename: file.originalname,
    mimetype: file.mimetype,
    createReadStream: () => createReadStream(file.path),
  };
}

function uploadError(error: unknown, part: FilePart): unknown {
  if (error instanceof DomainError) return error;
  if (error instanceof MulterError) return multerError(error, part);
  // Disk full, permissions...: a server fault, logged and masked by the error handler.
  if (error instanceof Error && 'syscall' in error) return error;
  if (error instanceof Error && /^Request (aborted|closed)$/.test(error.message)) {
    return badInput('The upload was interrupted');
  }
  // busboy: no boundary, truncated body, malformed part headers...
  return badInput('Malformed multipart/form-data body');
}

function multerError(error: MulterError, part: FilePart): DomainError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', `File is too large: the limit is ${formatBytes(part.maxBytes)}`, {
        field: part.field,
      });
    case 'LIMIT_FIELD_VALUE':
      return new DomainError(
        'PAYLOAD_TOO_LARGE',
        `Field '${error.field}' is too large: the limit is ${formatBytes(MAX_TEXT_FIELD_BYTES)}`,
        { field: error.field },
      );
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return new DomainError('PAYLOAD_TOO_LARGE', `Too many form fields: the limit is ${MAX_TEXT_FIELDS}`);
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === part.field
        ? badInput(`Send one file only, as '${part.field}'`, part.field)
        : badInput(`Unexpected file field '${error.field}': send the file as '${part.field}'`, part.field);
    case 'LIMIT_FILE_COUNT':
      return badInput(`Send one file only, as '${part.field}'`, part.field);
    default:
      return badInput(`Malformed multipart/form-data body: ${error.message}`);
  }
}

/** Removes spooled files a crashed process left behind (best effort; in-flight files are recent). */
export async function sweepStaleUploads(config: Pick<Config, 'dataDir'>, logger: Logger, now = Date.now()) {
  const dir = uploadSpoolDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs > STALE_SPOOL_MS) await rm(file, { force: true });
    } catch (error) {
      logger.warn({ err: error, file }, 'could not sweep a stale upload');
    }
  }
}
