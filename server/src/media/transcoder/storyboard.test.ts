import { describe, expect, it } from 'vitest';
import { MAX_TILES, planStoryboard, storyboardVtt, tileAt, vttTimestamp } from './storyboard';

const landscape = { width: 1920, height: 1080 };

describe('planStoryboard', () => {
  it('takes a frame every 5 s up to ten minutes, then longer steps that keep within the tile bound', () => {
    expect(planStoryboard(23, landscape)).toEqual({
      intervalSeconds: 5,
      count: 5,
      columns: 5,
      rows: 1,
      tileWidth: 160,
      tileHeight: 90,
    });
    expect(planStoryboard(600, landscape)).toMatchObject({ intervalSeconds: 5, count: 120, columns: 10, rows: 12 });
    const twoHours = planStoryboard(7200, landscape);
    expect(twoHours).toMatchObject({ intervalSeconds: 60, count: 120 });
    const odd = planStoryboard(601, landscape);
    expect(odd?.intervalSeconds).toBe(6);
    expect(odd?.count).toBeLessThanOrEqual(MAX_TILES);
  });

  it('keeps the picture’s shape with the long side at 160 px (portrait too), in even pixels', () => {
    expect(planStoryboard(10, { width: 360, height: 640 })).toMatchObject({ tileWidth: 90, tileHeight: 160 });
    expect(planStoryboard(10, { width: 320, height: 240 })).toMatchObject({ tileWidth: 160, tileHeight: 120 });
  });

  it('makes none when the length is unknown', () => {
    expect(planStoryboard(null, landscape)).toBeNull();
    expect(planStoryboard(0, landscape)).toBeNull();
  });
});

describe('tileAt and storyboardVtt', () => {
  const plan = planStoryboard(63.5, landscape)!;

  it('finds the tile of a moment row by row, the last one past the end', () => {
    expect(plan).toMatchObject({ count: 13, columns: 10, rows: 2 });
    expect(tileAt(plan, 0)).toEqual({ x: 0, y: 0, width: 160, height: 90 });
    expect(tileAt(plan, 14.9)).toEqual({ x: 320, y: 0, width: 160, height: 90 });
    expect(tileAt(plan, 52)).toEqual({ x: 0, y: 90, width: 160, height: 90 });
    expect(tileAt(plan, 999)).toEqual({ x: 320, y: 90, width: 160, height: 90 });
  });

  it('writes one cue per tile, back to back up to the end, naming the sprite relatively', () => {
    const vtt = storyboardVtt(plan, 63.5);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nstoryboard.jpg#xywh=0,0,160,90\n')).toBe(true);
    expect(vtt).toContain('00:00:50.000 --> 00:00:55.000\nstoryboard.jpg#xywh=0,90,160,90');
    expect(vtt.endsWith('00:01:00.000 --> 00:01:03.500\nstoryboard.jpg#xywh=320,90,160,90\n')).toBe(true);
    expect(vtt.match(/-->/g)).toHaveLength(13);
  });

  it('formats WebVTT times past an hour', () => {
    expect(vttTimestamp(3725.25)).toBe('01:02:05.250');
  });
});
