import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaSource, makeSources } from '../../../test/fixtures/media-sources';
import { bound } from '../../../test/hang-bound';
import { ffmpegPaths } from './ffmpeg-binary';
import { makeFirstPlayable } from './first-playable';
import { parseMediaPlaylist } from './master-playlist';
import { probe } from './probe';

const run = promisify(execFile);
const SLOW = { timeout: bound(60_000) };
const binaries = ffmpegPaths();

let dir: string;
let sources: Record<'h264' | 'vp9Webm' | 'portraitRotated' | 'noAudio', MediaSource>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'first-playable-test-'));
  sources = await makeSources(dir, ['h264', 'vp9Webm', 'portraitRotated', 'noAudio']);
}, SLOW.timeout);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function firstPlayableOf(source: MediaSource) {
  const outDir = await mkdtemp(path.join(dir, 'out-'));
  await mkdir(outDir, { recursive: true });
  const input = source.file;
  const info = await probe(binaries.ffprobe, input);
  return { outDir, info, result: await makeFirstPlayable(binaries, source.file, outDir, info) };
}

/** The kinds of the streams in a file. */
async function streamsOf(file: string) {
  const { stdout } = await run(binaries.ffprobe, [
    ...['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file],
  ]);
  return stdout.trim().split('\n');
}

/** Decodes the rendition end to end through its playlist; ffmpeg's error output (none expected). */
async function decodeErrors(playlist: string) {
  const { stderr } = await run(binaries.ffmpeg, ['-v', 'error', '-i', playlist, '-map', '0', '-f', 'null', '-']);
  return stderr;
}

describe('makeFirstPlayable', () => {
  it('copies an H.264/AAC original into HLS without encoding it, the picture and the sound apart', SLOW, async () => {
    const { outDir, info, result } = await firstPlayableOf(sources.h264);
    expect(info.remuxable).toBe(true);
    expect(result.kind).toBe('remux');
    expect(result.rendition).toMatchObject({ width: 1280, height: 720, playlistFile: 'remux.m3u8' });
    expect(result.rendition.codecs).toMatch(/^avc1\.\w{6}$/);
    expect(result.audio).toMatchObject({ codecs: 'mp4a.40.2', playlistFile: 'remux-audio.m3u8' });
    const playlist = parseMediaPlaylist(await readFile(path.join(outDir, 'remux.m3u8'), 'utf8'));
    expect(playlist.ended).toBe(true);
    const total = playlist.segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
    expect(total).toBeCloseTo(sources.h264.seconds, 1);
    expect(await decodeErrors(path.join(outDir, 'remux.m3u8'))).toBe('');
    // A copy: the picture is the original's, bit for bit (same packets, so the same hash of the video stream).
    const hash = async (file: string) =>
      (await run(binaries.ffmpeg, ['-v', 'error', '-i', file, '-map', '0:v', '-c', 'copy', '-f', 'hash', '-'])).stdout;
    expect(await hash(path.join(outDir, 'remux.mp4'))).toBe(await hash(sources.h264.file));
    // The sound copied too, packet for packet, into its own rendition, which has no picture.
    const soundHash = async (file: string) =>
      (await run(binaries.ffmpeg, ['-v', 'error', '-i', file, '-map', '0:a', '-c', 'copy', '-f', 'hash', '-'])).stdout;
    expect(await soundHash(path.join(outDir, 'remux-audio.mp4'))).toBe(await soundHash(sources.h264.file));
    expect(await streamsOf(path.join(outDir, 'remux.mp4'))).toEqual(['video']);
    expect(await streamsOf(path.join(outDir, 'remux-audio.mp4'))).toEqual(['audio']);
    expect(await decodeErrors(path.join(outDir, 'remux-audio.m3u8'))).toBe('');
  });

  it.each([
    ['a VP9 WebM', 'vp9Webm', 640, 360],
    ['a rotated phone video', 'portraitRotated', 360, 640],
  ] as const)('encodes the lowest rung alone for %s', SLOW, async (_label, name, width, height) => {
    const { outDir, info, result } = await firstPlayableOf(sources[name]);
    expect(info.remuxable).toBe(false);
    expect(result.kind).toBe('lowRung');
    expect(result.rendition).toMatchObject({ name: 'first-360p', width, height, playlistFile: 'first-360p.m3u8' });
    expect(await decodeErrors(path.join(outDir, 'first-360p.m3u8'))).toBe('');
    expect(result.audio).toMatchObject({ name: 'first-audio', codecs: 'mp4a.40.2', playlistFile: 'first-audio.m3u8' });
    expect(await streamsOf(path.join(outDir, 'first-360p.mp4'))).toEqual(['video']);
    expect(await streamsOf(path.join(outDir, 'first-audio.mp4'))).toEqual(['audio']);
    expect(await decodeErrors(path.join(outDir, 'first-audio.m3u8'))).toBe('');
  });

  it('makes no audio rendition for a silent original', SLOW, async () => {
    const { outDir, result } = await firstPlayableOf(sources.noAudio);
    expect(result.audio).toBeNull();
    expect((await readdir(outDir)).sort()).toEqual(['remux.m3u8', 'remux.mp4']);
  });
});
