import { describe, expect, it } from 'vitest';
import { monthNames, selectableYears } from './dashboardCalendar';

describe('selectableYears', () => {
  it('offers the current UTC year and the four before it', () => {
    expect(selectableYears(new Date('2026-01-01T00:30:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});

describe('monthNames', () => {
  it('names the twelve months in English, short for the bars and long for the picker', () => {
    expect(monthNames('en')).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(monthNames('en', 'long')[0]).toBe('January');
    expect(monthNames('en', 'long')[11]).toBe('December');
  });

  it('names them in Hindi and Urdu script in those languages', () => {
    expect(monthNames('hi', 'long')[0]).toMatch(/\p{Script=Devanagari}/u);
    expect(monthNames('ur', 'long')[0]).toMatch(/\p{Script=Arabic}/u);
  });
});
