import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ladderArgs, rungAloneArgs, spriteArgs } from '../../src/media/transcoder/ffmpeg-args';
import { ffmpegPaths } from '../../src/media/transcoder/ffmpeg-binary';
import { planLadder, progressiveRung } from '../../src/media/transcoder/ladder';
import { ORIGINAL_AUDIO } from '../../src/media/transcoder/original-audio';
import { probe } from '../../src/media/transcoder/probe';
import { runFfmpeg } from '../../src/media/transcoder/run-ffmpeg';
import { planStoryboard, storyboardTilesDir } from '../../src/media/transcoder/storyboard';
import { transcode } from '../../src/media/transcoder/transcode';
import { BUDGETS } from '../lib/budgets/limits';
import { missing, type Row } from '../lib/budgets/row';
import { round } from '../lib/load';

const run = promisify(execFile);

/** One measured transcode: wall time, the CPU time of its ffmpeg/ffprobe children, and speed as a multiple of real time. */
export interface TranscodeTiming {
  wallSeconds: number;
  cpuSeconds: number;
  xRealtime: number;
}

export interface MediaTranscodeResult {
  ffmpeg: string;
  /** Cores of the machine: with the CPU seconds, what a run would take with the machine to itself. */
  cores: number;
  source: { width: number; height: number; fps: number; seconds: number; megabits: number };
  runs: number;
  /** The 720p rung alone (one HLS output, no poster): what a single-rendition pipeline would cost. */
  rung720: TranscodeTiming;
  /** transcode(): 360p + 720p + 1080p + poster in one decode, then the progressive remux and the measurements. */
  ladder: TranscodeTiming;
  /** Two ladders at once in one process (two workers on one machine): their total against one after the other. */
  concurrent: { wallSeconds: number; cpuSeconds: number; throughputVsOne: number };
  /** The ladder's one ffmpeg run (every rung and the poster) without and with the storyboard's branch; absent from results saved before it. */
  storyboard?: StoryboardCost;
}

export interface StoryboardCost {
  without: TranscodeTiming;
  with: TranscodeTiming;
  spriteBytes: number;
}

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/**
 * CPU seconds (user + system) of this process's children that have ended and been waited for: fields 16 and 17 of
 * /proc/self/stat, in clock ticks (100 a second on Linux). ffmpeg runs as a child, so its CPU time lands here.
 */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ", field 3 (state) is at index 0: cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export async function timed(sourceSeconds: number, work: () => Promise<unknown>): Promise<TranscodeTiming> {
  const cpu = childrenCpuSeconds();
  const started = performance.now();
  await work();
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    wallSeconds: round(wallSeconds, 2),
    cpuSeconds: round(childrenCpuSeconds() - cpu, 2),
    xRealtime: round(sourceSeconds / wallSeconds, 2),
  };
}

/** The fastest of the runs: other work on a shared machine only ever slows a run down. */
const fastest = <T extends { wallSeconds: number }>(timings: T[]) =>
  timings.reduce((best, each) => (each.wallSeconds < best.wallSeconds ? each : best));

/**
 * What the storyboard adds to a transcode: the ladder's ffmpeg run (every rung and the poster, one decode)
 * without and with the tiles' branch and the sprite's run after it, alternately, `runs` times each; the fastest of
 * each. Outputs go to `dir`.
 */
export async function measureStoryboardCost(
  ffmpeg: string,
  input: string,
  source: Awaited<ReturnType<typeof probe>>,
  dir: string,
  runs: number,
  log: (line: string) => void,
): Promise<StoryboardCost> {
  const rungs = planLadder(source);
  const poster = progressiveRung(rungs);
  const sourceSeconds = source.durationSeconds ?? 0;
  const timings: Record<'without' | 'with', TranscodeTiming[]> = { without: [], with: [] };
  let spriteBytes = 0;
  for (let i = 0; i < runs; i++) {
    for (const variant of ['without', 'with'] as const) {
      const outDir = path.join(dir, `storyboard-${variant}-${i}`);
      await mkdir(outDir);
      const storyboard = variant === 'with' ? planStoryboard(source.durationSeconds, source) : null;
      if (storyboard) await mkdir(storyboardTilesDir(outDir));
      const args = ladderArgs({
        inputPath: input,
        outDir,
        rungs,
        videoStream: source.videoStream,
        audio: source.hasAudio ? ORIGINAL_AUDIO : null,
        hdr: source.hdr,
        fps: source.fps,
        posterAtSeconds: 2,
        poster: { width: poster.width, height: poster.height },
        storyboard,
      });
      // With the storyboard, its sprite's own small run after the ladder's (as transcode() does) is counted too.
      const run = async () => {
        await runFfmpeg(ffmpeg, args);
        if (storyboard) await runFfmpeg(ffmpeg, spriteArgs(outDir, storyboard));
      };
      timings[variant].push(await timed(sourceSeconds, run));
      if (variant === 'with') spriteBytes = (await stat(path.join(outDir, 'storyboard.jpg'))).size;
      const last = timings[variant].at(-1)!;
      log(`    ladder ${variant} storyboard: ${last.wallSeconds} s, ${last.cpuSeconds} CPU-s`);
      await rm(outDir, { recursive: true, force: true });
    }
  }
  return { without: fastest(timings.without), with: fastest(timings.with), spriteBytes };
}

/**
 * Transcode speed on this machine, as a multiple of real time: a generated 1080p30 lecture with sound
 * (BENCH_MEDIA_SECONDS long, default 20) through the 720p rung alone and through the whole ladder (transcode(), as
 * the worker runs it), then two ladders at once against one. Each figure is the fastest of BENCH_MEDIA_RUNS runs
 * (default 2). The transcoder is called in this process, not through the job queue.
 */
export async function runMediaTranscode(log: (line: string) => void): Promise<MediaTranscodeResult> {
  const seconds = positive('BENCH_MEDIA_SECONDS', 20);
  const runs = positive('BENCH_MEDIA_RUNS', 2);
  const binaries = ffmpegPaths();
  const version = (await run(binaries.ffmpeg, ['-version'])).stdout.split('\n')[0] ?? '?';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'coursehub-bench-media-'));
  try {
    const input = path.join(dir, 'lecture-1080p.mp4');
    log(`  making a ${seconds} s 1080p30 source …`);
    // A moving test card and a tone; x264 at CRF 20 gives a bitrate like a camera's or a screen recorder's.
    await run(binaries.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', input],
    ]);
    const source = await probe(binaries.ffprobe, input);
    const { size } = await stat(input);
    const sourceSeconds = source.durationSeconds ?? seconds;
    let outputs = 0;
    const freshDir = async () => {
      const out = path.join(dir, `out-${++outputs}`);
      await mkdir(out);
      return out;
    };
    const rung = planLadder(source).find((each) => each.name === '720p');
    if (!rung) throw new Error('the 1080p source has no 720p rung');

    const rung720: TranscodeTiming[] = [];
    const ladder: TranscodeTiming[] = [];
    const concurrent: TranscodeTiming[] = [];
    for (let i = 0; i < runs; i++) {
      log(`  run ${i + 1}/${runs}: 720p rung alone …`);
      const out720 = await freshDir();
      rung720.push(
        await timed(sourceSeconds, () =>
          runFfmpeg(binaries.ffmpeg, rungAloneArgs(input, out720, source, rung, ORIGINAL_AUDIO)),
        ),
      );
      log(`    ${rung720.at(-1)!.xRealtime}× realtime; whole ladder …`);
      const outLadder = await freshDir();
      ladder.push(await timed(sourceSeconds, () => transcode(input, outLadder, { binaries })));
      log(`    ${ladder.at(-1)!.xRealtime}× realtime; two ladders at once …`);
      const [a, b] = [await freshDir(), await freshDir()];
      concurrent.push(
        await timed(sourceSeconds * 2, () =>
          Promise.all([transcode(input, a, { binaries }), transcode(input, b, { binaries })]),
        ),
      );
      log(`    ${concurrent.at(-1)!.xRealtime}× realtime together`);
      for (const out of [out720, outLadder, a, b]) await rm(out, { recursive: true, force: true });
    }
    log('  the storyboard: the ladder run without and with it …');
    const storyboard = await measureStoryboardCost(binaries.ffmpeg, input, source, dir, runs, log);
    const one = fastest(ladder);
    const two = fastest(concurrent);
    return {
      ffmpeg: version,
      cores: os.availableParallelism(),
      source: {
        width: source.width,
        height: source.height,
        fps: round(source.fps, 2),
        seconds: round(sourceSeconds, 2),
        megabits: round((size * 8) / 1e6 / sourceSeconds, 1),
      },
      runs,
      rung720: fastest(rung720),
      ladder: one,
      concurrent: {
        wallSeconds: two.wallSeconds,
        cpuSeconds: two.cpuSeconds,
        throughputVsOne: round((2 * one.wallSeconds) / two.wallSeconds, 2),
      },
      storyboard,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The report's rows: the whole ladder against its budget, the rest for information. */
export function mediaTranscodeRows(measured: MediaTranscodeResult | undefined): Row[] {
  const part = 'media';
  if (!measured) {
    return [missing(part, 'Transcode speed (`npm run bench -- media`)')];
  }
  const { source, storyboard } = measured;
  const what = `${source.seconds} s ${source.width}x${source.height}@${source.fps} (${source.megabits} Mb/s)`;
  // The wall time depends on what else the shared machine runs; the CPU time much less. Spread over every core it
  // bounds what an idle machine would do (x264 and the decoder use them all).
  const idle = (seconds: number, cpuSeconds: number) => round(seconds / (cpuSeconds / measured.cores), 2);
  const timing = (t: TranscodeTiming) =>
    `${t.xRealtime}× realtime (${t.wallSeconds} s; ${t.cpuSeconds} CPU-s: ≤ ${idle(source.seconds, t.cpuSeconds)}× on ${measured.cores} idle cores)`;
  return [
    {
      part,
      metric: `Transcode ${what} → 720p rung alone`,
      value: timing(measured.rung720),
      baseline: '—',
      ratio: '—',
      budget: 'info',
      status: 'info',
    },
    {
      part,
      metric: `Transcode ${what} → ladder 360p+720p+1080p, poster, progressive MP4`,
      value: timing(measured.ladder),
      baseline: `${measured.rung720.xRealtime}× (720p alone)`,
      ratio: `${round(measured.ladder.wallSeconds / measured.rung720.wallSeconds, 2)}× the time`,
      budget: `≥ ${BUDGETS.ladderXRealtime}× realtime`,
      status: measured.ladder.xRealtime >= BUDGETS.ladderXRealtime ? 'pass' : 'fail',
    },
    ...(storyboard
      ? [
          {
            part,
            metric: `Storyboard (a ${Math.round(storyboard.spriteBytes / 1024)} kB sprite) in the ladder's ffmpeg run`,
            value: `${storyboard.with.wallSeconds} s (${storyboard.with.cpuSeconds} CPU-s)`,
            baseline: `${storyboard.without.wallSeconds} s (${storyboard.without.cpuSeconds} CPU-s) without`,
            ratio: `${round(storyboard.with.cpuSeconds / storyboard.without.cpuSeconds, 3)}× the CPU time`,
            budget: 'info',
            status: 'info' as const,
          },
        ]
      : []),
    {
      part,
      metric: 'Two ladders at once vs one at a time (throughput, one machine)',
      value: `2 in ${measured.concurrent.wallSeconds} s (${measured.concurrent.cpuSeconds} CPU-s)`,
      baseline: `1 in ${measured.ladder.wallSeconds} s`,
      ratio: `${measured.concurrent.throughputVsOne}×`,
      budget: 'info',
      status: 'info',
    },
  ];
}
