import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('formats dates and tolerates missing or broken ones', () => {
    expect(formatDate('2027-01-05T12:00:00.000Z')).toBe('Jan 5, 2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate('yesterday')).toBe('');
  });
});
