import { describe, expect, it } from 'vitest';
import { formatCueTime, parseCueTime } from './cueTime';

describe('cue times', () => {
  it('shows seconds as m:ss.mmm, with hours from an hour on', () => {
    expect(formatCueTime(12.5)).toBe('0:12.500');
    expect(formatCueTime(3723.25)).toBe('1:02:03.250');
  });

  it('reads what it shows, and plain seconds; refuses anything else', () => {
    expect(parseCueTime('0:12.500')).toBe(12.5);
    expect(parseCueTime('1:02:03.250')).toBe(3723.25);
    expect(parseCueTime('75')).toBe(75);
    expect(parseCueTime('1:xx')).toBeNull();
  });
});
