import { describe, expect, it } from 'vitest';
import {
  isSlideLecture,
  isSlidesRendition,
  slidesConcatScript,
  slidesKeyframes,
  slidesRenditionArgs,
} from './slides-rendition';

const optionValue = (args: string[], option: string) => args[args.indexOf(option) + 1];

describe('the "slides + audio" rendition', () => {
  it('is made for a video whose picture stands still for four fifths of it and has slides', () => {
    // Slides with a minute of a demo in ten: a slide lecture.
    expect(
      isSlideLecture(
        9,
        [
          { start: 0, end: 300 },
          { start: 360, end: null },
        ],
        600,
      ),
    ).toBe(true);
    // Half of it moving pictures: the stills would stand in for too much.
    expect(isSlideLecture(5, [{ start: 0, end: 300 }], 600)).toBe(false);
    // A talking head never stands still; a still picture with no text on it is no slide.
    expect(isSlideLecture(0, [], 600)).toBe(false);
    expect(isSlideLecture(0, [{ start: 0, end: null }], 600)).toBe(false);
    expect(isSlideLecture(3, [{ start: 0, end: null }], 0)).toBe(false);
  });

  it('shows each picture until the next slide, the first from the start and the last to the end', () => {
    const slides = [
      { startSeconds: 0.5, imageFile: 'slide-001.jpg' },
      { startSeconds: 4.04, imageFile: 'slide-002.jpg' },
      { startSeconds: 8, imageFile: 'slide-003.jpg' },
    ];
    expect(slidesConcatScript(slides, 12.02)).toBe(
      [
        'ffconcat version 1.0',
        "file 'slide-001.jpg'",
        'duration 4.040',
        "file 'slide-002.jpg'",
        'duration 3.960',
        "file 'slide-003.jpg'",
        'duration 4.020',
        "file 'slide-003.jpg'",
        '',
      ].join('\n'),
    );
  });

  it('starts a segment where a slide comes, at most 30 s long: a key frame is most of what a still costs', () => {
    const slides = [0.5, 40, 45, 50, 130].map((startSeconds) => ({ startSeconds }));
    // The first slide from 0; the farthest change within 30 s is cut (50: 40 and 45 go in its segment as changes of
    // picture, which cost about what a key frame does); a longer stretch is split evenly.
    const keyframes = slidesKeyframes(slides, 150).map((time) => Math.round(time * 100) / 100);
    expect(keyframes).toEqual([0, 20, 50, 76.67, 103.33, 130]);
  });

  it('encodes one frame a second at the smallest rung’s size, key frames where planned, as a rung is stored', () => {
    const args = slidesRenditionArgs(
      '/work/slides/slides.ffconcat',
      '/work',
      { width: 640, height: 360 },
      12.02,
      [0, 8],
    );
    expect(args.slice(args.indexOf('-protocol_whitelist'), args.indexOf('-protocol_whitelist') + 6)).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'concat',
      '-i',
      '/work/slides/slides.ffconcat',
    ]);
    expect(optionValue(args, '-t')).toBe('12.020');
    expect(optionValue(args, '-vf')).toBe('fps=1,scale=640:360,setsar=1,format=yuv420p');
    expect(optionValue(args, '-c:v')).toBe('libx264');
    expect(optionValue(args, '-force_key_frames')).toBe('0.000,7.999');
    expect(optionValue(args, '-x264-params')).toMatch(/^keyint=infinite/);
    expect(args).toContain('-an');
    expect(args.slice(-3)).toEqual(['-hls_segment_filename', '/work/slides.mp4', '/work/slides.m3u8']);
    expect(optionValue(args, '-hls_flags')).toBe('single_file+independent_segments');
  });

  it('is told from the ladder’s rungs by its name', () => {
    expect(isSlidesRendition({ name: 'slides' })).toBe(true);
    expect(isSlidesRendition({ name: '360p' })).toBe(false);
  });
});
