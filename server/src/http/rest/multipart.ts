import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@coursehub/shared';
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../../config';
import { badInput, DomainError } from '../../shared/errors';
import { fileTooLarge, formatBytes, type IncomingFile } from '../../shared/uploads';

/** Text fields a form may have, read or not (more is 413). */
export const MAX_TEXT_FIELDS = 16;

/** How long a text field the route reads may be, after the rules: names, emails, titles, or descriptions. */
export type TextLength = 'short' | 'long';

/** Room for the longest text the rules allow, at up to 3 UTF-8 bytes a character, in whole kilobytes. */
const bytesFor = (characters: number) => Math.ceil((characters * 3) / 1024) * 1024;
export const TEXT_FIELD_BYTES: Record<TextLength, number> = {
  short: bytesFor(SHORT_TEXT_MAX),
  long: bytesFor(LONG_TEXT_MAX),
};

export interface FilePart {
  /** The one form field that carries the file. */
  field: string;
  maxBytes: number;
  /**
   * The text fields the route reads. Each is kept up to its size (bigger is 413; a text too long for the rules that
   * still fits gets the rules' own message from the service). Any other text field is read past and dropped whatever
   * its size (a client's data-URL preview of the image), no more than the largest of these sizes of it ever held: a
   * request, anonymous or not, never makes the server hold more than a few kilobytes of text.
   */
  text: Record<string, TextLength>;
}

/** Where multipart uploads wait (on disk, never in memory) until the service streams them into storage. */
export const uploadSpoolDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp', 'rest-uploads');

interface SpooledFile {
  path: string;
  filename: string;
  mimetype: string;
}

/** The file each request spooled, for uploadedFile(). */
const spooled = new WeakMap<Request, SpooledFile>();

/**
 * Parses a multipart/form-data body (busboy): the known text fields into `req.body`, the file part `part.field`
 * into a temp file within its size limit. Text fields are held only up to the route's own sizes; unknown ones are
 * cut at the largest of those and dropped. The temp file is removed when the response finishes or the client goes
 * away, on success and on failure alike.
 */
export function multipartForm(config: Pick<Config, 'dataDir'>, part: FilePart) {
  const dir = uploadSpoolDir(config);
  mkdirSync(dir, { recursive: true });
  const known = new Map(Object.entries(part.text).map(([name, length]) => [name, TEXT_FIELD_BYTES[length]]));
  // busboy cuts every text field at one size: the largest a known field may have. Unknown fields are cut there
  // and dropped, known ones are checked against their own size.
  const fieldSize = Math.max(0, ...known.values()) + 1;
  const totalTextBytes = [...known.values()].reduce((sum, bytes) => sum + bytes, 0);
  const limits = {
    fileSize: part.maxBytes + 1,
    files: 2,
    fields: MAX_TEXT_FIELDS,
    fieldSize,
    parts: MAX_TEXT_FIELDS + 2,
    headerPairs: 100,
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send this request as multipart/form-data');
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits, defParamCharset: 'utf8' });
    } catch {
      throw badInput('Malformed multipart/form-data body'); // no boundary, unknown content type parameters
    }

    const body: Record<string, string | string[]> = {};
    let textBytes = 0;
    let file: { info: SpooledFile; out: WriteStream; written: Promise<void> } | undefined;
    let settled = false;

    /** Removes the temp file once its stream has closed: removing it earlier races the open and leaves an orphan. */
    const removeFile = async () => {
      if (!file) return;
      const { out, info } = file;
      if (!out.closed) {
        out.destroy();
        await once(out, 'close').catch(() => undefined);
      }
      await rm(info.path, { force: true });
    };
    res.once('close', () => {
      settled = true;
      removeFile().catch(() => undefined);
    });

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      parser.destroy();
      removeFile().catch(() => undefined);
      // The rest of the body is read and dropped before answering: a client still sending would otherwise get a
      // reset instead of the answer. One that stalls is cut by the idle timeout (http-server.ts).
      if (req.readableEnded || req.destroyed) return next(error);
      req.once('end', () => next(error));
      req.resume();
    };

    parser.on('field', (name, value, info) => {
      const maxBytes = known.get(name);
      if (maxBytes === undefined) return; // unknown: never more than fieldSize of it was held, and now nothing
      const bytes = Buffer.byteLength(value);
      if (info.valueTruncated || bytes > maxBytes) return fail(fieldTooLarge(name, maxBytes));
      textBytes += bytes;
      if (textBytes > totalTextBytes) {
        return fail(
          new DomainError(
            'PAYLOAD_TOO_LARGE',
            `Form fields are too large: the limit is ${formatBytes(totalTextBytes)}`,
          ),
        );
      }
      const previous = body[name];
      body[name] = previous === undefined ? value : [previous, value].flat();
    });

    parser.on('file', (name, stream, info) => {
      stream.on('error', () => undefined);
      if (!info.filename) return stream.resume(); // an empty file input: no file
      if (name !== part.field) {
        stream.resume();
        return fail(badInput(`Unexpected file field '${name}': send the file as '${part.field}'`, part.field));
      }
      if (file) {
        stream.resume();
        return fail(badInput(`Send one file only, as '${part.field}'`, part.field));
      }
      const spoolPath = path.join(dir, `${randomUUID()}.part`);
      const out = createWriteStream(spoolPath, { flags: 'wx' });
      stream.once('limit', () => fail(fileTooLarge(part.maxBytes, part.field)));
      const written = pipeline(stream, out);
      written.catch((error: unknown) => fail(error));
      file = { info: { path: spoolPath, filename: info.filename, mimetype: info.mimeType }, out, written };
    });

    parser.once('filesLimit', () => fail(badInput(`Send one file only, as '${part.field}'`, part.field)));
    const tooManyFields = () =>
      fail(new DomainError('PAYLOAD_TOO_LARGE', `Too many form fields: the limit is ${MAX_TEXT_FIELDS}`));
    parser.once('fieldsLimit', tooManyFields);
    parser.once('partsLimit', tooManyFields);
    parser.once('error', (error: unknown) => fail(malformed(error)));
    parser.once('close', async () => {
      try {
        await file?.written;
      } catch {
        return; // failed already
      }
      if (settled) return;
      settled = true;
      req.body = body;
      if (file) spooled.set(req, file.info);
      next();
    });
    req.once('error', (error) => fail(malformed(error)));
    req.pipe(parser);
  };
}

/** The spooled file as the services take it (they sniff its type and stream it into storage), or null. */
export function uploadedFile(req: Request): IncomingFile | null {
  const file = spooled.get(req);
  if (!file) return null;
  return {
    filename: file.filename,
    mimetype: file.mimetype,
    createReadStream: () => createReadStream(file.path),
  };
}

const fieldTooLarge = (name: string, maxBytes: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', `Field '${name}' is too large: the limit is ${formatBytes(maxBytes)}`, {
    field: name,
  });

function malformed(error: unknown): unknown {
  // Disk full, permissions...: a server fault, logged and masked by the error handler.
  if (error instanceof Error && 'syscall' in error) return error;
  if ((error as { code?: string }).code === 'ECONNRESET' || (error as Error).message === 'aborted') {
    return badInput('The upload was interrupted');
  }
  // busboy: truncated body, malformed part headers...
  return badInput('Malformed multipart/form-data body');
}
