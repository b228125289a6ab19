import { discussionMessages, messages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { passwordsDoNotMatch } from '../shared/notices';
import { english } from './locales/en';

describe('the validation texts', () => {
  it('are, in English, the words of the rules the forms and the server share', () => {
    const {
      questionTitleRequired,
      postBodyRequired,
      postNullBytes,
      passwordsDoNotMatch: mismatch,
      ...shared
    } = english.common.validation;
    for (const [key, text] of Object.entries(shared)) expect(text).toBe(messages[key as keyof typeof shared]);
    expect(mismatch).toBe(passwordsDoNotMatch);
    expect(questionTitleRequired).toBe(discussionMessages.titleRequired);
    expect(postBodyRequired).toBe(discussionMessages.bodyRequired);
    expect(postNullBytes).toBe(discussionMessages.noNullBytes);
  });
});
