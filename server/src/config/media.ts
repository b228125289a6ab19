import { z } from 'zod';
import { bool, optionalText } from './env-values';

/** A chunk shorter than two of the ladder's segments would cost more in seams than it saves in waiting. */
const MIN_LADDER_CHUNK_SECONDS = 4;

/** The environment variables of media processing, checked with the rest of the schema (config/index.ts). */
export const mediaEnv = {
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  MEDIA_AV1: bool.default(false),
  MEDIA_SLIDES: bool.default(true),
  LADDER_CHUNK_SECONDS: z
    .union([z.literal('off').transform(() => 0), z.coerce.number().int().min(0).max(3600)])
    .refine((value) => value === 0 || value >= MIN_LADDER_CHUNK_SECONDS, {
      message: `must be 0 or off (never chunk), or at least ${MIN_LADDER_CHUNK_SECONDS}`,
    })
    .default(120),
};

type MediaEnv = z.output<ReturnType<typeof z.object<typeof mediaEnv>>>;

export function mediaConfig(e: MediaEnv) {
  return {
    /** ffmpeg and ffprobe binaries; unset: the system's on PATH, else the npm fallback (media/ffmpeg-binary.ts). */
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    /**
     * An AV1 twin of every rung (SVT-AV1) beside the H.264 ladder, which browsers that decode AV1 play at about
     * half the bytes; off by default: it roughly doubles a transcode's time (docs/video.md#av1-renditions).
     */
    av1: e.MEDIA_AV1,
    /**
     * Each READY lecture's slides read into chapters, search and a handout (docs/video.md#slides-and-chapters); off:
     * lectures play without chapters, and no core is spent on scene detection and Tesseract.
     */
    slides: e.MEDIA_SLIDES,
    /**
     * The ladder of an original longer than this is encoded in chunks of about this length, a job each, so several
     * workers share one lecture (docs/video.md#chunked-ladder); null: always in one run.
     */
    ladderChunkSeconds: e.LADDER_CHUNK_SECONDS || null,
  };
}
