import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { mediaFile, playlistFile } from './ffmpeg-args';
import type { Rung } from './ladder';
import { type MediaPlaylist, parseMediaPlaylist, segmentBitrates } from './master-playlist';
import { ffprobeJson } from './probe';
import type { Rendition } from './types';

/** profile_idc and the constraint flags byte of each H.264 profile ffprobe may name (ISO/IEC 14496-10 Annex A). */
const AVC_PROFILES: Record<string, string> = {
  'Constrained Baseline': '42e0',
  Baseline: '4200',
  Main: '4d40',
  High: '6400',
};

/** The RFC 6381 CODECS value of an H.264 stream (`avc1.PPCCLL`). */
export function avcCodec(video: { profile?: string; level?: number }): string {
  const profile = video.profile !== undefined ? AVC_PROFILES[video.profile] : undefined;
  if (!profile || video.level === undefined || video.level <= 0) {
    throw new Error(`unexpected H.264 profile/level in an output: ${video.profile}/${video.level}`);
  }
  return `avc1.${profile}${video.level.toString(16).padStart(2, '0')}`;
}

/**
 * The CODECS value of an AV1 stream (`av01.P.LLT.DD`, AV1 in ISOBMFF §5) from its init section's `av1C` box: profile,
 * level and tier of the first operating point, and bit depth. ffprobe names neither the tier nor the bit depth.
 */
export function av1Codec(initSection: Buffer): string {
  const at = initSection.indexOf('av1C');
  // The box's payload: marker and version (0x81), then profile (3 bits) and level (5), then tier and the depth flags.
  const [marker, profileLevel, flags] = at < 0 ? [] : initSection.subarray(at + 4, at + 7);
  if (marker !== 0x81 || profileLevel === undefined || flags === undefined) {
    throw new Error('no AV1 configuration (av1C) in the init section of an output');
  }
  const level = (profileLevel & 0x1f).toString().padStart(2, '0');
  const tier = flags & 0x80 ? 'H' : 'M';
  const depth = flags & 0x40 ? (flags & 0x20 ? 12 : 10) : 8;
  return `av01.${profileLevel >> 5}.${level}${tier}.${depth.toString().padStart(2, '0')}`;
}

const outputProbe = z.object({
  streams: z.array(
    z.object({
      codec_type: z.string().optional(),
      codec_name: z.string().optional(),
      profile: z.string().optional(),
      level: z.number().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      avg_frame_rate: z.string().optional(),
      r_frame_rate: z.string().optional(),
    }),
  ),
  format: z.object({ duration: z.string().optional() }),
});

const frameRate = (value: string | undefined) => {
  const [num, den = '1'] = (value ?? '').split('/');
  const rate = Number(num) / Number(den);
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 1000) / 1000 : null;
};

/** The fMP4 header (EXT-X-MAP's byte range) of a single-file rendition. */
async function initSection(file: string, playlist: MediaPlaylist): Promise<Buffer> {
  if (!playlist.map) throw new Error(`${path.basename(file)}'s playlist names no init section`);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(playlist.map.bytes);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, playlist.map.offset);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * What the master playlist says of one finished rung (video only: its sound is the audio rendition's), measured on the
 * files rather than taken from the settings: peak and mean bitrate from the playlist's byte ranges, CODECS, size and
 * frame rate from ffprobe of the media file.
 * Also returns the rung's duration (the source's, when the container did not say).
 */
export async function measureRendition(
  ffprobe: string,
  outDir: string,
  rung: Pick<Rung, 'name'>,
  signal?: AbortSignal,
): Promise<{ rendition: Rendition; durationSeconds: number }> {
  const playlist = parseMediaPlaylist(await readFile(path.join(outDir, playlistFile(rung)), 'utf8'));
  const { bandwidth, averageBandwidth } = segmentBitrates(playlist);
  const probed = outputProbe.parse(
    await ffprobeJson(ffprobe, ['-show_format', '-show_streams', path.join(outDir, mediaFile(rung))], signal),
  );
  const video = probed.streams.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error(`${mediaFile(rung)} has no video stream`);
  const videoCodec =
    video.codec_name === 'av1'
      ? av1Codec(await initSection(path.join(outDir, mediaFile(rung)), playlist))
      : avcCodec(video);
  const fromSegments = playlist.segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  return {
    rendition: {
      name: rung.name,
      width: video.width,
      height: video.height,
      bandwidth,
      averageBandwidth,
      codecs: videoCodec,
      frameRate: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate) ?? 0,
      playlistFile: playlistFile(rung),
      mediaFile: mediaFile(rung),
    },
    durationSeconds: Number(probed.format.duration) || fromSegments,
  };
}
