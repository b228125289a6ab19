/**
 * Text work on stored HLS media playlists: they name their files relatively (`#EXT-X-MAP:URI="720p.mp4",…` and one
 * `720p.mp4` line per segment, each with its own EXT-X-BYTERANGE), and are served with every name replaced by a URL
 * that can be fetched without a session (signed for the grant of the master that named the playlist).
 */

/** A file beside the playlist: a plain name, never a path, a URL or a dot file. */
const FILE_NAME = /^[\w-][\w.-]*$/;
const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/** The distinct file names a media playlist refers to (normally one: the rendition's single fMP4 file). */
export function playlistFiles(playlist: string): string[] {
  const files = new Set<string>();
  for (const line of playlist.split(/\r?\n/)) {
    if (line.startsWith('#')) for (const [, uri = ''] of line.matchAll(URI_ATTRIBUTE)) files.add(uri);
    else if (line.trim()) files.add(line.trim());
  }
  for (const file of files) {
    if (!FILE_NAME.test(file)) throw new Error(`A stored playlist names ${JSON.stringify(file)}, not a file beside it`);
  }
  return [...files];
}

/** The playlist with every file name replaced by `urls[name]` (from playlistFiles), tags and byte ranges unchanged. */
export function rewritePlaylist(playlist: string, urls: ReadonlyMap<string, string>): string {
  const urlOf = (file: string) => {
    const url = urls.get(file);
    if (url === undefined) throw new Error(`No URL for ${JSON.stringify(file)}`);
    return url;
  };
  return playlist
    .split(/\r?\n/)
    .map((line) => {
      if (line.startsWith('#')) return line.replace(URI_ATTRIBUTE, (_match, uri: string) => `URI="${urlOf(uri)}"`);
      return line.trim() ? urlOf(line.trim()) : line;
    })
    .join('\n');
}

/** One segment of a media playlist: its seconds and, in a single-file rendition, its bytes (end exclusive). */
export interface SegmentSpan {
  file: string;
  start: number;
  end: number;
  byteStart: number | null;
  byteEnd: number | null;
}

const EXTINF = /^#EXTINF:([\d.]+)/;
const BYTERANGE = /^#EXT-X-BYTERANGE:(\d+)(?:@(\d+))?/;

/** Every segment of a stored media playlist, in order, with its time range and (when given) its byte range. */
export function segmentSpans(playlist: string): SegmentSpan[] {
  const spans: SegmentSpan[] = [];
  let time = 0;
  let duration: number | null = null;
  let range: { length: number; offset: number | null } | null = null;
  const nextByte = new Map<string, number>();
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const inf = EXTINF.exec(line);
    const bytes = BYTERANGE.exec(line);
    if (inf) duration = Number(inf[1]);
    else if (bytes) range = { length: Number(bytes[1]), offset: bytes[2] === undefined ? null : Number(bytes[2]) };
    else if (line && !line.startsWith('#') && duration !== null) {
      let byteStart: number | null = null;
      let byteEnd: number | null = null;
      if (range) {
        byteStart = range.offset ?? nextByte.get(line) ?? 0;
        byteEnd = byteStart + range.length;
        nextByte.set(line, byteEnd);
      }
      spans.push({ file: line, start: time, end: time + duration, byteStart, byteEnd });
      time += duration;
      duration = null;
      range = null;
    }
  }
  return spans;
}

/**
 * The seconds `file`'s bytes [first, last] (inclusive, as an HTTP Range has them; no range: the whole file) hold, as
 * the segments they overlap: null when they overlap none (the init section, which holds no media time).
 */
export function secondsOfBytes(
  spans: readonly SegmentSpan[],
  file: string,
  range: { first: number; last: number } | null,
): [number, number] | null {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    if (span.file !== file) continue;
    const overlaps =
      !range ||
      span.byteStart === null ||
      span.byteEnd === null ||
      (range.first < span.byteEnd && range.last >= span.byteStart);
    if (!overlaps) continue;
    start = Math.min(start, span.start);
    end = Math.max(end, span.end);
  }
  return end > start ? [start, end] : null;
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** A single-range Range header's first and last byte (an open end reads to the end); null for none or a suffix. */
export function parseByteRange(header: string | undefined): { first: number; last: number } | null {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match?.[1]) return null;
  return { first: Number(match[1]), last: match[2] ? Number(match[2]) : Number.MAX_SAFE_INTEGER };
}
