import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { type FileUpload, processRequest, Upload, type UploadOptions } from 'graphql-upload-minimal';
import { DomainError } from '../../shared/errors';
import type { IncomingFile } from '../../shared/uploads';

export const FILE_ORDER_MESSAGE = 'Send the files in the order the operation uses them';

/**
 * The most the parser holds of each of the `operations` and `map` fields (other text fields are skipped unread): as
 * much as a JSON request may carry (JSON_BODY_LIMIT, 100 kB), room for the longest query (15,000 characters) beside
 * the longest text the rules allow (a 5,000-character description) even in 3-byte characters. Bigger is 413.
 */
export const GRAPHQL_MULTIPART_FIELD_BYTES = 100 * 1024;
export const FILE_REUSED_MESSAGE = 'Each uploaded file can be used once';

/**
 * GraphQL multipart requests (graphql-multipart-request-spec) parsed as they stream in: a resolver reads
 * its file straight off the socket and nothing is spooled to disk. The parser reads the body in order, so
 * a file part nobody reads holds up everything behind it: no resolver is left waiting behind such a part,
 * and whatever is left of the body is drained once the response is out.
 */
export function graphqlMultipart(options: UploadOptions): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    processRequest(req, res, options).then((operations) => {
      req.body = operations;
      const request = new RequestParts();
      for (const upload of uploadsIn(operations)) request.add(upload);
      drainWhenAnswered(req, res);
      next();
    }, next);
  };
}

/** The file behind a resolver's Upload argument, once its part starts arriving. */
export function receiveUpload(upload: Upload): Promise<IncomingFile> {
  const part = parts.get(upload);
  if (!part) throw new Error('An Upload argument that no multipart request produced');
  return part.request.receive(part);
}

interface Part {
  readonly request: RequestParts;
  readonly arrival: Promise<FileUpload>;
  state: 'pending' | 'arrived' | 'reading' | 'discarded';
  file?: FileUpload;
}

const parts = new WeakMap<Upload, Part>();

/**
 * Mutation fields run one after another. So while a resolver waits for a part that has not arrived, a part
 * that has arrived and that nobody is reading is for a later field, for no field, or was left by a field
 * that failed: the parser cannot get past it, so it is discarded rather than waited behind for ever.
 */
class RequestParts {
  private readonly all: Part[] = [];
  private readonly awaited = new Set<Part>();

  add(upload: Upload) {
    const part: Part = { request: this, arrival: upload.promise, state: 'pending' };
    this.all.push(part);
    parts.set(upload, part);
    upload.promise.then(
      (file) => {
        part.file = file;
        part.state = 'arrived';
        const wanted = this.awaited.delete(part);
        if (!wanted && this.awaited.size > 0) discard(part, file);
      },
      () => this.awaited.delete(part),
    );
  }

  async receive(part: Part): Promise<IncomingFile> {
    if (part.state === 'pending') {
      this.awaited.add(part);
      for (const other of this.all) if (other.state === 'arrived' && other.file) discard(other, other.file);
    }
    const file = await part.arrival;
    return { filename: file.filename, mimetype: file.mimetype, createReadStream: () => read(part, file) };
  }
}

function read(part: Part, file: FileUpload): Readable {
  if (part.state === 'discarded') throw new DomainError('BAD_USER_INPUT', FILE_ORDER_MESSAGE);
  if (part.state === 'reading') throw new DomainError('BAD_USER_INPUT', FILE_REUSED_MESSAGE);
  const source = file.createReadStream();
  part.state = 'reading';
  return relay(source);
}

function discard(part: Part, file: FileUpload) {
  part.state = 'discarded';
  try {
    drain(file.createReadStream());
  } catch {
    // The part already failed (cut at the size limit, or the request aborted): nothing is left to read.
  }
}

const drain = (stream: Readable) => stream.on('error', () => undefined).resume();

/** The parser's oversize signal (status 413): asUploadError (shared/uploads.ts) makes it the one `fileTooLarge`. */
class FileTooLarge extends Error {
  readonly status = 413;
}

/**
 * What a resolver reads: the part as it arrives, except that a part cut at the size limit fails instead of
 * ending as if complete, and a reader that gives up early (wrong type, storage down) does not stall the
 * parser on the rest of the part.
 */
function relay(source: Readable): Readable {
  const out = new PassThrough();
  source.on('error', (error) => out.destroy(error));
  source.once('limit', () => out.destroy(new FileTooLarge('File truncated at the size limit')));
  out.once('close', () => {
    if (source.readableEnded) return;
    source.unpipe(out);
    drain(source);
  });
  return source.pipe(out);
}

/** A response can go out before the body is read (an error, a file nobody reads): the client must not hang. */
function drainWhenAnswered(req: IncomingMessage, res: ServerResponse) {
  res.once('close', () => {
    if (req.readableEnded) return;
    req.unpipe();
    req.resume();
  });
}

/** Every Upload the parser put in the operations; without recursion, since the client chooses the JSON's depth. */
function uploadsIn(operations: unknown): Set<Upload> {
  const found = new Set<Upload>();
  const stack = [operations];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value instanceof Upload) found.add(value);
    else if (value && typeof value === 'object') for (const each of Object.values(value)) stack.push(each);
  }
  return found;
}
