import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ladderArgs, mediaFile, SEGMENTING, type Segmenting } from '../../src/media/transcoder/ffmpeg-args';
import { ffmpegPaths } from '../../src/media/transcoder/ffmpeg-binary';
import { type Content, planTitle } from '../../src/media/transcoder/keyframes';
import { planAv1Ladder, planLadder, type Rung } from '../../src/media/transcoder/ladder';
import { probe } from '../../src/media/transcoder/probe';
import { runFfmpeg } from '../../src/media/transcoder/run-ffmpeg';
import { findStillPictures } from '../../src/media/transcoder/still-pictures';
import { missing, type Row } from '../lib/budgets/row';
import { round } from '../lib/load';
import { type TranscodeTiming, timed } from './media-transcode';

const run = promisify(execFile);

/** One rung of one ladder on one source: its video bytes per minute and its quality against the source. */
export interface EncodedRung {
  name: string;
  /** Video only: both ladders carry the same 128 kb/s AAC (about 0.96 MB a minute) besides. */
  videoBytesPerMinute: number;
  kbps: number;
  /** Against the source scaled to the rung's size (every other frame): PSNR average (dB), SSIM All. */
  psnr: number;
  ssim: number;
}

export interface EncodedLadder {
  timing: TranscodeTiming;
  /** What the analysis pass made of the source (the ladder now only). */
  content?: Content;
  rungs: EncodedRung[];
  videoBytesPerMinute: number;
}

export interface EncodingSource {
  name: 'slides' | 'talking-head' | 'screen';
  description: string;
  before: EncodedLadder;
  after: EncodedLadder;
  /** The ladder now with its AV1 twins (MEDIA_AV1), in one run: H.264 rungs first, then AV1's. */
  withAv1?: EncodedLadder;
}

export interface EncodingResult {
  ffmpeg: string;
  seconds: number;
  sources: EncodingSource[];
}

/**
 * The ladder this part compares against: every rung at CRF 23 / veryfast under the same caps, a keyframe (and a segment)
 * every 2 s.
 */
const BEFORE = {
  crf: 23,
  preset: 'veryfast',
  segmenting: { firstSeconds: 2, keyframeSeconds: 2, stillSeconds: 4 },
} as const;

/** Budgets: a slide lecture at ≤ 40% of the bytes before, a high-motion one at no more than before. */
export const ENCODING_BUDGETS = { slidesVsBefore: 0.4, motionVsBefore: 1 } as const;

/**
 * How far a rung's quality may fall below the ladder before's and still count as equal: x264 held at its rate cap
 * varies from run to run with the same settings. The talking head's 1080p rung, the ladder before's settings exactly,
 * measured 41.24 and 41.25 dB (5,186–5,197 kb/s) across bench runs, before and now alike (docs/video.md).
 */
const SAME_QUALITY = { psnr: 0.02, ssim: 0.0001 } as const;

const SOURCES: { name: EncodingSource['name']; description: string; video: string }[] = [
  {
    name: 'slides',
    description: 'slides with voice: a still 1080p card that changes every 10 s',
    video: 'testsrc2=size=1920x1080:rate=0.1,fps=30',
  },
  {
    name: 'talking-head',
    description: 'talking head: moderate motion over the whole picture, with a little sensor noise',
    video: 'testsrc2=size=1920x1080:rate=30,noise=alls=3:allf=t',
  },
  {
    name: 'screen',
    description: 'screen recording with motion: a detailed page scrolling fast (11 px a frame)',
    video: 'testsrc=size=1920x1080:rate=30,scroll=vertical=0.01',
  },
];

const QUIET = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];

async function quality(ffmpeg: string, encoded: string, source: string, rung: Rung) {
  // Every other frame of both: half the comparison's work, the same average on these steady sources.
  const graph =
    `[1:v]scale=${rung.width}:${rung.height}:flags=bicubic,format=yuv420p,framestep=2,split[r0][r1];` +
    '[0:v]format=yuv420p,framestep=2,split[d0][d1];[d0][r0]psnr;[d1][r1]ssim';
  const { stderr } = await run(
    ffmpeg,
    ['-hide_banner', '-nostdin', '-i', encoded, '-i', source, '-lavfi', graph, '-f', 'null', '-'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const psnr = Number(/PSNR .*average:([\d.]+|inf)/.exec(stderr)?.[1]);
  const ssim = Number(/SSIM .*All:([\d.]+)/.exec(stderr)?.[1]);
  if (!Number.isFinite(ssim)) throw new Error(`no SSIM in ffmpeg's answer for ${encoded}`);
  return { psnr: round(psnr, 2), ssim: round(ssim, 4) };
}

async function encodeLadder(
  ffmpeg: string,
  input: string,
  outDir: string,
  seconds: number,
  source: Awaited<ReturnType<typeof probe>>,
  ladder: { rungs: Rung[]; segmenting: Segmenting } | { planned: { av1: boolean } },
): Promise<EncodedLadder> {
  await mkdir(outDir, { recursive: true });
  let rungs: Rung[] = 'rungs' in ladder ? ladder.rungs : [];
  let content: Content | undefined;
  // The ladder as made now pays for its analysis pass: it is timed with the encode. It plans as transcode.ts does.
  const timing = await timed(seconds, async () => {
    let keyframes: { segmenting: Segmenting } | { keyframes: number[] | null };
    if ('planned' in ladder) {
      const title = planTitle(seconds, await findStillPictures(ffmpeg, input, source.videoStream), SEGMENTING);
      content = title.content;
      rungs = [
        ...planLadder(source, title.content),
        ...(ladder.planned.av1 ? planAv1Ladder(source, title.content) : []),
      ];
      keyframes = { keyframes: title.keyframes };
    } else {
      keyframes = { segmenting: ladder.segmenting };
    }
    await runFfmpeg(
      ffmpeg,
      ladderArgs({
        inputPath: input,
        outDir,
        rungs,
        videoStream: source.videoStream,
        // Video only, so the bytes are the video's: the audio is the same in both ladders.
        audio: null,
        hdr: source.hdr,
        fps: source.fps,
        posterAtSeconds: 0,
        poster: null,
        storyboard: null,
        ...keyframes,
      }),
    );
  });
  const encoded: EncodedRung[] = [];
  for (const rung of rungs) {
    const file = path.join(outDir, mediaFile(rung));
    const { size } = await stat(file);
    encoded.push({
      name: rung.name,
      videoBytesPerMinute: Math.round((size * 60) / seconds),
      kbps: round((size * 8) / 1000 / seconds, 0),
      ...(await quality(ffmpeg, file, input, rung)),
    });
  }
  return {
    timing,
    ...(content ? { content } : {}),
    rungs: encoded,
    videoBytesPerMinute: encoded.reduce((sum, rung) => sum + rung.videoBytesPerMinute, 0),
  };
}

/**
 * Per-title encoding: three generated 1080p30 sources (BENCH_ENCODING_SECONDS long, default 20; only those
 * named by BENCH_ENCODING_ONLY when set), each
 * through the ladder as it was (CRF 23 / veryfast on every rung, a keyframe every 2 s) and as it is (ladder.ts), in one
 * ffmpeg run each (one decode feeding every rung): video bytes per minute, PSNR and SSIM per rung against the source,
 * and the speed as a multiple of real time.
 */
export async function runEncoding(log: (line: string) => void): Promise<EncodingResult> {
  const seconds = Number(process.env.BENCH_ENCODING_SECONDS || 20);
  const { ffmpeg, ffprobe } = ffmpegPaths();
  const version = (await run(ffmpeg, ['-version'])).stdout.split('\n')[0] ?? '?';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-encoding-'));
  try {
    const sources: EncodingSource[] = [];
    // BENCH_ENCODING_ONLY=slides (comma-separated names) measures some of the sources, e.g. a long slide lecture.
    const only = process.env.BENCH_ENCODING_ONLY?.split(',');
    for (const { name, description, video } of SOURCES.filter((each) => !only || only.includes(each.name))) {
      const input = path.join(dir, `${name}.mp4`);
      log(`  ${name}: making a ${seconds} s source …`);
      // Near-lossless, as a screen recorder or an editor's master would hand it over.
      await run(ffmpeg, [
        ...QUIET,
        ...['-f', 'lavfi', '-i', video],
        ...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000'],
        ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', input],
      ]);
      const source = await probe(ffprobe, input);
      const beforeRungs = planLadder(source).map((rung) => ({ ...rung, crf: BEFORE.crf, preset: BEFORE.preset }));
      const before = await encodeLadder(ffmpeg, input, path.join(dir, `${name}-before`), seconds, source, {
        rungs: beforeRungs,
        segmenting: BEFORE.segmenting,
      });
      const after = await encodeLadder(ffmpeg, input, path.join(dir, `${name}-after`), seconds, source, {
        planned: { av1: false },
      });
      const share = round(after.videoBytesPerMinute / before.videoBytesPerMinute, 2);
      log(
        `    before ${before.videoBytesPerMinute} B/min at ${before.timing.xRealtime}×, after (${after.content}) ${after.videoBytesPerMinute} B/min (${share}) at ${after.timing.xRealtime}×`,
      );
      const withAv1 = await encodeLadder(ffmpeg, input, path.join(dir, `${name}-av1`), seconds, source, {
        planned: { av1: true },
      });
      log(`    with AV1 twins at ${withAv1.timing.xRealtime}× (${withAv1.timing.cpuSeconds} CPU-s)`);
      sources.push({ name, description, before, after, withAv1 });
      await rm(input, { force: true });
    }
    return { ffmpeg: version, seconds, sources };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${round(bytes / 1e6, 2)} MB/min`;
const rungText = (rung: EncodedRung) => `${rung.name} ${rung.kbps} kb/s, PSNR ${rung.psnr} dB, SSIM ${rung.ssim}`;

/** A row per source and ladder: the bytes against the budget, then each rung's figures. */
export function encodingRows(measured: EncodingResult | undefined): Row[] {
  const part = 'encoding';
  if (!measured) {
    return [missing(part, 'Per-title encoding (`npm run bench -- encoding`)')];
  }
  return measured.sources.flatMap(({ name, before, after, withAv1 }) => {
    const share = after.videoBytesPerMinute / before.videoBytesPerMinute;
    const limit = name === 'slides' ? ENCODING_BUDGETS.slidesVsBefore : ENCODING_BUDGETS.motionVsBefore;
    const rows: Row[] = [
      {
        part,
        metric: `${name}: video bytes, whole ladder (${measured.seconds} s source)`,
        value: `${mb(after.videoBytesPerMinute)}, ${after.timing.xRealtime}× realtime`,
        baseline: `${mb(before.videoBytesPerMinute)}, ${before.timing.xRealtime}× realtime (CRF 23 veryfast, 2 s GOP)`,
        ratio: `${round(share, 2)}×`,
        budget: `≤ ${limit}× before`,
        status: share <= limit ? 'pass' : 'fail',
      },
    ];
    // Quality as displayed (0.01 dB, 0.0001 SSIM): the budget is equal (within the same settings' spread) or better
    // at every rung, by both measures.
    const deltas = after.rungs.map((rung, i) => ({
      psnr: round(rung.psnr - before.rungs[i]!.psnr, 2),
      ssim: round(rung.ssim - before.rungs[i]!.ssim, 4),
    }));
    const worst = { psnr: Math.min(...deltas.map((d) => d.psnr)), ssim: Math.min(...deltas.map((d) => d.ssim)) };
    rows.push({
      part,
      metric: `${name}: quality, every rung against the ladder before`,
      value: `worst rung ${worst.psnr >= 0 ? '+' : ''}${worst.psnr} dB PSNR, ${worst.ssim >= 0 ? '+' : ''}${worst.ssim} SSIM`,
      baseline: 'the same rung before',
      ratio: '—',
      budget: `PSNR and SSIM ≥ before − ${SAME_QUALITY.psnr} dB, ${SAME_QUALITY.ssim} (run-to-run spread)`,
      status: worst.psnr >= -SAME_QUALITY.psnr && worst.ssim >= -SAME_QUALITY.ssim ? 'pass' : 'fail',
    });
    after.rungs.forEach((rung, i) => {
      const old = before.rungs[i]!;
      rows.push({
        part,
        metric: `${name}: ${rung.name} rung`,
        value: rungText(rung),
        baseline: rungText(old),
        ratio: `${round(rung.videoBytesPerMinute / old.videoBytesPerMinute, 2)}×`,
        budget: 'info',
        status: 'info',
      });
    });
    if (withAv1) rows.push(...av1Rows(part, name, after, withAv1));
    return rows;
  });
}

/**
 * The optional AV1 twins (MEDIA_AV1): what they cost in time beside the ladder now, then each AV1 rung's bytes and
 * quality against its H.264 twin of the same run. Information: the issue asks for the cost to be reported.
 */
function av1Rows(part: string, name: string, after: EncodedLadder, withAv1: EncodedLadder): Row[] {
  const twins = withAv1.rungs.flatMap((rung) => {
    const h264 = rung.name.endsWith('-av1') && withAv1.rungs.find((each) => `${each.name}-av1` === rung.name);
    return h264 ? [{ av1: rung, h264 }] : [];
  });
  const bytes = (rungs: EncodedRung[]) => rungs.reduce((sum, rung) => sum + rung.videoBytesPerMinute, 0);
  const av1Bytes = bytes(twins.map((twin) => twin.av1));
  const h264Bytes = bytes(twins.map((twin) => twin.h264));
  const worst = Math.min(...twins.map((twin) => round(twin.av1.psnr - twin.h264.psnr, 2)));
  return [
    {
      part,
      metric: `${name}: AV1 twins (MEDIA_AV1), time of the whole ladder with them`,
      value: `${withAv1.timing.xRealtime}× realtime, ${withAv1.timing.cpuSeconds} CPU-s`,
      baseline: `${after.timing.xRealtime}× realtime, ${after.timing.cpuSeconds} CPU-s (H.264 only)`,
      ratio: `${round(withAv1.timing.cpuSeconds / after.timing.cpuSeconds, 2)}× CPU`,
      budget: 'info (off by default)',
      status: 'info',
    },
    {
      part,
      metric: `${name}: AV1 twins, video bytes and quality against the H.264 rungs`,
      value: `${mb(av1Bytes)}, worst rung ${worst >= 0 ? '+' : ''}${worst} dB PSNR`,
      baseline: `${mb(h264Bytes)} (H.264 rungs)`,
      ratio: `${round(av1Bytes / h264Bytes, 2)}×`,
      budget: 'info',
      status: 'info',
    },
    ...twins.map(({ av1, h264 }) => ({
      part,
      metric: `${name}: ${av1.name} rung`,
      value: rungText(av1),
      baseline: rungText(h264),
      ratio: `${round(av1.videoBytesPerMinute / h264.videoBytesPerMinute, 2)}×`,
      budget: 'info',
      status: 'info' as const,
    })),
  ];
}
