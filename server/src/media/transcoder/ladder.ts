import type { Content } from './keyframes';

/** One output size of the HLS ladder, before it is encoded: H.264 (every ladder) or AV1 (with MEDIA_AV1). */
export type Rung = H264Rung | Av1Rung;

interface RungSize {
  /** '360p', '720p', '1080p'; for a source smaller than 360p, its own short side ('240p'); AV1's end in '-av1'. */
  name: string;
  width: number;
  height: number;
}

export interface H264Rung extends RungSize {
  codec: 'h264';
  /**
   * Capped constant quality: x264 spends what the picture needs at `crf`, so a slide lecture costs a fraction of a
   * screen recording, and maxrate caps the peaks (bufsize = 2 × maxrate) at the bitrate each rung had when the ladder
   * was fixed, so high motion never costs more than it did.
   */
  maxrateKbps: number;
  crf: number;
  /** x264 preset: slower where the pixels are few (it buys bytes cheaply), faster at the big rungs that cost the time. */
  preset: X264Preset;
}

/**
 * An AV1 rung (SVT-AV1), the same size as an H.264 one: browsers that decode AV1 play a whole ladder of it, as hls.js
 * keeps to one codec set once it starts. Plain CRF: the SVT-AV1 of Debian 12 (1.4) has no rate cap with CRF, so its
 * BANDWIDTH is what the segments measure, like every rung's. Key frames on a grid of frames (`content` picks its
 * spacing, media/ffmpeg-args.ts): ffmpeg 5.1's libsvtav1 ignores forced key frames.
 */
export interface Av1Rung extends RungSize {
  codec: 'av1';
  crf: number;
  /** SVT-AV1's preset: 0 (slowest) to 13. */
  preset: number;
  content: Content;
}

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium' | 'slow';

/**
 * The ladder, by the short side of the picture (height for landscape, width for portrait), with a CRF per kind of title
 * (media/keyframes.ts: `still` when still pictures cover half of it or more). Chosen by `npm run bench -- encoding`
 * (docs/video.md#per-title-encoding), each source measured side by side with the fixed CRF 23 / veryfast ladder, key
 * frame every 2 s, before it; the budget is fewer bytes at equal or better PSNR and SSIM at every rung:
 * - still titles get their key frames where slides change (keyframes.ts), and x264's mbtree, seeing a key frame
 *   that many skipped frames copy, codes it finer than the 2 s grid's: headroom above the quality before, which a
 *   higher CRF spends where it holds (360p 25: 49.03 dB against 48.56; 1080p 23.5: 51.84 against 51.71; at 720p
 *   CRF 23.5 fell to 49.61 against 49.86, so it stays at 23);
 * - motion titles (key frames every 2 s as before, media/keyframes.ts) are at 720p and 1080p the ladder before: no CRF
 *   above 23 kept the quality there. At 360p, where pixels are few and a slower preset costs little time, `medium`
 *   at CRF 25 (talking head: 232 against 266 kb/s, 42.64 against 42.58 dB; screen: 169 against 212 kb/s): CRF 24.5
 *   (242 kb/s at 42.95 dB) left the whole ladder at 0.999-1.0002x before, within the capped 1080p rung's run-to-run
 *   spread, where 25 leaves 0.997x; the 1 s first segment's extra key frame costs the 720p rung 1 %. `faster`
 *   at CRF 23.5 saved 1 kb/s only, less than the capped 1080p rung's bytes vary from run to run, and at 24 fell
 *   below (42.56 dB). For slides `medium` was no better than `faster` (CRF 27: 63 kB at 49.46 dB against 61 kB at
 *   49.03).
 * CRF 24 and 25 for every title at 720p and 1080p (the ladder until its second tuning) lost 0.5–3 dB there.
 */
const RUNGS = [
  {
    shortSide: 360,
    maxrateKbps: 800,
    crf: { still: 25, motion: 25 },
    preset: { still: 'faster', motion: 'medium' },
    av1Crf: { still: 50, motion: 40 },
  },
  {
    shortSide: 720,
    maxrateKbps: 2800,
    crf: { still: 23, motion: 23 },
    preset: { still: 'veryfast', motion: 'veryfast' },
    av1Crf: { still: 50, motion: 39 },
  },
  {
    shortSide: 1080,
    maxrateKbps: 5000,
    crf: { still: 23.5, motion: 23 },
    preset: { still: 'veryfast', motion: 'veryfast' },
    av1Crf: { still: 50, motion: 37 },
  },
] as const satisfies readonly {
  shortSide: number;
  maxrateKbps: number;
  crf: Record<Content, number>;
  preset: Record<Content, X264Preset>;
  /**
   * SVT-AV1's CRF at SVT_AV1_PRESET (docs/video.md#av1-renditions): for motion, the one that reaches the H.264 rung's
   * PSNR on the bench's talking head (at 1080p 37: 41.31 dB at 0.84× the bytes, 38 fell 0.32 dB short); for still
   * titles 50, where AV1 is 1.3–2.2 dB above the H.264 rung for 0.75–0.92× its bytes (a key frame is most of a still
   * title's bytes either way).
   */
  av1Crf: Record<Content, number>;
}[];

/**
 * SVT-AV1's preset for every AV1 rung: at 10 the talking head's 720p reaches the H.264 rung's PSNR at 0.59× its bytes;
 * 12 took 30% less time but spent 1.8× the bytes of 10 for less (CRF 36: 1,213 kb/s at 41.48 dB; 10 at CRF 40: 678
 * kb/s at 41.88 dB).
 */
const SVT_AV1_PRESET = 10;
/** SVT-AV1 refuses a picture narrower or shorter than this. */
const AV1_MIN_SIDE = 64;

/** H.264 in 4:2:0 needs even dimensions. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The rungs for a source of this display size (after rotation), smallest first: each rung of the ladder whose short
 * side is at or below the source's (never an upscale), keeping the source's aspect ratio, portrait included (a
 * 720x1280 source gives 360x640 and 720x1280). A source smaller than the lowest rung gets one rung at its own size.
 * `content` picks each rung's CRF: motion (the quality of the ladder before) unless the analysis pass found the title
 * still.
 */
export function planLadder(source: { width: number; height: number }, content: Content = 'motion'): H264Rung[] {
  return fittingRungs(source).map(({ size, rung }) => ({
    ...size,
    codec: 'h264',
    maxrateKbps: rung.maxrateKbps,
    crf: rung.crf[content],
    preset: rung.preset[content],
  }));
}

/**
 * The AV1 twin of `planLadder`'s ladder (MEDIA_AV1): a rung of each size, named '<size>-av1', none below SVT-AV1's
 * smallest picture.
 */
export function planAv1Ladder(source: { width: number; height: number }, content: Content = 'motion'): Av1Rung[] {
  return fittingRungs(source)
    .filter(({ size }) => Math.min(size.width, size.height) >= AV1_MIN_SIDE)
    .map(({ size, rung }) => ({
      ...size,
      name: `${size.name}-av1`,
      codec: 'av1',
      crf: rung.av1Crf[content],
      preset: SVT_AV1_PRESET,
      content,
    }));
}

/** Each rung of RUNGS at or below the source's short side with its size, or the lowest at the source's own size. */
function fittingRungs(source: { width: number; height: number }): { size: RungSize; rung: (typeof RUNGS)[number] }[] {
  const portrait = source.height > source.width;
  const short = Math.min(source.width, source.height);
  const long = Math.max(source.width, source.height);
  const sized = (shortSide: number): RungSize => {
    const longSide = even((long * shortSide) / short);
    const size = portrait ? { width: shortSide, height: longSide } : { width: longSide, height: shortSide };
    return { name: `${shortSide}p`, ...size };
  };
  const fitting = RUNGS.filter((rung) => rung.shortSide <= short);
  if (!fitting.length) return [{ size: sized(even(short)), rung: RUNGS[0] }];
  return fitting.map((rung) => ({ size: sized(rung.shortSide), rung }));
}

/** The rung the progressive MP4 is made from: 720p, or the largest below it. */
export function progressiveRung(rungs: H264Rung[]): H264Rung {
  const small = rungs.filter((rung) => Math.min(rung.width, rung.height) <= 720);
  const chosen = small.at(-1) ?? rungs[0];
  if (!chosen) throw new Error('progressiveRung: the ladder is empty');
  return chosen;
}
