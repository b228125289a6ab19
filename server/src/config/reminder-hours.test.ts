import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reminderHoursEnv } from './reminder-hours';

const quietHours = (value?: string) => z.object(reminderHoursEnv).safeParse({ QUIET_HOURS: value });

describe('QUIET_HOURS', () => {
  it('reads start-end hours, 21-8 by default, and off for none', () => {
    expect(quietHours().data?.QUIET_HOURS).toEqual({ startHour: 21, endHour: 8 });
    expect(quietHours('22-07').data?.QUIET_HOURS).toEqual({ startHour: 22, endHour: 7 });
    expect(quietHours('13-15').data?.QUIET_HOURS).toEqual({ startHour: 13, endHour: 15 });
    expect(quietHours('off').data?.QUIET_HOURS).toBeNull();
  });

  it('refuses hours past 23, hours that are not start-end, and an empty window', () => {
    for (const wrong of ['24-8', '21', '21-8-9', 'night', '8-8']) expect(quietHours(wrong).success).toBe(false);
  });
});
