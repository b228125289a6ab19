import { describe, expect, it } from 'vitest';
import { clearRenditions, levelOfHeight, publishRenditions, renditionHeight, renditionsOf } from './renditions';

const LADDER = [
  { width: 640, height: 360, bitrate: 900_000, url: ['/360p.m3u8'] },
  { width: 1280, height: 720, bitrate: 3_000_000, url: ['/720p.m3u8'] },
];

describe('renditions', () => {
  it("publishes hls.js's ladder as the element's rendition list, ids being level indexes", () => {
    const video = document.createElement('video');
    publishRenditions(video, LADDER, -1);
    const list = renditionsOf(video);
    expect([...list].map((rendition) => [rendition.id, rendition.height])).toEqual([
      ['0', 360],
      ['1', 720],
    ]);
    expect(list.selectedIndex).toBe(-1);
    publishRenditions(video, LADDER, 1);
    expect(renditionsOf(video).length).toBe(2);
    expect(renditionsOf(video).selectedIndex).toBe(1);
    clearRenditions(video);
    expect(renditionsOf(video).length).toBe(0);
  });

  it('names a rendition by its short side, and finds the level of a saved height', () => {
    expect(renditionHeight({ width: 720, height: 1280 })).toBe(720);
    expect(levelOfHeight(LADDER, 720)).toBe(1);
    expect(levelOfHeight(LADDER, 1080)).toBe(-1);
    expect(levelOfHeight(LADDER, null)).toBe(-1);
  });
});
