import { DISCUSSION_COUNT_CAP } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { discussionTexts } from './discussionTexts';

describe('discussionTexts.count', () => {
  it('says how many questions, and "more than" past the count the lists stop at', () => {
    expect(discussionTexts.count(1)).toBe('1 question');
    expect(discussionTexts.count(DISCUSSION_COUNT_CAP)).toBe('1,000 questions');
    expect(discussionTexts.count(DISCUSSION_COUNT_CAP + 1)).toBe('More than 1,000 questions');
  });
});
