import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childProcessesNamed,
  type MediaSource,
  makeBroken,
  makeSources,
  probeFile,
  type SourceName,
} from '../../../test/fixtures/media-sources';
import {
  expectOutputs,
  expectStoryboard,
  TOLERANCE_SECONDS,
  tileCentres,
} from '../../../test/fixtures/transcode-outputs';
import { bound } from '../../../test/hang-bound';
import { npmBinary } from './ffmpeg-binary';
import { parseMediaPlaylist } from './master-playlist';
import { STORYBOARD_SPRITE_FILE } from './storyboard';
import { transcode } from './transcode';
import { MediaError } from './types';

/** Per source: the rungs (name, width, height) it must get, smallest first. */
const LADDERS: Record<Exclude<SourceName, 'long' | 'motion'>, [string, number, number][]> = {
  h264: [
    ['360p', 640, 360],
    ['720p', 1280, 720],
  ],
  moovAtEnd: [['360p', 640, 360]],
  hevcMov: [
    ['360p', 640, 360],
    ['720p', 1280, 720],
  ],
  hdrHevc: [
    ['360p', 640, 360],
    ['720p', 1280, 720],
  ],
  vp9Webm: [['360p', 640, 360]],
  liveWebm: [['360p', 640, 360]],
  portraitRotated: [['360p', 360, 640]],
  portraitNative: [
    ['360p', 360, 640],
    ['720p', 720, 1280],
  ],
  uhd: [
    ['360p', 640, 360],
    ['720p', 1280, 720],
    ['1080p', 1920, 1080],
  ],
  noAudio: [['240p', 320, 240]],
};

const run = promisify(execFile);
const SLOW = { timeout: bound(180_000) };

let dir: string;
let sources: Record<SourceName, MediaSource>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'transcode-test-'));
  sources = await makeSources(dir, [...(Object.keys(LADDERS) as SourceName[]), 'motion', 'long']);
}, bound(180_000));

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function outDir(name: string) {
  const out = path.join(dir, `out-${name}`);
  await mkdir(out);
  return out;
}

describe('transcode', () => {
  it.each(Object.entries(LADDERS) as [SourceName, [string, number, number][]][])(
    'turns %s into its ladder, a progressive MP4 and a poster',
    SLOW,
    async (name, ladder) => {
      const out = await outDir(name);
      const progress: number[] = [];
      const result = await transcode(sources[name].file, out, { onProgress: (percent) => progress.push(percent) });
      await expectOutputs(sources[name], out, result, ladder);
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(100);
      for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]!);
    },
  );

  it(
    'tiles a frame every 5 s into the storyboard, each tile the picture of its moment, segments cut where they start',
    SLOW,
    async () => {
      // 23 s in five solid colours, one per 5 s (the last 3 s long): the sprite must show them in order.
      const colours = [
        ['red', [255, 0, 0]],
        ['lime', [0, 255, 0]],
        ['blue', [0, 0, 255]],
        ['white', [255, 255, 255]],
        ['yellow', [255, 255, 0]],
      ] as const;
      const file = path.join(dir, 'colours.mp4');
      const inputs = colours.flatMap(([name], index) => [
        '-f',
        'lavfi',
        '-i',
        `color=c=${name}:s=320x180:r=30:d=${index === colours.length - 1 ? 3 : 5}`,
      ]);
      const concat = `${colours.map((_, index) => `[${index}:v]`).join('')}concat=n=${colours.length}:v=1:a=0[v]`;
      await run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-filter_complex', concat, '-map', '[v]'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
      ]);
      const out = await outDir('colours');
      const result = await transcode(file, out);
      expect(result.storyboard).toMatchObject({ intervalSeconds: 5, count: 5, columns: 5, rows: 1, tileWidth: 160 });
      await expectStoryboard(out, result);
      const centres = await tileCentres(path.join(out, STORYBOARD_SPRITE_FILE), result.storyboard!);
      // JPEG and the YUV round trip move a solid colour by a few levels.
      const off = centres.map((rgb, index) =>
        Math.max(...rgb.map((level, channel) => Math.abs(level - colours[index]![1][channel]!))),
      );
      for (const levels of off) expect(levels).toBeLessThan(24);
      // Each colour is a still picture: segments (and key frames) start where one does, the opening one too (no 2 s
      // cut), as few as segments of up to 10 s allow: two colours each.
      for (const rendition of result.renditions) {
        const playlist = parseMediaPlaylist(await readFile(path.join(out, rendition.playlistFile), 'utf8'));
        const durations = playlist.segments.map((segment) => Math.round(segment.durationSeconds * 10) / 10);
        expect(durations).toEqual([10, 10, 3]);
      }
    },
  );

  it('makes a still picture one segment, and one key frame, per 10 s at most', SLOW, async () => {
    const file = path.join(dir, 'still.mp4');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=navy:s=320x180:r=30:d=20'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
    ]);
    const out = await outDir('still');
    const result = await transcode(file, out);
    const [rendition] = result.renditions;
    const playlist = parseMediaPlaylist(await readFile(path.join(out, rendition!.playlistFile), 'utf8'));
    // x264 left to itself adds a key frame every 250 frames (8.3 s), which would cut the segments there too.
    expect(playlist.segments.map((segment) => Math.round(segment.durationSeconds * 10) / 10)).toEqual([10, 10]);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=flags', '-of', 'csv=p=0'],
      path.join(out, rendition!.mediaFile),
    ]);
    expect(stdout.split('\n').filter((flags) => flags.startsWith('K'))).toHaveLength(2);
  });

  it.each([
    ['truncated', /^The file is not a readable video \(moov atom not found\)$/],
    ['garbage', /^The file is not a readable video \(.+\)$/],
    ['audioOnly', /^The file has no video stream$/],
  ] as const)('fails %s permanently, with a reason that names no path', async (name, reason) => {
    const file = await makeBroken(dir, name);
    const out = await outDir(name);
    const error = await transcode(file, out).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ permanent: true, reason: expect.stringMatching(reason) });
    expect((error as MediaError).reason).not.toContain(dir);
    expect(await readdir(out)).toEqual([]);
  });

  it('is cancelled through its signal: ffmpeg is killed and no ffmpeg is left once it rejects', SLOW, async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const error = await transcode(sources.long.file, await outDir('cancelled'), {
      signal: controller.signal,
      onProgress: (percent) => {
        progress.push(percent);
        // Cancelled while ffmpeg is encoding: it has reported a position past the start.
        if (percent > 0) controller.abort();
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ permanent: false, reason: 'The transcode was cancelled' });
    // Reported while encoding, not only at the end: an output that starts late (the storyboard's sprite did) holds
    // ffmpeg's progress back until every output has started.
    expect(progress.at(-1)).toBeLessThan(50);
    expect(childProcessesNamed('ffmpeg')).toEqual([]);
  });

  it('does not start when its signal is already aborted', async () => {
    const error = await transcode(sources.h264.file, await outDir('aborted'), {
      signal: AbortSignal.abort(),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: false, reason: 'The transcode was cancelled' });
  });
});

describe('transcode with AV1 renditions (MEDIA_AV1)', () => {
  /** Each packet's time and whether it is a key frame, of the one video stream of `file`. */
  async function packets(file: string) {
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0'],
      file,
    ]);
    return stdout
      .trim()
      .split('\n')
      .map((line) => {
        const [time, flags] = line.split(',');
        return { time: Number(time), key: flags?.startsWith('K') ?? false };
      });
  }

  it(
    'twins every rung with an AV1 one of its size, with the CODECS of its av1C box, beside the same H.264 ladder',
    SLOW,
    async () => {
      const source = sources.h264;
      const out = await outDir('av1-h264');
      const result = await transcode(source.file, out, { av1: true });
      expect(result.renditions.map((each) => [each.name, each.width, each.height])).toEqual([
        ...LADDERS.h264,
        ...LADDERS.h264.map(([name, width, height]) => [`${name}-av1`, width, height]),
      ]);
      for (const rendition of result.renditions.filter((each) => each.name.endsWith('-av1'))) {
        const probed = await probeFile(path.join(out, rendition.mediaFile));
        expect(probed.video).toMatchObject({ codec_name: 'av1', profile: 'Main', pix_fmt: 'yuv420p' });
        expect([probed.video?.width, probed.video?.height]).toEqual([rendition.width, rendition.height]);
        // Video only, as the H.264 rungs: both sets play with the one audio rendition.
        expect(probed.audio).toBeUndefined();
        // Main profile, 8 bits, main tier; the level is ffprobe's too (seq_level_idx).
        const level = String(probed.video?.level).padStart(2, '0');
        expect(rendition.codecs).toBe(`av01.0.${level}M.08`);
        expect(rendition.frameRate).toBe(30);
        expect(rendition.bandwidth).toBeGreaterThanOrEqual(rendition.averageBandwidth);
        const playlist = parseMediaPlaylist(await readFile(path.join(out, rendition.playlistFile), 'utf8'));
        const listed = playlist.segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
        expect(Math.abs(listed - source.seconds)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      }
      // The progressive MP4 stays H.264 (for players without HLS, which may not decode AV1 either).
      expect((await probeFile(path.join(out, result.progressiveFile))).video?.codec_name).toBe('h264');
      expect((await readdir(out)).filter((file) => file.includes('-av1')).sort()).toEqual([
        '360p-av1.m3u8',
        '360p-av1.mp4',
        '720p-av1.m3u8',
        '720p-av1.mp4',
      ]);
    },
  );

  it(
    'starts every AV1 segment on a key frame, one every 2 s, beside an H.264 rung whose first segment is 1 s',
    SLOW,
    async () => {
      const out = await outDir('av1-motion');
      const result = await transcode(sources.motion.file, out, { av1: true });
      const av1 = result.renditions.find((each) => each.name === '360p-av1')!;
      const playlist = parseMediaPlaylist(await readFile(path.join(out, av1.playlistFile), 'utf8'));
      expect(playlist.segments.map((segment) => Math.round(segment.durationSeconds))).toEqual([2, 2, 2]);
      const keys = (await packets(path.join(out, av1.mediaFile))).filter((packet) => packet.key);
      // The H.264 rung of this moving title: the grid, a 1 s first segment then one per key frame, every 2 s.
      const h264 = parseMediaPlaylist(await readFile(path.join(out, '360p.m3u8'), 'utf8'));
      expect(h264.segments.map((segment) => Math.round(segment.durationSeconds))).toEqual([1, 2, 2, 1]);
      expect(keys.map((packet) => Math.round(packet.time * 10) / 10)).toEqual([0, 2, 4]);
    },
  );

  it('fails, to be tried again, where the ffmpeg has no AV1 encoder', async () => {
    const error = await transcode(sources.h264.file, await outDir('av1-npm'), {
      av1: true,
      binaries: { ffmpeg: npmBinary('ffmpeg')!, ffprobe: npmBinary('ffprobe')! },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({
      permanent: false,
      reason: expect.stringMatching(/^MEDIA_AV1 is on, but this ffmpeg has no libsvtav1/),
    });
  });
});

describe('transcode with the npm fallback binaries (ffmpeg from 2018, ffprobe from 2023)', () => {
  // The same argument list must work where neither FFMPEG_PATH nor a system ffmpeg exists (`npm start` on a fresh
  // machine); the outputs are checked with the system's ffprobe.
  it.each(['h264', 'portraitRotated', 'hdrHevc', 'noAudio'] as const)(
    'turns %s into the same outputs',
    SLOW,
    async (name) => {
      const ffmpeg = npmBinary('ffmpeg');
      const ffprobe = npmBinary('ffprobe');
      expect({ ffmpeg, ffprobe }).toEqual({ ffmpeg: expect.any(String), ffprobe: expect.any(String) });
      const out = await outDir(`npm-${name}`);
      const result = await transcode(sources[name].file, out, { binaries: { ffmpeg: ffmpeg!, ffprobe: ffprobe! } });
      await expectOutputs(sources[name], out, result, LADDERS[name]);
    },
  );
});
