import { describe, expect, it } from 'vitest';
import type { StoredRendition } from '../../catalog/lecture/lecture-renditions';
import { downloadRendition } from './download-media';

const rendition = (name: string, height: number, bandwidth: number, codecs = 'avc1.64001e'): StoredRendition => ({
  name,
  width: Math.round((height * 16) / 9),
  height,
  bandwidth,
  averageBandwidth: bandwidth,
  codecs,
  frameRate: name === 'slides' ? 1 : 30,
  playlistKey: `lectures/l/v/${name}.m3u8`,
  mediaKey: `lectures/l/v/${name}.mp4`,
});

const LADDER = [
  rendition('360p', 360, 400_000),
  rendition('720p', 720, 1_200_000),
  rendition('1080p', 1080, 2_500_000),
];
const SLIDES = rendition('slides', 360, 20_000);

describe('downloadRendition', () => {
  it('keeps the tallest rung at or below the quality, the smallest for data saver', () => {
    expect(
      ['DATA_SAVER', 'SD_360', 'HD_720'].map((quality) => downloadRendition(LADDER, quality as never).name),
    ).toEqual(['360p', '360p', '720p']);
  });

  it('keeps a slide lecture’s "slides + audio" rendition for data saver only', () => {
    const renditions = [SLIDES, ...LADDER];
    expect(downloadRendition(renditions, 'DATA_SAVER').name).toBe('slides');
    expect(downloadRendition(renditions, 'SD_360').name).toBe('360p');
    expect(downloadRendition(renditions, 'HD_720').name).toBe('720p');
  });

  it('keeps H.264 when the ladder has AV1 twins', () => {
    const renditions = [...LADDER, rendition('720p-av1', 720, 800_000, 'av01.0.05M.08')];
    expect(downloadRendition(renditions, 'HD_720').name).toBe('720p');
  });
});
