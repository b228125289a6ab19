import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { mediaFile, playlistFile } from './ffmpeg-args';
import type { Rung } from './ladder';
import { parseMediaPlaylist, segmentBitrates } from './master-playlist';
import { ffprobeJson } from './probe';
import type { Rendition } from './types';

/** profile_idc and the constraint flags byte of each H.264 profile ffprobe may name (ISO/IEC 14496-10 Annex A). */
const AVC_PROFILES: Record<string, string> = {
  'Constrained Baseline': '42e0',
  Baseline: '4200',
  Main: '4d40',
  High: '6400',
};

/** The RFC 6381 CODECS value of an H.264 stream (`avc1.PPCCLL`), plus AAC LC (`mp4a.40.2`) when there is audio. */
export function codecsOf(video: { profile?: string; level?: number }, hasAudio: boolean): string {
  const profile = video.profile !== undefined ? AVC_PROFILES[video.profile] : undefined;
  if (!profile || video.level === undefined || video.level <= 0) {
    throw new Error(`unexpected H.264 profile/level in an output: ${video.profile}/${video.level}`);
  }
  const avc = `avc1.${profile}${video.level.toString(16).padStart(2, '0')}`;
  return hasAudio ? `${avc},mp4a.40.2` : avc;
}

const outputProbe = z.object({
  streams: z.array(
    z.object({
      codec_type: z.string().optional(),
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

/**
 * What the master playlist says of one finished rung, measured on the files rather than taken from the settings:
 * peak and mean bitrate from the playlist's byte ranges, CODECS, size and frame rate from ffprobe of the media file.
 * Also returns the rung's duration (the source's, when the container did not say).
 */
export async function measureRendition(
  ffprobe: string,
  outDir: string,
  rung: Rung,
  signal?: AbortSignal,
): Promise<{ rendition: Rendition; durationSeconds: number }> {
  const playlist = parseMediaPlaylist(await readFile(path.join(outDir, playlistFile(rung)), 'utf8'));
  const { bandwidth, averageBandwidth } = segmentBitrates(playlist);
  const probed = outputProbe.parse(
    await ffprobeJson(ffprobe, ['-show_format', '-show_streams', path.join(outDir, mediaFile(rung))], signal),
  );
  const video = probed.streams.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error(`${mediaFile(rung)} has no video stream`);
  const hasAudio = probed.streams.some((stream) => stream.codec_type === 'audio');
  const fromSegments = playlist.segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  return {
    rendition: {
      name: rung.name,
      width: video.width,
      height: video.height,
      bandwidth,
      averageBandwidth,
      codecs: codecsOf(video, hasAudio),
      frameRate: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate) ?? 0,
      playlistFile: playlistFile(rung),
      mediaFile: mediaFile(rung),
    },
    durationSeconds: Number(probed.format.duration) || fromSegments,
  };
}
