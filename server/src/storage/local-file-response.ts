import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { notFound } from '../shared/errors';
import type { DeliveryOptions } from './object-storage';

/** What HTTP needs to answer for a stored file before reading it: Range, ETag, Last-Modified. */
export interface StoredFileInfo {
  size: number;
  modified: Date;
}

/** Inclusive byte offsets, as HTTP Range and fs.createReadStream count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A store whose bytes the app sends itself: it knows each file's size and modification time and reads ranges. */
interface RangedFiles {
  stat(key: string): Promise<StoredFileInfo | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
}

/** Strong: the bytes under a key never change, and If-Range needs a strong validator. */
const etagOf = ({ size, modified }: StoredFileInfo) => `"${size.toString(16)}-${modified.getTime().toString(16)}"`;

/**
 * The one byte range to send, null for the whole file (no Range, a malformed or multi-part one, or an If-Range that no
 * longer matches), or 'unsatisfiable'.
 */
function requestedRange(req: Request, info: StoredFileInfo, etag: string): ByteRange | null | 'unsatisfiable' {
  if (!req.get('range')) return null;
  const ifRange = req.get('if-range');
  if (ifRange) {
    const matches = ifRange.includes('"')
      ? ifRange === etag
      : Math.floor(info.modified.getTime() / 1000) <= Math.floor(Date.parse(ifRange) / 1000);
    if (!matches) return null;
  }
  const ranges = req.range(info.size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/**
 * Streams a stored file with HTTP Range, ETag and Last-Modified (conditional requests answered 304): how the local disk
 * store delivers (LocalDiskStorage.deliver). The store only reads; status, headers and ranges are decided here.
 */
export async function sendLocalFile(
  req: Request,
  res: Response,
  storage: RangedFiles,
  key: string,
  { contentType, cacheControl }: Pick<DeliveryOptions, 'contentType' | 'cacheControl'>,
) {
  const info = await storage.stat(key);
  if (!info) throw notFound('File');
  const etag = etagOf(info);
  res.set({
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Type': contentType,
    ETag: etag,
    'Last-Modified': info.modified.toUTCString(),
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = requestedRange(req, info, etag);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${info.size}`).end();
    return;
  }
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  res.set('Content-Length', String(range ? range.end - range.start + 1 : info.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  let body: Readable;
  try {
    // Opened before any header is sent, so a file deleted since stat() is still a plain 404.
    body = await storage.read(key, range ?? undefined);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
    throw error;
  }
  await pipeline(body, res)
    .catch((error: NodeJS.ErrnoException) => {
      // Headers are out: the connection is closed either way. A player that seeks abandons requests all the time.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err: error, key }, 'media stream failed');
    })
    // A response already closed when the pipeline starts (the player hung up during stat/open) leaves the file
    // stream untouched, its descriptor open until a garbage collection (Node 24, measured): close it here.
    .finally(() => body.destroy());
}
