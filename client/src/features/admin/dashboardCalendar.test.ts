import { describe, expect, it } from 'vitest';
import { selectableYears } from './dashboardCalendar';

describe('selectableYears', () => {
  it('offers the current UTC year and the four before it', () => {
    expect(selectableYears(new Date('2026-01-01T00:30:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
