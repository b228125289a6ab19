import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

const NIGHT = { startHour: 21, endHour: 8 };

describe('quietHoursEnd', () => {
  it("waits for the end of the learner's night in their own time zone", () => {
    // 22:30 and 02:00 in Kolkata (UTC+5:30): both wait for 08:00 there, 02:30 UTC.
    expect(quietHoursEnd(new Date('2026-12-01T17:00:00Z'), 'Asia/Kolkata', NIGHT)).toEqual(
      new Date('2026-12-02T02:30:00Z'),
    );
    expect(quietHoursEnd(new Date('2026-12-01T20:30:00Z'), 'Asia/Kolkata', NIGHT)).toEqual(
      new Date('2026-12-02T02:30:00Z'),
    );
  });

  it('lets through what comes outside the quiet hours, from their end on', () => {
    expect(quietHoursEnd(new Date('2026-12-01T03:00:00Z'), 'Asia/Kolkata', NIGHT)).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-02T02:30:00Z'), 'Asia/Kolkata', NIGHT)).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-01T15:29:59Z'), 'Asia/Kolkata', NIGHT)).toBeNull();
  });

  it("keeps UTC's day for a learner whose time zone is unknown, to the second", () => {
    expect(quietHoursEnd(new Date('2026-12-01T21:00:00.250Z'), null, NIGHT)).toEqual(new Date('2026-12-02T08:00:00Z'));
    expect(quietHoursEnd(new Date('2026-12-01T21:00:00Z'), 'Not/A_Zone', NIGHT)).toEqual(
      new Date('2026-12-02T08:00:00Z'),
    );
  });

  it('takes quiet hours within one day, and none at all', () => {
    const lunch = { startHour: 13, endHour: 15 };
    expect(quietHoursEnd(new Date('2026-12-01T14:10:00Z'), 'UTC', lunch)).toEqual(new Date('2026-12-01T15:00:00Z'));
    expect(quietHoursEnd(new Date('2026-12-01T23:00:00Z'), 'UTC', lunch)).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-01T23:00:00Z'), 'UTC', null)).toBeNull();
  });
});
