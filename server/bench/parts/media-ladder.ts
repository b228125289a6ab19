import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  chunkedKeyframes,
  encodeChunkedLadder,
  gridKeyframes,
  planChunks,
  sourceKeyframes,
} from '../../src/media/transcoder/chunked-ladder';
import { joinChunkedLadder, planChunkedLadder } from '../../src/media/transcoder/chunked-transcode';
import { ladderArgs, SEGMENTING } from '../../src/media/transcoder/ffmpeg-args';
import { ffmpegPaths } from '../../src/media/transcoder/ffmpeg-binary';
import { makeFirstPlayable } from '../../src/media/transcoder/first-playable';
import { planLadder } from '../../src/media/transcoder/ladder';
import { ORIGINAL_AUDIO } from '../../src/media/transcoder/original-audio';
import { probe } from '../../src/media/transcoder/probe';
import { runFfmpeg } from '../../src/media/transcoder/run-ffmpeg';
import { fmt, missing, pass, type Row } from '../lib/budgets/row';
import { round } from '../lib/load';
import { type TranscodeTiming, timed } from './media-transcode';

const run = promisify(execFile);

/** What `npm run bench -- media` measures of a lecture made playable first and its ladder encoded in chunks. */
export interface MediaLadderResult {
  cores: number;
  /** Upload complete → first playable of a 1080p H.264/AAC original: copy in, remux, measure, copy out. */
  remux: { sourceSeconds: number; timing: TranscodeTiming };
  /** The same for a VP9 WebM original: its lowest rung encoded alone. */
  lowRung: { sourceSeconds: number; timing: TranscodeTiming };
  /** The ladder (360p, 720p, 1080p) of the H.264 original in one ffmpeg run and in chunks, same key frames. */
  ladder: {
    sourceSeconds: number;
    chunkSeconds: number;
    single: TranscodeTiming;
    chunked: TranscodeTiming;
    chunks: { index: number; seconds: number; wallSeconds: number; cpuSeconds: number }[];
    /**
     * On the queue, what runs once per lecture beside the split and the chunks: the ladder job's plan (the original's
     * key frames and the analysis pass) and the join job's ffmpeg work (renditions joined, the sound encoded once,
     * progressive MP4, poster and storyboard) on the same chunks. Absent from results measured before the ladder was
     * queued.
     */
    queued?: { plan: TranscodeTiming; join: TranscodeTiming };
  };
}

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/**
 * The stored original copied to the worker's folder, the first rendition made, its files copied back into the store:
 * what the first job does on local storage between an upload's commit and the READY row (less the database write).
 */
async function firstPlayableTiming(input: string, seconds: number, dir: string): Promise<TranscodeTiming> {
  const binaries = ffmpegPaths();
  const work = await mkdtemp(path.join(dir, 'first-'));
  const outDir = path.join(work, 'out');
  await mkdir(outDir);
  const store = path.join(work, 'store');
  await mkdir(store);
  return timed(seconds, async () => {
    const copy = path.join(work, `original${path.extname(input)}`);
    await copyFile(input, copy);
    const source = await probe(binaries.ffprobe, copy);
    const first = await makeFirstPlayable(binaries, copy, outDir, source);
    for (const file of [first.rendition.playlistFile, first.rendition.mediaFile]) {
      await copyFile(path.join(outDir, file), path.join(store, file));
    }
  });
}

/**
 * Generated originals (ffmpeg's moving test card and a tone): BENCH_LADDER_SECONDS (default 60) of 1080p30 H.264/AAC
 * as a camera or OBS writes it (a key frame every 2 s), and BENCH_LADDER_OTHER_SECONDS (default 20) of 1080p30
 * VP9/Opus WebM as a browser records it. The H.264 one's first BENCH_LADDER_ENCODE_SECONDS (default 40) is encoded
 * into the ladder in one run and in chunks of BENCH_LADDER_CHUNK_SECONDS (default 10). Four chunks: the budget is for
 * a long source, whose many chunks two workers share evenly; three would leave one worker a round alone (two rounds
 * for three chunks), a share of the wall time that shrinks as the chunks grow in number.
 */
export async function runMediaLadder(log: (line: string) => void): Promise<MediaLadderResult> {
  const seconds = positive('BENCH_LADDER_SECONDS', 60);
  const otherSeconds = positive('BENCH_LADDER_OTHER_SECONDS', 20);
  const encodeSeconds = positive('BENCH_LADDER_ENCODE_SECONDS', 40);
  const chunkSeconds = positive('BENCH_LADDER_CHUNK_SECONDS', 10);
  const { ffmpeg, ffprobe } = ffmpegPaths();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-ladder-'));
  try {
    const card = (length: number) => [
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${length}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${length}`],
    ];
    const h264 = path.join(dir, 'camera.mp4');
    log(`  generating ${seconds} s of 1080p30 H.264/AAC and ${otherSeconds} s of VP9/Opus WebM…`);
    await run(ffmpeg, [
      ...['-v', 'error', ...card(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60'],
      ...['-pix_fmt', 'yuv420p', '-b:v', '8M', '-c:a', 'aac', '-shortest', h264],
    ]);
    const vp9 = path.join(dir, 'browser.webm');
    await run(ffmpeg, [
      ...['-v', 'error', ...card(otherSeconds), '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
      ...['-b:v', '4M', '-row-mt', '1', '-c:a', 'libopus', '-shortest', vp9],
    ]);

    const remux = await firstPlayableTiming(h264, seconds, dir);
    log(`  H.264 original → first playable: ${remux.wallSeconds} s (${remux.cpuSeconds} CPU-s)`);
    const lowRung = await firstPlayableTiming(vp9, otherSeconds, dir);
    log(`  VP9 original → first playable (360p): ${lowRung.wallSeconds} s (${lowRung.cpuSeconds} CPU-s)`);

    const excerpt = path.join(dir, 'excerpt.mp4');
    await run(ffmpeg, ['-v', 'error', '-i', h264, '-t', String(encodeSeconds), '-c', 'copy', excerpt]);
    const source = await probe(ffprobe, excerpt);
    const plan = await timed(encodeSeconds, () =>
      planChunkedLadder({ ffmpeg, ffprobe }, excerpt, source, chunkSeconds),
    );
    const chunks = planChunks(await sourceKeyframes(ffprobe, excerpt, source.videoStream), chunkSeconds);
    const keyframes = chunkedKeyframes(gridKeyframes(source.durationSeconds ?? encodeSeconds, SEGMENTING), chunks);
    const rungs = planLadder(source);
    const common = {
      inputPath: excerpt,
      rungs,
      videoStream: source.videoStream,
      hdr: source.hdr,
      fps: source.fps,
    };
    const audio = source.hasAudio ? ORIGINAL_AUDIO : null;
    const singleOut = path.join(dir, 'single');
    await mkdir(singleOut);
    const single = await timed(encodeSeconds, () =>
      runFfmpeg(
        ffmpeg,
        ladderArgs({
          ...common,
          outDir: singleOut,
          keyframes,
          audio,
          posterAtSeconds: 0,
          poster: null,
          storyboard: null,
        }),
      ),
    );
    log(`  ladder in one run: ${single.wallSeconds} s, ${single.cpuSeconds} CPU-s`);
    const workDir = path.join(dir, 'chunks');
    const chunkedOut = path.join(dir, 'chunked');
    await mkdir(workDir);
    await mkdir(chunkedOut);
    const perChunk: MediaLadderResult['ladder']['chunks'] = [];
    const chunked = await timed(encodeSeconds, () =>
      encodeChunkedLadder(
        ffmpeg,
        { ...common, hasAudio: source.hasAudio, chunks, keyframes, workDir, outDir: chunkedOut },
        {
          eachChunk: async (chunk, encode) => {
            const timing = await timed(0, encode);
            const end = chunk.endSeconds ?? source.durationSeconds ?? encodeSeconds;
            perChunk.push({
              index: chunk.index,
              seconds: round(end - chunk.startSeconds, 2),
              wallSeconds: timing.wallSeconds,
              cpuSeconds: timing.cpuSeconds,
            });
          },
        },
      ),
    );
    log(`  ladder in ${chunks.length} chunks: ${chunked.wallSeconds} s, ${chunked.cpuSeconds} CPU-s`);
    const joinOut = path.join(dir, 'joined');
    await mkdir(joinOut);
    const durationSeconds = source.durationSeconds ?? encodeSeconds;
    const joinPlan = { rungs, durationSeconds, width: source.width, height: source.height, chunkCount: chunks.length };
    const join = await timed(encodeSeconds, () =>
      joinChunkedLadder(
        { ffmpeg, ffprobe },
        { plan: joinPlan, chunkDir: workDir, audioFrom: excerpt, outDir: joinOut },
      ),
    );
    log(`  on the queue, once per lecture: plan ${plan.wallSeconds} s, join job ${join.wallSeconds} s`);
    return {
      cores: os.availableParallelism(),
      remux: { sourceSeconds: seconds, timing: remux },
      lowRung: { sourceSeconds: otherSeconds, timing: lowRung },
      ladder: { sourceSeconds: encodeSeconds, chunkSeconds, single, chunked, chunks: perChunk, queued: { plan, join } },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The wall time of the chunks spread over `workers` (each takes the next chunk when it is free), plus what runs
 * once around them (split and joins: the chunked run's wall time less its chunks').
 */
export function projectedWallSeconds(ladder: MediaLadderResult['ladder'], workers: number): number {
  const free = Array.from({ length: workers }, () => 0);
  for (const chunk of ladder.chunks) {
    const next = free.indexOf(Math.min(...free));
    free[next] = (free[next] ?? 0) + chunk.wallSeconds;
  }
  const chunkWall = ladder.chunks.reduce((sum, chunk) => sum + chunk.wallSeconds, 0);
  return Math.max(...free) + (ladder.chunked.wallSeconds - chunkWall);
}

/** Budgets: 10 s to playable for 10 minutes of H.264, 0.25× the duration otherwise, 1.05× the CPU in chunks. */
export function mediaLadderRows(measured: MediaLadderResult | undefined): Row[] {
  const part = 'media';
  if (!measured) return [missing(part, 'Playable first, ladder in chunks (`npm run bench -- media`)')];
  const { remux, lowRung, ladder } = measured;
  const perMinute = remux.timing.wallSeconds / (remux.sourceSeconds / 60);
  const fraction = lowRung.timing.wallSeconds / lowRung.sourceSeconds;
  const cpu = ladder.chunked.cpuSeconds / ladder.single.cpuSeconds;
  // Each of 2 workers on 4 cores has this machine's 2: a chunk takes there what it takes here.
  const two = projectedWallSeconds(ladder, 2);
  // On a loaded shared machine the wall times measure the load; CPU time spread over every core bounds an idle run.
  const idle = (timing: TranscodeTiming) =>
    `${fmt(timing.cpuSeconds / measured.cores, 2)} s on ${measured.cores} idle cores`;
  const chunkList = ladder.chunks.map(
    (chunk) => `#${chunk.index} ${chunk.seconds} s: ${chunk.wallSeconds} s / ${chunk.cpuSeconds} CPU-s`,
  );
  return [
    {
      part,
      metric: `Upload complete → first playable, ${remux.sourceSeconds} s 1080p H.264/AAC (copied into HLS)`,
      value: `${remux.timing.wallSeconds} s, ${remux.timing.cpuSeconds} CPU-s (${fmt(perMinute, 2)} s per minute of video; 10 min ≈ ${fmt(perMinute * 10, 1)} s)`,
      baseline: 'the whole ladder before',
      ratio: '—',
      budget: '≤ 10 s for 10 min',
      status: pass(perMinute * 10 <= 10),
    },
    {
      part,
      metric: `Upload complete → first playable, ${lowRung.sourceSeconds} s 1080p VP9 WebM (360p rung alone)`,
      value: `${lowRung.timing.wallSeconds} s (${lowRung.timing.cpuSeconds} CPU-s: ${idle(lowRung.timing)})`,
      baseline: `${lowRung.sourceSeconds} s of video`,
      ratio: `${fmt(fraction, 2)}× its duration`,
      budget: '≤ 0.25×',
      status: pass(fraction <= 0.25),
    },
    {
      part,
      metric: `Ladder of ${ladder.sourceSeconds} s 1080p in ${ladder.chunks.length} chunks of ~${ladder.chunkSeconds} s: CPU`,
      value: `${ladder.chunked.cpuSeconds} CPU-s (${ladder.chunked.wallSeconds} s)`,
      baseline: `${ladder.single.cpuSeconds} CPU-s in one run (${ladder.single.wallSeconds} s)`,
      ratio: `${fmt(cpu, 3)}×`,
      budget: '≤ 1.05×',
      status: pass(cpu <= 1.05),
    },
    {
      part,
      metric: `Ladder in chunks, 2 workers on 4 cores (projected from ${measured.cores} cores: ${chunkList.join('; ')})`,
      value: `${fmt(two, 1)} s`,
      baseline: `${ladder.chunked.wallSeconds} s on one worker`,
      ratio: `${fmt(two / ladder.chunked.wallSeconds, 2)}×`,
      budget: '≤ 0.65× (measured on 4+ cores only)',
      status: 'info',
    },
    ...(ladder.queued ? [queuedOnceRow(ladder, ladder.queued)] : []),
  ];
}

/** What the queued ladder runs once per lecture on one worker, however many share its chunks. */
function queuedOnceRow(
  ladder: MediaLadderResult['ladder'],
  queued: NonNullable<MediaLadderResult['ladder']['queued']>,
): Row {
  const once = queued.plan.wallSeconds + queued.join.wallSeconds;
  return {
    part: 'media',
    metric: `Ladder on the queue, once per lecture: the ladder job's plan (analysis pass) and the join job (joins, sound, progressive MP4, poster, storyboard)`,
    value: `${fmt(once, 1)} s (plan ${queued.plan.wallSeconds} s / ${queued.plan.cpuSeconds} CPU-s, join ${queued.join.wallSeconds} s / ${queued.join.cpuSeconds} CPU-s)`,
    baseline: `${ladder.single.wallSeconds} s for the ladder in one run`,
    ratio: `${fmt(once / ladder.single.wallSeconds, 2)}×`,
    budget: '—',
    status: 'info',
  };
}
