import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childProcessesNamed,
  type MediaSource,
  makeBroken,
  makeSources,
  probeFile,
  type SourceName,
  topLevelBoxes,
} from '../../test/fixtures/media-sources';
import { SEGMENTING } from './ffmpeg-args';
import { npmBinary } from './ffmpeg-binary';
import { parseMediaPlaylist } from './master-playlist';
import { transcode } from './transcode';
import { MediaError, type TranscodeResult } from './types';

/** Per source: the rungs (name, width, height) it must get, smallest first. */
const LADDERS: Record<Exclude<SourceName, 'long'>, [string, number, number][]> = {
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

const TOLERANCE_SECONDS = 0.2;
const SLOW = { timeout: 180_000 };

let dir: string;
let sources: Record<SourceName, MediaSource>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'transcode-test-'));
  sources = await makeSources(dir, [...(Object.keys(LADDERS) as SourceName[]), 'long']);
}, 180_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function outDir(name: string) {
  const out = path.join(dir, `out-${name}`);
  await mkdir(out);
  return out;
}

/** Every check of one finished transcode against its source. */
async function expectOutputs(
  source: MediaSource,
  out: string,
  result: TranscodeResult,
  ladder: [string, number, number][],
) {
  expect(Math.abs(result.durationSeconds - source.seconds)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  expect({ width: result.width, height: result.height }).toEqual({ width: source.width, height: source.height });
  expect(result.renditions.map((each) => [each.name, each.width, each.height])).toEqual(ladder);

  for (const rendition of result.renditions) {
    const media = path.join(out, rendition.mediaFile);
    const probed = await probeFile(media);
    // 8-bit H.264 High plays everywhere; HDR sources were tone-mapped to SDR and say so.
    expect(probed.video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    if (source.file.endsWith('hdr-hevc.mov')) {
      expect(probed.video).toMatchObject({ color_transfer: 'bt709', color_primaries: 'bt709' });
    }
    expect([probed.video?.width, probed.video?.height]).toEqual([rendition.width, rendition.height]);
    // ffmpeg turned the picture upright: no rotation is left for the player to apply.
    expect(probed.video?.side_data_list ?? []).toEqual([]);
    expect(Math.abs(probed.durationSeconds - source.seconds)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
    expect(probed.audio?.codec_name).toBe(source.audio ? 'aac' : undefined);
    expect(rendition.codecs).toMatch(source.audio ? /^avc1\.6400[0-9a-f]{2},mp4a\.40\.2$/ : /^avc1\.6400[0-9a-f]{2}$/);
    expect(rendition.frameRate).toBe(Math.min(source.fps, 30));
    expect(rendition.bandwidth).toBeGreaterThanOrEqual(rendition.averageBandwidth);
    expect(rendition.averageBandwidth).toBeGreaterThan(0);

    // One file per rendition: the init section then every segment, byte ranges back to back to the end of the file.
    const playlist = parseMediaPlaylist(await readFile(path.join(out, rendition.playlistFile), 'utf8'));
    expect(playlist.ended).toBe(true);
    expect(playlist.map).toMatchObject({ uri: rendition.mediaFile, offset: 0 });
    let next = playlist.map!.bytes;
    for (const segment of playlist.segments) {
      expect(segment).toMatchObject({ uri: rendition.mediaFile, offset: next });
      expect(segment.durationSeconds).toBeLessThanOrEqual(SEGMENTING.seconds + TOLERANCE_SECONDS);
      next += segment.bytes!;
    }
    expect(next).toBe((await stat(media)).size);
    const listed = playlist.segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
    expect(Math.abs(listed - source.seconds)).toBeLessThanOrEqual(TOLERANCE_SECONDS);
  }

  // The progressive MP4 is the 720p rung (or the largest below) with its index before the media data.
  const [, width, height] = ladder.filter(([, w, h]) => Math.min(w, h) <= 720).at(-1)!;
  const progressive = path.join(out, result.progressiveFile);
  const boxes = await topLevelBoxes(progressive);
  expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
  expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  const probedProgressive = await probeFile(progressive);
  expect([probedProgressive.video?.width, probedProgressive.video?.height]).toEqual([width, height]);
  expect(Math.abs(probedProgressive.durationSeconds - source.seconds)).toBeLessThanOrEqual(TOLERANCE_SECONDS);

  expect(result.posterFile).toBe('poster.jpg');
  const poster = await readFile(path.join(out, 'poster.jpg'));
  expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const probedPoster = await probeFile(path.join(out, 'poster.jpg'));
  expect([probedPoster.video?.width, probedPoster.video?.height]).toEqual([width, height]);

  // Nothing else is left in the folder.
  expect((await readdir(out)).sort()).toEqual(
    [
      ...result.renditions.flatMap((each) => [each.playlistFile, each.mediaFile]),
      'poster.jpg',
      'progressive.mp4',
    ].sort(),
  );
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
    expect(progress.at(-1)).toBeLessThan(100);
    expect(childProcessesNamed('ffmpeg')).toEqual([]);
  });

  it('does not start when its signal is already aborted', async () => {
    const error = await transcode(sources.h264.file, await outDir('aborted'), {
      signal: AbortSignal.abort(),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: false, reason: 'The transcode was cancelled' });
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
