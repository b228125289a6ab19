import { describe, expect, it } from 'vitest';
import {
  clearRenditions,
  isSlidesRenditionId,
  levelOfHeight,
  preferredCodecSet,
  publishRenditions,
  renditionHeight,
  renditionsOf,
  selectedLevel,
  smallestLevel,
} from './renditions';

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

  it("finds data saver's cap: the smallest rendition of the codec set shown, wherever the ladder lists it", () => {
    const ladder = [
      { width: 1280, height: 720, bitrate: 3_000_000, codecSet: 'avc1', url: ['/720p.m3u8'] },
      { width: 426, height: 240, bitrate: 300_000, codecSet: 'av01', url: ['/240p-av1.m3u8'] },
      { width: 640, height: 360, bitrate: 900_000, codecSet: 'avc1', url: ['/360p.m3u8'] },
    ];
    expect(smallestLevel(ladder, 'avc1')).toBe(2);
    expect(smallestLevel(ladder)).toBe(1);
    expect(smallestLevel([], 'avc1')).toBe(-1);
  });

  it('lists one codec set of a ladder with AV1 twins, AV1 first, so each size shows once', () => {
    // As hls.js sorts a ladder with AV1 twins: by height, H.264 before AV1 at each.
    const twins = [
      { width: 640, height: 360, bitrate: 300_000, codecSet: 'avc1,mp4a', url: ['/360p.m3u8'] },
      { width: 640, height: 360, bitrate: 180_000, codecSet: 'av01,mp4a', url: ['/360p-av1.m3u8'] },
      { width: 1280, height: 720, bitrate: 1_300_000, codecSet: 'avc1,mp4a', url: ['/720p.m3u8'] },
      { width: 1280, height: 720, bitrate: 700_000, codecSet: 'av01,mp4a', url: ['/720p-av1.m3u8'] },
    ];
    expect(preferredCodecSet(twins)).toBe('av01,mp4a');
    // Where the browser decodes no AV1, hls.js has dropped those levels.
    expect(preferredCodecSet(twins.filter((level) => level.codecSet === 'avc1,mp4a'))).toBe('avc1,mp4a');
    expect(preferredCodecSet([])).toBeUndefined();

    const video = document.createElement('video');
    publishRenditions(video, twins, levelOfHeight(twins, 720, 'av01,mp4a'), 'av01,mp4a');
    const list = renditionsOf(video);
    expect([...list].map((rendition) => [rendition.id, rendition.height])).toEqual([
      ['1', 360],
      ['3', 720],
    ]);
    // The menu's position and hls.js's level differ: the picked rendition names its level.
    expect(list.selectedIndex).toBe(1);
    expect(selectedLevel(video)).toBe(3);
    list.selectedIndex = 0;
    expect(selectedLevel(video)).toBe(1);
    list.selectedIndex = -1;
    expect(selectedLevel(video)).toBe(-1);

    publishRenditions(video, twins, 2, 'avc1,mp4a');
    expect([...renditionsOf(video)].map((rendition) => rendition.id)).toEqual(['0', '2']);
    expect(selectedLevel(video)).toBe(2);
    expect(levelOfHeight(twins, 360, 'avc1,mp4a')).toBe(0);
    expect(levelOfHeight(twins, 1080, 'av01,mp4a')).toBe(-1);
  });

  it('marks a slide lecture’s "slides + audio" rendition, caps data saver at it, and never pins it for a height', () => {
    // As hls.js sorts the ladder: by height, then by frame rate, so the slides (one frame a second) come first.
    const ladder = [
      { width: 640, height: 360, bitrate: 140_000, url: ['https://app.test/media/lectures/l/hls/v/slides.m3u8?sig=1'] },
      { width: 640, height: 360, bitrate: 900_000, url: ['https://app.test/media/lectures/l/hls/v/360p.m3u8?sig=1'] },
      {
        width: 1280,
        height: 720,
        bitrate: 3_000_000,
        url: ['https://app.test/media/lectures/l/hls/v/720p.m3u8?sig=1'],
      },
    ];
    const video = document.createElement('video');
    publishRenditions(video, ladder, 0);
    const ids = [...renditionsOf(video)].map((rendition) => rendition.id);
    expect(ids).toEqual(['0-slides', '1', '2']);
    expect(ids.map(isSlidesRenditionId)).toEqual([true, false, false]);
    expect(selectedLevel(video)).toBe(0);

    expect(smallestLevel(ladder)).toBe(0);
    // Wherever hls.js lists it, the fewer bits win among the shortest.
    expect(smallestLevel([ladder[1]!, ladder[0]!, ladder[2]!])).toBe(1);
    // A remembered 360p is the rung, not the slides.
    expect(levelOfHeight(ladder, 360)).toBe(1);
    expect(smallestLevel(LADDER)).toBe(0);
  });
});
