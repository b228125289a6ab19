import type { Content } from './keyframes';

/** One output size of the HLS ladder, before it is encoded. */
export interface Rung {
  /** '360p', '720p', '1080p'; for a source smaller than 360p, its own short side ('240p'). */
  name: string;
  width: number;
  height: number;
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
 *   at CRF 24.5 (talking head: 242 against 266 kb/s, 42.95 against 42.58 dB; screen: 175 against 212 kb/s). `faster`
 *   at CRF 23.5 saved 1 kb/s only, less than the capped 1080p rung's bytes vary from run to run, and at 24 fell
 *   below (42.56 dB). For slides `medium` was no better than `faster` (CRF 27: 63 kB at 49.46 dB against 61 kB at
 *   49.03).
 * CRF 24 and 25 for every title at 720p and 1080p (the ladder until issue 32's second pass) lost 0.5–3 dB there.
 */
const RUNGS = [
  { shortSide: 360, maxrateKbps: 800, crf: { still: 25, motion: 24.5 }, preset: { still: 'faster', motion: 'medium' } },
  {
    shortSide: 720,
    maxrateKbps: 2800,
    crf: { still: 23, motion: 23 },
    preset: { still: 'veryfast', motion: 'veryfast' },
  },
  {
    shortSide: 1080,
    maxrateKbps: 5000,
    crf: { still: 23.5, motion: 23 },
    preset: { still: 'veryfast', motion: 'veryfast' },
  },
] as const satisfies readonly {
  shortSide: number;
  maxrateKbps: number;
  crf: Record<Content, number>;
  preset: Record<Content, X264Preset>;
}[];

/** H.264 in 4:2:0 needs even dimensions. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The rungs for a source of this display size (after rotation), smallest first: each rung of the ladder whose short
 * side is at or below the source's (never an upscale), keeping the source's aspect ratio, portrait included (a
 * 720x1280 source gives 360x640 and 720x1280). A source smaller than the lowest rung gets one rung at its own size.
 * `content` picks each rung's CRF: motion (the quality of the ladder before) unless the analysis pass found the title
 * still.
 */
export function planLadder(source: { width: number; height: number }, content: Content = 'motion'): Rung[] {
  const portrait = source.height > source.width;
  const short = Math.min(source.width, source.height);
  const long = Math.max(source.width, source.height);
  const sized = (shortSide: number) => {
    const longSide = even((long * shortSide) / short);
    return portrait ? { width: shortSide, height: longSide } : { width: longSide, height: shortSide };
  };
  const fitting = RUNGS.filter((rung) => rung.shortSide <= short);
  if (!fitting.length) {
    const own = even(short);
    const { maxrateKbps, crf, preset } = RUNGS[0];
    return [{ name: `${own}p`, ...sized(own), maxrateKbps, crf: crf[content], preset: preset[content] }];
  }
  return fitting.map((rung) => ({
    name: `${rung.shortSide}p`,
    ...sized(rung.shortSide),
    maxrateKbps: rung.maxrateKbps,
    crf: rung.crf[content],
    preset: rung.preset[content],
  }));
}

/** The rung the progressive MP4 is made from: 720p, or the largest below it. */
export function progressiveRung(rungs: Rung[]): Rung {
  const small = rungs.filter((rung) => Math.min(rung.width, rung.height) <= 720);
  const chosen = small.at(-1) ?? rungs[0];
  if (!chosen) throw new Error('progressiveRung: the ladder is empty');
  return chosen;
}
