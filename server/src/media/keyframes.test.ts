import { describe, expect, it } from 'vitest';
import { SEGMENTING } from './ffmpeg-args';
import { planKeyframes } from './keyframes';

const round = (times: number[]) => times.map((time) => Math.round(time * 1000) / 1000);

describe('planKeyframes', () => {
  it('gives a title with no still picture the grid: a 2 s first segment, then 6 s ones', () => {
    expect(planKeyframes(20, [], SEGMENTING)).toEqual([0, 2, 8, 14]);
    // The stretch after the first segment is split evenly: never a segment over 6 s, never one of a frame or two.
    expect(round(planKeyframes(21, [], SEGMENTING))).toEqual([0, 2, 6.75, 11.5, 16.25]);
    expect(planKeyframes(5, [], SEGMENTING)).toEqual([0, 2]);
    expect(planKeyframes(1.5, [], SEGMENTING)).toEqual([0]);
  });

  it('starts a segment where a still picture starts, splitting the stretch before it evenly', () => {
    // Slides: still from 0 to 10 s, then a new one still to the end.
    const slides = [
      { start: 0, end: 10 },
      { start: 10, end: null },
    ];
    expect(planKeyframes(20, slides, SEGMENTING)).toEqual([0, 5, 10, 15]);
    // A still picture from 10 to 33 s, another from 33 to 40 s, then motion to the end: ends are no cuts.
    const lecture = [
      { start: 0, end: 10 },
      { start: 10, end: 33 },
      { start: 33, end: 40 },
    ];
    expect(round(planKeyframes(60, lecture, SEGMENTING))).toEqual([
      0, 5, 10, 15.75, 21.5, 27.25, 33, 38.4, 43.8, 49.2, 54.6,
    ]);
  });

  it('keeps the short first segment unless the opening picture stays still past it', () => {
    expect(planKeyframes(20, [{ start: 0, end: 1.5 }], SEGMENTING)).toEqual([0, 2, 8, 14]);
    expect(round(planKeyframes(20, [{ start: 4, end: null }], SEGMENTING))).toEqual([0, 2, 4, 9.333, 14.667]);
  });

  it('takes the last still start within a segment, and none closer than 1 s to the previous cut', () => {
    const stills = [
      { start: 0, end: 3 },
      { start: 3, end: 5.5 },
      { start: 5.5, end: 6.2 },
      { start: 6.2, end: null },
    ];
    expect(planKeyframes(14, stills, SEGMENTING)).toEqual([0, 5.5, 9.75]);
  });
});
