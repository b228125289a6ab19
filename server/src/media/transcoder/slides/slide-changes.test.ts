import { describe, expect, it } from 'vitest';
import { parseSlideChanges, slideChangesArgs, slidesShown } from './slide-changes';

describe('slide changes', () => {
  it('reads the still spans and the cut frames ffmpeg printed', () => {
    const starts =
      'frame:50   pts:25600   pts_time:2\nlavfi.freezedetect.freeze_start=0\n' +
      'frame:251  pts:128512  pts_time:10.04\nlavfi.freezedetect.freeze_start=8.04\n';
    const ends = 'frame:200  pts:102400  pts_time:8\nlavfi.freezedetect.freeze_end=8\n';
    const cuts =
      'frame:0    pts:102400  pts_time:8\nlavfi.scene_score=0.018484\n' +
      'frame:1    pts:102912  pts_time:8.04\nlavfi.scene_score=0.011411\n';
    expect(parseSlideChanges(starts, ends, cuts)).toEqual({
      spans: [
        { start: 0, end: 8 },
        { start: 8.04, end: null },
      ],
      cuts: [8, 8.04],
    });
    expect(parseSlideChanges('', '', '')).toEqual({ spans: [], cuts: [] });
  });

  it('starts a slide where the run of cuts that led to a still span began', () => {
    const spans = [
      { start: 0, end: 8 },
      { start: 8.04, end: 20 },
      { start: 20.04, end: null },
    ];
    expect(slidesShown(spans, [8, 8.04, 20])).toEqual([
      { startSeconds: 0, frameSeconds: 1 },
      { startSeconds: 8, frameSeconds: 9.04 },
      { startSeconds: 20, frameSeconds: 21.04 },
    ]);
  });

  it('keeps one slide over a pointer that moved (a still span with no cut before it)', () => {
    const spans = [
      { start: 0, end: 5 },
      { start: 6.5, end: 12 },
      { start: 12.04, end: null },
    ];
    expect(slidesShown(spans, [12]).map((slide) => slide.startSeconds)).toEqual([0, 12]);
  });

  it('starts a slide after moving pictures at the last change before it, not at the motion', () => {
    // A talking head (cuts on every frame) until 30.2, then a slide appears and stays.
    const motion = Array.from({ length: 50 }, (_, index) => 20 + index * 0.2);
    expect(slidesShown([{ start: 31, end: null }], [...motion.filter((t) => t < 29.5), 30.96, 31])).toEqual([
      { startSeconds: 30.96, frameSeconds: 32 },
    ]);
    expect(slidesShown([], motion)).toEqual([]);
  });

  it('takes the picture half-way into a short still span', () => {
    expect(slidesShown([{ start: 0, end: 2.5 }], [])).toEqual([{ startSeconds: 0, frameSeconds: 1 }]);
    expect(slidesShown([{ start: 0, end: 1.5 }], [])).toEqual([{ startSeconds: 0, frameSeconds: 0.75 }]);
  });

  it('decodes the chosen video stream once, printing stills and cuts to their files', () => {
    const args = slideChangesArgs('/in/a.mp4', 0, { stillStarts: '/t/s.txt', stillEnds: '/t/e.txt', cuts: '/t/c.txt' });
    expect(args.slice(args.indexOf('-map'))).toEqual([
      '-map',
      '0:0',
      '-vf',
      'freezedetect=n=-60dB:d=2,' +
        'metadata=mode=print:key=lavfi.freezedetect.freeze_start:file=/t/s.txt,' +
        'metadata=mode=print:key=lavfi.freezedetect.freeze_end:file=/t/e.txt,' +
        "select='gte(scene,0.004)'," +
        'metadata=mode=print:key=lavfi.scene_score:file=/t/c.txt',
      '-f',
      'null',
      '-',
    ]);
  });
});
