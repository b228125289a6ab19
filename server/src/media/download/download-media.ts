import { createCipheriv } from 'node:crypto';
import type { StoredAudioRendition, StoredRendition } from '../../catalog/lecture/lecture-renditions';
import { masterPlaylist } from '../transcoder/master-playlist';
import { isSlidesRendition } from '../transcoder/slides/slides-rendition';
import type { DownloadQuality } from './download-grants.service';

/** The tallest picture each quality keeps (the nearest rendition at or below it); data saver keeps the smallest. */
const MAX_HEIGHT: Record<DownloadQuality, number> = { DATA_SAVER: 0, SD_360: 360, HD_720: 720 };

/**
 * The rendition a download of `quality` keeps, of a READY lecture's ladder (smallest first): the tallest at or below
 * the quality's height, else the smallest; data saver keeps a slide lecture's "slides + audio" rendition, the fewest
 * bytes, which the other qualities never take (its stills are not the lecture's moving picture). H.264 only: every
 * browser that runs the app decodes it, and a download is played where the network cannot offer another.
 */
export function downloadRendition(renditions: readonly StoredRendition[], quality: DownloadQuality): StoredRendition {
  const slides = renditions.find(isSlidesRendition);
  if (slides && quality === 'DATA_SAVER') return slides;
  const avc = renditions.filter((rendition) => !rendition.codecs.startsWith('av01') && rendition !== slides);
  const ladder = avc.length ? avc : renditions.filter((rendition) => rendition !== slides);
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

/** The names of one stored rendition's files in a download, and the media sequence number its segments start at. */
export interface DownloadFiles {
  playlist: string;
  init: string;
  segment(index: number): string;
  firstSequence: number;
}

export const VIDEO_FILES: DownloadFiles = {
  playlist: 'media.m3u8',
  init: 'init.mp4',
  segment: (index) => `${index}.m4s`,
  firstSequence: 0,
};

/**
 * The sound's files, in a version whose renditions are video only. Its segments are numbered from 2^20, above any
 * video segment's number (six digits at most), because a segment's IV is its number: no two segments of a download
 * are then encrypted with the same key and IV.
 */
export const AUDIO_FILES: DownloadFiles = {
  playlist: 'audio.m3u8',
  init: 'audio-init.mp4',
  segment: (index) => `audio-${index}.m4s`,
  firstSequence: 2 ** 20,
};

/** The download's own master playlist, naming the video's and the sound's playlists: only when the two are apart. */
export const DOWNLOAD_MASTER_FILE = 'master.m3u8';

/**
 * The media playlist of one rendition of a download: the init section in the clear (codec set-up, no picture or
 * sound), then the key tag (so the map before it is not encrypted, RFC 8216 4.3.2.5) and every segment, each its own
 * file. The names are relative and the same for every grant, so its length is known before a grant is asked for.
 */
export function downloadPlaylist({ segments }: DownloadLayout, files: DownloadFiles = VIDEO_FILES): string {
  const target = Math.ceil(Math.max(1, ...segments.map((segment) => segment.seconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${files.firstSequence}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${files.init}"`,
    `#EXT-X-KEY:METHOD=AES-128,URI="${DOWNLOAD_KEY_URI}"`,
    ...segments.flatMap((segment, index) => [`#EXTINF:${segment.seconds.toFixed(6)},`, files.segment(index)]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * What a download stores of a lecture: the chosen rendition, and the original's sound when it is a rendition of its
 * own (the ladder since renditions are video only), with the master playlist that plays the two together.
 */
export interface DownloadMedia {
  video: DownloadLayout;
  audio: DownloadLayout | null;
  master: string | null;
}

/** The download's master playlist: its one video rendition, played with the original's sound (RFC 8216 4.3.4.2). */
export function downloadMaster(
  { playlistKey, mediaKey, ...video }: StoredRendition,
  { bandwidth, averageBandwidth }: StoredAudioRendition,
): string {
  const rendition = { ...video, playlistFile: VIDEO_FILES.playlist, mediaFile: '' };
  return masterPlaylist([rendition], () => VIDEO_FILES.playlist, {
    originalAudio: { bandwidth, averageBandwidth, uri: AUDIO_FILES.playlist },
  });
}

/** The bytes one rendition's files take on the device: its playlist, its init section and the encrypted segments. */
const renditionBytes = (layout: DownloadLayout, files: DownloadFiles) =>
  Buffer.byteLength(downloadPlaylist(layout, files)) +
  (layout.init.end - layout.init.start) +
  layout.segments.reduce((sum, segment) => sum + encryptedLength(segment.end - segment.start), 0);

/** Every byte the device stores of the media: each rendition's files, and the master playlist when there is one. */
export const downloadBytes = ({ video, audio, master }: DownloadMedia) =>
  renditionBytes(video, VIDEO_FILES) +
  (audio ? renditionBytes(audio, AUDIO_FILES) : 0) +
  (master ? Buffer.byteLength(master) : 0);

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
