import { describe, expect, it } from 'vitest';
import { stillSpans } from './frame-metadata';
import { stillPicturesArgs } from './still-pictures';

describe('still pictures', () => {
  it('pairs each printed start with the first end after it; the last may last to the end', () => {
    const starts =
      'frame:30   pts:15360   pts_time:1\nlavfi.freezedetect.freeze_start=0\nframe:330 pts:1 pts_time:11\nlavfi.freezedetect.freeze_start=10.0333\n';
    const ends = 'frame:300  pts:153600  pts_time:10\nlavfi.freezedetect.freeze_end=10\n';
    expect(stillSpans(starts, ends)).toEqual([
      { start: 0, end: 10 },
      { start: 10.0333, end: null },
    ]);
    expect(stillSpans('', '')).toEqual([]);
  });

  it('decodes the chosen video stream only, and prints each key to its own file', () => {
    const args = stillPicturesArgs('/in/a.mp4', 1, { starts: '/tmp/x/starts.txt', ends: '/tmp/x/ends.txt' });
    expect(args.slice(args.indexOf('-map'))).toEqual([
      '-map',
      '0:1',
      '-vf',
      'freezedetect=n=-60dB:d=1,' +
        'metadata=mode=print:key=lavfi.freezedetect.freeze_start:file=/tmp/x/starts.txt,' +
        'metadata=mode=print:key=lavfi.freezedetect.freeze_end:file=/tmp/x/ends.txt',
      '-f',
      'null',
      '-',
    ]);
    expect(args).not.toContain('-progress');
  });
});
