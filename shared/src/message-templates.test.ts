import { describe, expect, it } from 'vitest';
import { messageTemplate } from './message-templates';

describe('messageTemplate', () => {
  it('is null for a text without values', () => {
    expect(messageTemplate('Lecture not found')).toBeNull();
  });

  it('matches the filled-in text and names its values in order', () => {
    const template = messageTemplate('Too many attempts. Please try again in {{count}} minutes ({{ limit }} max).');
    expect(template?.names).toEqual(['count', 'limit']);
    const match = template?.pattern.exec('Too many attempts. Please try again in 5 minutes (20 max).');
    expect(match?.slice(1)).toEqual(['5', '20']);
    // The text's own punctuation is literal: a dot is not any character.
    expect(template?.pattern.test('Too many attemptsX Please try again in 5 minutes (20 max).')).toBe(false);
  });
});
