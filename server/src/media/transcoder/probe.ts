import { execFile } from 'node:child_process';
import { z } from 'zod';
import { inputArgs } from './ffmpeg-args';
import { StderrTail, stderrReason } from './ffmpeg-stderr';
import { cancelled } from './run-ffmpeg';
import { MediaError } from './types';

/** What the transcoder needs to know about an original. */
export interface SourceInfo {
  /** Null when the container does not say (a MediaRecorder WebM, say): then it is measured on the outputs. */
  durationSeconds: number | null;
  /** Display size: rotation (a phone held upright) and non-square pixels applied. */
  width: number;
  height: number;
  /** Average frames per second; 0 when unknown. */
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
  /** High dynamic range (PQ or HLG transfer, as iPhones record by default): the outputs need tone mapping to SDR. */
  hdr: boolean;
  /** Index of the video stream in the file (cover art skipped). */
  videoStream: number;
  /**
   * Turned for display by the container (a phone's rotation matrix or the old rotate tag): ffmpeg turns the picture as
   * it decodes, but a stream copy into Matroska (a ladder chunk's piece) drops the turn.
   */
  rotated: boolean;
  /**
   * The streams can be copied into HLS as they are (media/first-playable.ts): 8-bit 4:2:0 H.264 of a profile players
   * decode, square pixels, no rotation (browsers' Media Source Extensions ignore a rotation matrix), SDR, and AAC LC
   * sound or none.
   */
  remuxable: boolean;
}

const stream = z.object({
  index: z.number().int(),
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  profile: z.string().optional(),
  pix_fmt: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  sample_aspect_ratio: z.string().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  duration: z.string().optional(),
  color_transfer: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
  tags: z.object({ rotate: z.string().optional() }).optional(),
});

const probeOutput = z.object({
  streams: z.array(stream).default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});

type Stream = z.infer<typeof stream>;

/** ffprobe's names of the HDR transfer functions: PQ (HDR10, Dolby Vision) and HLG. */
const HDR_TRANSFERS = new Set(['smpte2084', 'arib-std-b67']);

/** 'num/den' (or a plain number) as a number; null for '0/0', 'N/A' or nonsense. */
function ratio(value: string | undefined): number | null {
  if (!value) return null;
  const [num, den = '1'] = value.split(/[/:]/);
  const result = Number(num) / Number(den);
  return Number.isFinite(result) && result > 0 ? result : null;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

function rotationOf(video: Stream): number {
  const fromSideData = video.side_data_list?.find((entry) => entry.rotation !== undefined)?.rotation;
  return fromSideData ?? Number(video.tags?.rotate ?? 0);
}

/** The reasons an ADMIN reads when a file is no usable video (translated where they are shown). */
export const NOT_READABLE_VIDEO_REASON = 'The file is not a readable video';
export const notReadableVideoReason = (detail: string) => `${NOT_READABLE_VIDEO_REASON} (${detail})`;
export const NO_VIDEO_STREAM_REASON = 'The file has no video stream';
export const NOT_CONTAINER_REASON = 'The file is not an MP4, MOV or WebM video';

const unreadable = (detail: string | null, cause?: unknown) =>
  new MediaError(detail ? notReadableVideoReason(detail) : NOT_READABLE_VIDEO_REASON, true, { cause });

/** H.264 profiles every browser that plays HLS decodes (media/measure-rendition.ts names their CODECS). */
const PLAYABLE_H264_PROFILES = new Set(['Constrained Baseline', 'Baseline', 'Main', 'High']);

function isRemuxable(video: Stream, audio: Stream | undefined, sar: number, rotation: number, hdr: boolean): boolean {
  const h264 =
    video.codec_name === 'h264' && video.pix_fmt === 'yuv420p' && PLAYABLE_H264_PROFILES.has(video.profile ?? '');
  const sound = !audio || (audio.codec_name === 'aac' && audio.profile === 'LC');
  return h264 && sound && sar === 1 && rotation % 360 === 0 && !hdr;
}

/** ffprobe's answer, interpreted: throws a permanent MediaError when the file holds no usable video. */
export function interpretProbe(json: unknown): SourceInfo {
  const parsed = probeOutput.safeParse(json);
  if (!parsed.success) throw unreadable('ffprobe gave no stream list', parsed.error);
  const { streams, format } = parsed.data;
  const video = streams.find((each) => each.codec_type === 'video' && !each.disposition?.attached_pic);
  if (!video) throw new MediaError(NO_VIDEO_STREAM_REASON, true);
  if (!video.width || !video.height) throw unreadable('no picture size');
  const sar = ratio(video.sample_aspect_ratio) ?? 1;
  const codedWidth = Math.round(video.width * sar);
  const rotation = rotationOf(video);
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  const hdr = HDR_TRANSFERS.has(video.color_transfer ?? '');
  const audio = streams.find((each) => each.codec_type === 'audio');
  return {
    durationSeconds: positive(format?.duration) ?? positive(video.duration),
    width: quarterTurn ? video.height : codedWidth,
    height: quarterTurn ? codedWidth : video.height,
    fps: ratio(video.avg_frame_rate) ?? ratio(video.r_frame_rate) ?? 0,
    hasAudio: audio !== undefined,
    videoCodec: video.codec_name ?? 'unknown',
    hdr,
    videoStream: video.index,
    rotated: rotation % 360 !== 0,
    remuxable: isRemuxable(video, audio, sar, rotation, hdr),
  };
}

/** Runs ffprobe on a file and returns its JSON; the error says why it could not. */
export function ffprobeJson(ffprobe: string, args: string[], signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', ...args],
      { signal, killSignal: 'SIGKILL', maxBuffer: 32 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (signal?.aborted) return reject(cancelled(signal));
        if (error) {
          // A string code is Node's (ENOENT: no such program, the output too large…), not ffprobe's verdict.
          if (typeof error.code === 'string') {
            return reject(new MediaError(`ffprobe could not run (${error.code})`, false, { cause: error }));
          }
          const tail = new StderrTail();
          tail.push(stderr);
          const detail = stderrReason(tail.toString());
          // The original vanished between the upload and the job: the machine's fault, worth a retry.
          if (/No such file or directory/i.test(stderr)) {
            return reject(new MediaError(`ffprobe could not open the file (${detail})`, false, { cause: error }));
          }
          if (/not on whitelist/i.test(stderr)) {
            return reject(new MediaError(NOT_CONTAINER_REASON, true, { cause: error }));
          }
          return reject(unreadable(detail, error));
        }
        try {
          resolve(JSON.parse(stdout));
        } catch (cause) {
          reject(unreadable('ffprobe gave no JSON', cause));
        }
      },
    );
    child.stdin?.end();
  });
}

/**
 * Reads an original's duration, display size, frame rate and streams. A file ffprobe cannot read, or one with no
 * video, is a permanent MediaError with a short reason: 'The file is not a readable video (moov atom not found)'.
 */
export async function probe(ffprobe: string, inputPath: string, signal?: AbortSignal): Promise<SourceInfo> {
  return interpretProbe(await ffprobeJson(ffprobe, ['-show_format', '-show_streams', ...inputArgs(inputPath)], signal));
}
