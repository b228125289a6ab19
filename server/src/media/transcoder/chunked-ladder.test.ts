import { describe, expect, it } from 'vitest';
import { chunkEncodeArgs } from './chunked-ladder';
import { planChunkedLadder } from './chunked-transcode';
import { ladderArgs } from './ffmpeg-args';
import { planLadder } from './ladder';

const rungs = planLadder({ width: 1280, height: 720 });
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';
/** What the decoded picture goes through before it is split into the rungs. */
const headOf = (args: string[]) => /^\[0:\d+\](.*?)split=/.exec(graphOf(args))?.[1];

const chunkArgs = (source: { hdr: boolean; fps: number }) =>
  chunkEncodeArgs({
    piecePath: '/work/piece-0001.mkv',
    chunk: { index: 1, startSeconds: 4, endSeconds: null },
    rungs,
    keyframes: [4, 5, 7],
    ...source,
    outDir: '/work/out',
  });

const singleRunArgs = (source: { hdr: boolean; fps: number }) =>
  ladderArgs({
    inputPath: '/work/original.mov',
    outDir: '/work/out',
    rungs,
    videoStream: 0,
    audio: { name: 'audio' },
    posterAtSeconds: 0,
    poster: null,
    storyboard: null,
    ...source,
  });

describe('chunkEncodeArgs', () => {
  it.each([
    { hdr: true, fps: 60 },
    { hdr: true, fps: 30 },
    { hdr: false, fps: 60 },
    { hdr: false, fps: 30 },
  ])('prepares the picture as the single run does before the split (%o)', (source) => {
    expect(headOf(chunkArgs(source))).toBe(headOf(singleRunArgs(source)));
  });

  it('tone-maps an HDR piece to SDR once, at the largest rung', () => {
    expect(headOf(chunkArgs({ hdr: true, fps: 30 }))).toMatch(/^zscale=w=1280:h=720:t=linear.*tonemap=tonemap=hable/);
  });

  it("forces key frames at the ladder's cuts inside the chunk, in the piece's own time", () => {
    const args = chunkArgs({ hdr: false, fps: 30 });
    expect(args[args.indexOf('-force_key_frames') + 1]).toBe('0.000,0.999,2.999');
  });
});

describe('planChunkedLadder', () => {
  // Never run: each of these is decided before the original is read.
  const binaries = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' };
  const source = {
    durationSeconds: 600,
    width: 1080,
    height: 1920,
    fps: 30,
    hasAudio: true,
    videoCodec: 'h264',
    hdr: false,
    videoStream: 0,
    rotated: false,
    remuxable: true,
  };

  it.each([
    ['no longer than a chunk', { durationSeconds: 120 }],
    ['of unknown length', { durationSeconds: null }],
    ['turned for display, a turn its pieces would lose', { rotated: true }],
  ])('leaves an original %s to the single run', async (_case, differs) => {
    expect(await planChunkedLadder(binaries, '/nonexistent/original.mp4', { ...source, ...differs }, 120)).toBeNull();
  });
});
