import { createCipheriv } from 'node:crypto';
import type { StoredRendition } from '../../catalog/lecture/lecture-renditions';
import type { DownloadQuality } from './download-grants.service';

/** The tallest picture each quality keeps (the nearest rendition at or below it); data saver keeps the smallest. */
const MAX_HEIGHT: Record<DownloadQuality, number> = { DATA_SAVER: 0, SD_360: 360, HD_720: 720 };

/**
 * The rendition a download of `quality` keeps, of a READY lecture's ladder (smallest first): the tallest at or below
 * the quality's height, else the smallest. H.264 only: every browser that runs the app decodes it, and a download is
 * played where the network cannot offer another.
 */
export function downloadRendition(renditions: readonly StoredRendition[], quality: DownloadQuality): StoredRendition {
  const avc = renditions.filter((rendition) => !rendition.codecs.startsWith('av01'));
  const ladder = avc.length ? avc : [...renditions];
  const fitting = ladder.filter((rendition) => rendition.height <= MAX_HEIGHT[quality]);
  const chosen = fitting.at(-1) ?? ladder[0];
  if (!chosen) throw new Error('A READY lecture has no rendition');
  return chosen;
}

/** Bytes [start, end) of the rendition's one media file. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** What a download's playlist lists: the init section, then each segment with its seconds. */
export interface DownloadLayout {
  init: ByteSpan;
  segments: (ByteSpan & { seconds: number })[];
}

const AES_BLOCK = 16;

/** AES-128-CBC with PKCS#7 padding adds 1 to 16 bytes: a segment of n bytes is served as this many. */
export const encryptedLength = (plainBytes: number) => (Math.floor(plainBytes / AES_BLOCK) + 1) * AES_BLOCK;

/**
 * The IV of segment `sequence` when the key tag gives none (RFC 8216, 5.2): its media sequence number as a 128-bit
 * big-endian integer.
 */
export function segmentIv(sequence: number): Buffer {
  const iv = Buffer.alloc(AES_BLOCK);
  iv.writeUInt32BE(sequence, AES_BLOCK - 4);
  return iv;
}

/** One segment as `METHOD=AES-128` has it: the whole segment, AES-128-CBC with PKCS#7 padding. */
export function encryptSegment(key: Buffer, sequence: number, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, segmentIv(sequence));
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

/** Where the device finds the key: not on the network, but in its own store, unwrapped with its private key. */
export const DOWNLOAD_KEY_URI = 'key';
export const DOWNLOAD_INIT_FILE = 'init.mp4';
export const downloadSegmentFile = (sequence: number) => `${sequence}.m4s`;

/**
 * The media playlist of a download: the init section in the clear (codec set-up, no picture or sound), then the key
 * tag (so the map before it is not encrypted, RFC 8216 4.3.2.5) and every segment, each its own file. The names are
 * relative and the same for every grant, so its length is known before a grant is asked for.
 */
export function downloadPlaylist({ segments }: DownloadLayout): string {
  const target = Math.ceil(Math.max(1, ...segments.map((segment) => segment.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${DOWNLOAD_INIT_FILE}"`,
    `#EXT-X-KEY:METHOD=AES-128,URI="${DOWNLOAD_KEY_URI}"`,
    ...segments.flatMap((segment, sequence) => [
      `#EXTINF:${segment.seconds.toFixed(6)},`,
      downloadSegmentFile(sequence),
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** Every byte the device stores of the media: the playlist, the init section and the encrypted segments. */
export const downloadBytes = (layout: DownloadLayout) =>
  Buffer.byteLength(downloadPlaylist(layout)) +
  (layout.init.end - layout.init.start) +
  layout.segments.reduce((sum, segment) => sum + encryptedLength(segment.end - segment.start), 0);

const MAP_RANGE = /^#EXT-X-MAP:.*BYTERANGE="(\d+)@(\d+)"/m;

/**
 * The layout of a stored single-file rendition, from its media playlist's map and segments (hls-playlists.ts's
 * segmentSpans): every segment must carry its byte range.
 */
export function downloadLayout(
  playlist: string,
  spans: readonly { start: number; end: number; byteStart: number | null; byteEnd: number | null }[],
): DownloadLayout {
  const map = MAP_RANGE.exec(playlist);
  if (!map) throw new Error('A stored rendition has no init section with a byte range');
  const init = { start: Number(map[2]), end: Number(map[2]) + Number(map[1]) };
  const segments = spans.map((span) => {
    if (span.byteStart === null || span.byteEnd === null) throw new Error('A stored segment has no byte range');
    return { start: span.byteStart, end: span.byteEnd, seconds: span.end - span.start };
  });
  return { init, segments };
}
