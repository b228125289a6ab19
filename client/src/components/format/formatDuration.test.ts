import { describe, expect, it } from 'vitest';
import { describeDuration, formatDuration, parseDuration } from './formatDuration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [6.02, '0:06'],
    [59.6, '1:00'],
    [725, '12:05'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('shows %f s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('describeDuration', () => {
  it.each([
    [42, '42 seconds'],
    [725, '12 min'],
    [3725, '1 h 2 min'],
  ])('says %f s as %s', (seconds, text) => {
    expect(describeDuration(seconds)).toBe(text);
  });
});

describe('parseDuration', () => {
  it.each([
    ['0:42', 42],
    [' 12:05 ', 725],
    ['1:02:05', 3725],
    ['90', 90],
    ['1:75', null],
    ['1:2:3:4', null],
    ['1.5', null],
    ['', null],
  ])('reads %s as %s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('reads back what formatDuration shows', () => {
    for (const seconds of [0, 59, 61, 3599, 3600, 86_399]) expect(parseDuration(formatDuration(seconds))).toBe(seconds);
  });
});
