import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MediaSource,
  makeBroken,
  makeSource,
  makeSources,
  type SourceName,
} from '../../../test/fixtures/media-sources';
import { bound } from '../../../test/hang-bound';
import { interpretProbe, probe } from './probe';
import { MediaError } from './types';

const NAMES: SourceName[] = [
  'h264',
  'moovAtEnd',
  'hevcMov',
  'hdrHevc',
  'vp9Webm',
  'portraitRotated',
  'portraitNative',
  'noAudio',
];

let dir: string;
let sources: Record<SourceName, MediaSource>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'probe-test-'));
  sources = await makeSources(dir, NAMES);
}, bound(120_000));

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probe', () => {
  it.each(NAMES)('reads %s: duration, display size after rotation, frame rate, streams', async (name) => {
    const source = sources[name];
    const info = await probe('ffprobe', source.file);
    expect(info).toMatchObject({
      width: source.width,
      height: source.height,
      hasAudio: source.audio,
      videoCodec: source.videoCodec,
      hdr: name === 'hdrHevc',
    });
    expect(info.fps).toBeCloseTo(source.fps, 1);
    expect(Math.abs(info.durationSeconds! - source.seconds)).toBeLessThanOrEqual(0.1);
  });

  it('leaves the duration unknown when the container does not state it (the outputs will tell)', async () => {
    const live = await makeSource(dir, 'liveWebm');
    expect(await probe('ffprobe', live.file)).toMatchObject({ durationSeconds: null, width: 640, height: 360 });
  });

  it.each([
    ['truncated', /^The file is not a readable video \(moov atom not found\)$/],
    // Random bytes: whichever complaint the demuxer has first.
    ['garbage', /^The file is not a readable video \(.+\)$/],
    ['audioOnly', /^The file has no video stream$/],
  ] as const)('refuses %s with a permanent MediaError and a short reason', async (name, reason) => {
    const error = await probe('ffprobe', await makeBroken(dir, name)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ permanent: true, reason: expect.stringMatching(reason) });
  });

  it('calls a vanished original a machine fault (worth a retry), not a bad file', async () => {
    const error = await probe('ffprobe', path.join(dir, 'gone.mp4')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      permanent: false,
      reason: 'ffprobe could not open the file (No such file or directory)',
    });
  });

  it('opens only MP4/MOV and Matroska/WebM: a concat script behind an .mp4 name does not get to read other files', async () => {
    // Without the format whitelist ffprobe takes this for the concat demuxer and reads the file it names.
    const script = path.join(dir, 'concat.mp4');
    await writeFile(script, `ffconcat version 1.0\nfile ${path.basename(sources.h264.file)}\n`);
    const error = await probe('ffprobe', script).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: true, reason: 'The file is not an MP4, MOV or WebM video' });
  });
});

describe('interpretProbe', () => {
  const video = {
    index: 0,
    codec_type: 'video',
    codec_name: 'h264',
    width: 1920,
    height: 1080,
    avg_frame_rate: '30/1',
  };

  it('takes the first video stream that is not cover art', () => {
    const info = interpretProbe({
      streams: [
        {
          index: 0,
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 600,
          height: 600,
          disposition: { attached_pic: 1 },
        },
        { ...video, index: 1 },
        { index: 2, codec_type: 'audio', codec_name: 'aac' },
      ],
      format: { duration: '12.5' },
    });
    expect(info).toEqual({
      durationSeconds: 12.5,
      width: 1920,
      height: 1080,
      fps: 30,
      hasAudio: true,
      videoCodec: 'h264',
      hdr: false,
      videoStream: 1,
      rotated: false,
      // No pixel format nor profile stated: not known to be copyable.
      remuxable: false,
    });
  });

  it('swaps the size for a quarter turn, from the display matrix or the old rotate tag', () => {
    const base = { format: { duration: '1' } };
    expect(interpretProbe({ ...base, streams: [{ ...video, side_data_list: [{ rotation: -90 }] }] })).toMatchObject({
      width: 1080,
      height: 1920,
      rotated: true,
    });
    expect(interpretProbe({ ...base, streams: [{ ...video, tags: { rotate: '270' } }] })).toMatchObject({
      width: 1080,
      height: 1920,
      rotated: true,
    });
    expect(interpretProbe({ ...base, streams: [{ ...video, side_data_list: [{ rotation: 180 }] }] })).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('applies non-square pixels, and falls back for a missing duration or frame rate', () => {
    const info = interpretProbe({
      streams: [
        {
          ...video,
          width: 720,
          height: 576,
          sample_aspect_ratio: '64:45',
          avg_frame_rate: '0/0',
          r_frame_rate: '25/1',
        },
      ],
      format: {},
    });
    expect(info).toMatchObject({ width: 1024, height: 576, fps: 25, durationSeconds: null, hasAudio: false });
  });
});
