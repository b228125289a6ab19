import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bound } from '../../../test/hang-bound';
import {
  chunkedKeyframes,
  encodeChunkedLadder,
  gridKeyframes,
  type LadderChunk,
  planChunks,
  sourceKeyframes,
} from './chunked-ladder';
import { ladderArgs, SEGMENTING } from './ffmpeg-args';
import { ffmpegPaths } from './ffmpeg-binary';
import { planLadder } from './ladder';
import { parseMediaPlaylist } from './master-playlist';
import { ORIGINAL_AUDIO } from './original-audio';
import { probe } from './probe';
import { runFfmpeg } from './run-ffmpeg';

const run = promisify(execFile);
const SLOW = { timeout: bound(120_000) };
const { ffmpeg, ffprobe } = ffmpegPaths();

let dir: string;
let source: string;
let chunks: LadderChunk[];
let keyframes: number[];
const single = () => path.join(dir, 'single');
const chunked = () => path.join(dir, 'chunked');
const rungs = planLadder({ width: 1280, height: 720 });

/** Mean PSNR (dB) of a rendition against the source scaled to its size, as the encoding bench measures it. */
async function psnr(rendition: string, width: number, height: number): Promise<number> {
  const { stderr } = await run(ffmpeg, [
    ...['-hide_banner', '-nostats', '-i', rendition, '-i', source],
    ...['-lavfi', `[1:v]scale=${width}:${height}[ref];[0:v][ref]psnr`, '-f', 'null', '-'],
  ]);
  const average = /average:([\d.]+)/.exec(stderr)?.[1];
  if (!average) throw new Error(`no PSNR in ffmpeg's output: ${stderr.slice(-300)}`);
  return Number(average);
}

/** Decodes a rendition end to end through its playlist; returns its video frames. Any decode error fails. */
async function decodedFrames(playlist: string): Promise<number> {
  const { stderr } = await run(ffmpeg, ['-v', 'error', '-xerror', '-i', playlist, '-map', '0', '-f', 'null', '-']);
  expect(stderr).toBe('');
  const { stdout } = await run(ffprobe, [
    ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', playlist],
  ]);
  // One line for the playlist's program, one for the stream: the same count.
  return Number(stdout.trim().split('\n')[0]);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'chunked-ladder-test-'));
  source = path.join(dir, 'source.mp4');
  // 8 s of 720p30 with sound, a key frame every 2 s as a camera or screen recorder writes them; chunks of 4 s (a
  // lecture's are a minute: the seam, where x264 starts afresh, weighs 15 times more here).
  await run(ffmpeg, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi'],
    ...['-i', 'sine=frequency=440:sample_rate=48000', '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-g', '60', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
  ]);
  const info = await probe(ffprobe, source);
  chunks = planChunks(await sourceKeyframes(ffprobe, source, info.videoStream), 4);
  keyframes = chunkedKeyframes(gridKeyframes(8, SEGMENTING), chunks);
  await mkdir(single());
  await mkdir(chunked());
  const common = { inputPath: source, rungs, videoStream: info.videoStream, hdr: false, fps: 30 };
  const once = {
    outDir: single(),
    keyframes,
    audio: ORIGINAL_AUDIO,
    posterAtSeconds: 0,
    poster: null,
    storyboard: null,
  };
  await runFfmpeg(ffmpeg, ladderArgs({ ...common, ...once }));
  const workDir = path.join(dir, 'work');
  await mkdir(workDir);
  await encodeChunkedLadder(ffmpeg, { ...common, hasAudio: true, chunks, keyframes, workDir, outDir: chunked() });
}, SLOW.timeout);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the chunked ladder', () => {
  it('splits the original at its own key frames and cuts a segment at each chunk', () => {
    expect(chunks).toEqual([
      { index: 0, startSeconds: 0, endSeconds: 4 },
      { index: 1, startSeconds: 4, endSeconds: null },
    ]);
    // The plan's 1 s first segment and its 2 s grid at odd seconds, with the second chunk's start a cut.
    expect(keyframes).toEqual([0, 1, 3, 4, 5, 7]);
  });

  it.each(rungs.map((rung) => [rung.name, rung] as const))(
    'makes the %s rendition the single run makes: segments, frames and quality',
    async (name, rung) => {
      const playlist = async (folder: string) =>
        parseMediaPlaylist(await readFile(path.join(folder, `${name}.m3u8`), 'utf8'));
      const one = await playlist(single());
      const many = await playlist(chunked());
      expect(many.ended).toBe(true);
      expect(many.segments.length).toBe(one.segments.length);
      expect(many.segments.length).toBe(6);
      many.segments.forEach((segment, i) => {
        expect(segment.durationSeconds).toBeCloseTo(one.segments[i]?.durationSeconds ?? -1, 2);
      });
      expect(await decodedFrames(path.join(chunked(), `${name}.m3u8`))).toBe(240);
      expect(await decodedFrames(path.join(single(), `${name}.m3u8`))).toBe(240);
      const [dbSingle, dbChunked] = await Promise.all([
        psnr(path.join(single(), `${name}.mp4`), rung.width, rung.height),
        psnr(path.join(chunked(), `${name}.mp4`), rung.width, rung.height),
      ]);
      expect(Math.abs(dbChunked - dbSingle)).toBeLessThanOrEqual(0.1);
    },
    SLOW.timeout,
  );

  it('encodes the sound once, whole, into the audio rendition the single run makes; no rung carries any', async () => {
    const soundPackets = async (playlist: string) => {
      const { stdout } = await run(ffprobe, [
        ...['-v', 'error', '-select_streams', 'a', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0'],
        playlist,
      ]);
      return stdout.trim().split('\n').filter(Boolean).map(Number);
    };
    const lastSound = async (folder: string) => (await soundPackets(path.join(folder, 'audio.m3u8'))).at(-1);
    const [one, many] = await Promise.all([lastSound(single()), lastSound(chunked())]);
    expect(many).toBeGreaterThan(7.9);
    expect(many).toBeCloseTo(one ?? -1, 2);
    for (const rung of rungs) expect(await soundPackets(path.join(chunked(), `${rung.name}.m3u8`))).toEqual([]);
  });
});

describe('planChunks', () => {
  it('starts a chunk at the first key frame past each step, and makes one chunk of a single key frame', () => {
    expect(planChunks([0, 1.5, 3.1, 4.4, 6.2, 9], 3)).toEqual([
      { index: 0, startSeconds: 0, endSeconds: 3.1 },
      { index: 1, startSeconds: 3.1, endSeconds: 6.2 },
      { index: 2, startSeconds: 6.2, endSeconds: null },
    ]);
    expect(planChunks([0], 60)).toEqual([{ index: 0, startSeconds: 0, endSeconds: null }]);
  });

  it('moves a planned cut within a second of a chunk start onto it', () => {
    const chunk = (index: number, startSeconds: number) => ({ index, startSeconds, endSeconds: null });
    expect(chunkedKeyframes([0, 1, 3, 5, 7], [chunk(0, 0), chunk(1, 5.4)])).toEqual([0, 1, 3, 5.4, 7]);
  });
});
