import type { StoryboardPlan } from './storyboard';

/**
 * What the transcoder (ARCHITECTURE.md: part `media`) makes of one original: the contract between media/ (ffmpeg),
 * the lecture module (which stores the outputs and the rows) and http/media/media-router.ts (which serves them).
 */

/** One rung of the HLS ladder: a single fMP4 file addressed by byte ranges from its own playlist. */
export interface Rendition {
  /**
   * '360p', '720p', '1080p', or e.g. '240p' when the source is smaller than every rung; AV1's end in '-av1'; 'slides'
   * for a slide lecture's stills (slides/slides-rendition.ts), added by the slides job.
   */
  name: string;
  width: number;
  height: number;
  /** Peak bits per second over the segments (BANDWIDTH in the master playlist). */
  bandwidth: number;
  /** Mean bits per second over the whole file (AVERAGE-BANDWIDTH). */
  averageBandwidth: number;
  /**
   * RFC 6381 codecs of the file: video only ('avc1.64001f', 'av01.0.05M.08'), the sound being in the audio rendition;
   * with 'mp4a.40.2' after it in a rendition stored before the sound had a rendition of its own.
   */
  codecs: string;
  frameRate: number;
  /** File names inside the output folder: the media playlist ('720p.m3u8') and the one media file ('720p.mp4'). */
  playlistFile: string;
  mediaFile: string;
}

/** The original's sound as an audio-only rendition (media/original-audio.ts): one fMP4 file, byte-ranged. */
export interface AudioRendition {
  /** 'audio' for the ladder's; the first playable rendition's sound has its own name beside it. */
  name: string;
  bandwidth: number;
  averageBandwidth: number;
  /** 'mp4a.40.2'. */
  codecs: string;
  playlistFile: string;
  mediaFile: string;
}

export interface TranscodeResult {
  /** Of the source, in seconds. */
  durationSeconds: number;
  /** Display size of the source (after rotation). */
  width: number;
  height: number;
  /** Smallest first, video only. */
  renditions: Rendition[];
  /**
   * The sound every rendition plays with; null for a silent video. Absent from a result stored before renditions were
   * video only (the demo's shipped outputs), whose renditions carry the sound themselves.
   */
  audio?: AudioRendition | null;
  /** An MP4 with its index at the front (720p, or the largest rung below it): for clients without HLS. */
  progressiveFile: string;
  /** A JPEG frame; null when none could be taken. */
  posterFile: string | null;
  /** Small frames tiled into one JPEG, and the WebVTT thumbnails track naming them; null when none was made. */
  storyboard: StoryboardOutput | null;
}

/** The storyboard's two files (inside the output folder) and the grid they share (media/storyboard.ts). */
export interface StoryboardOutput extends StoryboardPlan {
  spriteFile: string;
  vttFile: string;
}

/** The programs the transcoder runs (media/ffmpeg-binary.ts finds them: FFMPEG_PATH, PATH, then npm). */
export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

export interface TranscodeOptions {
  /** Default: `ffmpegPaths()` with nothing configured (PATH, then the npm packages). Pass `ffmpegPaths(config.media)`. */
  binaries?: MediaBinaries;
  /** AV1 renditions besides the H.264 ladder (MEDIA_AV1); the ffmpeg must have libsvtav1. */
  av1?: boolean;
  signal?: AbortSignal;
  /** 0–100, called at most a few times a second. */
  onProgress?: (percent: number) => void;
}

/** What an ADMIN reads when ffmpeg's run failed: its last words (no paths), after this. */
export const transcodingFailedReason = (detail: string) => `Transcoding failed: ${detail}`;

/**
 * Why a transcode failed. `permanent` failures (not a video, no video stream, unreadable) are not worth a retry;
 * the others (ffmpeg crashed, out of disk) are. `reason` is short, human and safe to show an admin.
 */
export class MediaError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'MediaError';
  }
}
