import { describe, expect, it } from 'vitest';
import { SEGMENTING } from './ffmpeg-args';
import { planKeyframes, planTitle, stillShare } from './keyframes';

const round = (times: number[]) => times.map((time) => Math.round(time * 1000) / 1000);

describe('planKeyframes', () => {
  it('cuts a moving stretch every 2 s at most (the key frames of the ladder before), after a 1 s first segment', () => {
    // (planTitle gives a title with no still picture at all the grid instead: the same key frames, 6 s segments.)
    expect(planKeyframes(21, [], SEGMENTING)).toEqual([0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]);
    // The stretch after the first segment is split evenly: never a segment over 2 s, never one of a frame or two.
    expect(round(planKeyframes(20, [], SEGMENTING))).toEqual([0, 1, 2.9, 4.8, 6.7, 8.6, 10.5, 12.4, 14.3, 16.2, 18.1]);
    expect(planKeyframes(5, [], SEGMENTING)).toEqual([0, 1, 3]);
    // No segment after the first is shorter than 1 s.
    expect(planKeyframes(1.5, [], SEGMENTING)).toEqual([0]);
    expect(planKeyframes(2, [], SEGMENTING)).toEqual([0, 1]);
  });

  it('starts a segment where a still picture starts, splitting the stretch before it evenly', () => {
    // Slides: still from 0 to 10 s, then a new one still to the end.
    const slides = [
      { start: 0, end: 10 },
      { start: 10, end: null },
    ];
    expect(planKeyframes(20, slides, SEGMENTING)).toEqual([0, 10]);
    // A still picture from 10 to 33 s, another from 33 to 40 s, then motion to the end: up to 10 s segments while the
    // picture is still, a cut where the motion starts, then a key frame every 2 s.
    const lecture = [
      { start: 0, end: 10 },
      { start: 10, end: 33 },
      { start: 33, end: 40 },
    ];
    expect(round(planKeyframes(60, lecture, SEGMENTING))).toEqual([
      0, 10, 17.667, 25.333, 33, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58,
    ]);
    // A pause in a moving title: a cut where it starts and where the motion resumes, 2 s key frames around it.
    expect(round(planKeyframes(20, [{ start: 4, end: 7 }], SEGMENTING))).toEqual([
      0, 1, 2.5, 4, 7, 8.857, 10.714, 12.571, 14.429, 16.286, 18.143,
    ]);
  });

  it('keeps the short first segment unless the opening picture stays still past it', () => {
    expect(round(planKeyframes(20, [{ start: 0, end: 0.8 }], SEGMENTING)).slice(0, 3)).toEqual([0, 1, 2.9]);
    // Still until 1.5 s: the first segment is that picture, then the motion's.
    expect(round(planKeyframes(20, [{ start: 0, end: 1.5 }], SEGMENTING)).slice(0, 3)).toEqual([0, 1.5, 3.35]);
    expect(planKeyframes(20, [{ start: 4, end: null }], SEGMENTING)).toEqual([0, 1, 2.5, 4, 12]);
  });

  it('takes the last still start within a segment, and none closer than 1 s to the previous cut', () => {
    const stills = [
      { start: 0, end: 3 },
      { start: 3, end: 5.5 },
      { start: 5.5, end: 6.2 },
      { start: 6.2, end: null },
    ];
    // With 6 s still segments, 6.2 is out of the first one's reach and too close to 5.5 to start the next.
    expect(planKeyframes(14, stills, { ...SEGMENTING, stillSeconds: 6 })).toEqual([0, 5.5, 9.75]);
    expect(planKeyframes(14, stills, SEGMENTING)).toEqual([0, 6.2]);
  });
});

describe('planTitle', () => {
  it('is still when still pictures cover half of the title or more, and plans key frames only when it has any', () => {
    const slides = [
      { start: 0, end: 10 },
      { start: 10, end: null },
    ];
    expect(stillShare(20, slides)).toBe(1);
    expect(planTitle(20, slides, SEGMENTING)).toEqual({ content: 'still', keyframes: [0, 10] });
    // No still picture: motion, and the grid (a key frame every 2 s).
    expect(planTitle(20, [], SEGMENTING)).toEqual({ content: 'motion', keyframes: null });
    // A paused moment in a moving title: its key frame plan, the motion CRFs.
    const paused = [{ start: 4, end: 7 }];
    expect(stillShare(20, paused)).toBe(0.15);
    expect(planTitle(20, paused, SEGMENTING)).toMatchObject({
      content: 'motion',
      keyframes: expect.arrayContaining([4]),
    });
    expect(
      planTitle(
        20,
        [
          { start: 0, end: 9 },
          { start: 12, end: 13 },
        ],
        SEGMENTING,
      ).content,
    ).toBe('still');
    expect(stillShare(0, slides)).toBe(0);
  });
});
