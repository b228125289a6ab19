import { DISCUSSION_COUNT_CAP } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/i18n';
import { questionCountText } from './questionCount';

describe('questionCountText', () => {
  it('says how many questions, and "more than" past the count the lists stop at', () => {
    const t = translator.getFixedT('en', 'discussions');
    expect(questionCountText(t, 1, 'en')).toBe('1 question');
    expect(questionCountText(t, DISCUSSION_COUNT_CAP, 'en')).toBe('1,000 questions');
    expect(questionCountText(t, DISCUSSION_COUNT_CAP + 1, 'en')).toBe('More than 1,000 questions');
  });

  it('says it in Urdu', async () => {
    await translator.loadLanguages('ur');
    const t = translator.getFixedT('ur', 'discussions');
    expect(questionCountText(t, 1, 'ur')).toBe('۱ سوال');
    expect(questionCountText(t, 12, 'ur')).toBe('۱۲ سوالات');
  });
});
