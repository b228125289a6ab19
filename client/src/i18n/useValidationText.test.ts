import {
  COURSE_LIST_ITEM_MAX,
  discussionMessages,
  INVALID_LANGUAGE_MESSAGE,
  messages,
  pathMessages,
  QUIZ_MAX_QUESTIONS,
  quizMessages,
  TEAM_NAME_MAX,
  teamMessages,
} from '@coursehub/shared';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { passwordsDoNotMatch } from '../shared/notices';
import { showScreensIn } from '../test/showScreensIn';
import { translator } from './i18n';
import { english } from './locales/en';
import { recogniseValidation, useValidationText } from './useValidationText';

describe('the validation texts', () => {
  it('are, in English, the words of the rules the forms and the server share', () => {
    const {
      questionTitleRequired,
      postBodyRequired,
      postNullBytes,
      passwordsDoNotMatch: mismatch,
      tooLong,
      nulBytes,
      questionTitleTooLong,
      postBodyTooLong,
      ...shared
    } = english.common.validation;
    for (const [key, text] of Object.entries(shared)) expect(text).toBe(messages[key as keyof typeof shared]);
    expect(mismatch).toBe(passwordsDoNotMatch);
    expect(questionTitleRequired).toBe(discussionMessages.titleRequired);
    expect(postBodyRequired).toBe(discussionMessages.bodyRequired);
    expect(postNullBytes).toBe(discussionMessages.noNullBytes);
    expect(tooLong.replace('{{max}}', '200')).toBe('Must be at most 200 characters');
    expect(nulBytes).toBe('Must not contain null bytes');
    expect(recogniseValidation(discussionMessages.titleTooLong)?.key).toBe('questionTitleTooLong');
    expect(recogniseValidation(discussionMessages.bodyTooLong)?.key).toBe('postBodyTooLong');
    expect(questionTitleTooLong).toContain('{{max}}');
    expect(postBodyTooLong).toContain('{{max}}');
  });

  it("are, in the admin's and the team forms' namespaces, the words of their rules", () => {
    const { tooManyQuestions, ...quiz } = english.quizBuilder.validation;
    expect(quiz).toEqual(quizMessages);
    expect(tooManyQuestions.replace('{{max}}', String(QUIZ_MAX_QUESTIONS))).toBe(
      `At most ${QUIZ_MAX_QUESTIONS} questions`,
    );
    const { pathCreated: _created, pathSaved: _saved, ...pathRules } = pathMessages;
    for (const [key, text] of Object.entries(pathRules))
      expect(recogniseValidation(text)).toMatchObject({ namespace: 'paths', key });
    for (const key of Object.keys(english.teams.validation) as (keyof typeof english.teams.validation)[]) {
      const rule = teamMessages[key];
      const text = typeof rule === 'function' ? rule(['a@', 'b@x']) : rule;
      expect(recogniseValidation(text)).toMatchObject({ namespace: 'teams', key });
    }
    expect(recogniseValidation(messages.unsupportedThumbnail)).toMatchObject({ namespace: 'authoring' });
    expect(recogniseValidation(messages.unsupportedVideo)).toMatchObject({ namespace: 'authoring' });
    expect(recogniseValidation(INVALID_LANGUAGE_MESSAGE)).toMatchObject({ namespace: 'authoring' });
    expect(recogniseValidation(`Each item must be at most ${COURSE_LIST_ITEM_MAX} characters`)).toEqual({
      namespace: 'authoring',
      key: 'itemTooLong',
      values: { max: String(COURSE_LIST_ITEM_MAX) },
    });
  });
});

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(I18nextProvider, { i18n: translator }, children);

describe('a validation message in Hindi', () => {
  showScreensIn('hi', 'quizBuilder', 'paths', 'teams', 'authoring');

  it('says a rule with a value with that value, and a form namespace’s rule in its words', () => {
    const { result } = renderHook(() => useValidationText(), { wrapper });
    expect(result.current('Must be at most 200 characters')).toBe('ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
    expect(result.current(quizMessages.questionsRequired)).toBe('कम से कम एक सवाल जोड़ें');
    expect(result.current(pathMessages.slugTaken)).toBe('यह पता पहले से किसी दूसरे पाथ का है');
    expect(result.current(teamMessages.nameTooLong)).toBe(`टीम के नाम में अधिकतम ${TEAM_NAME_MAX} अक्षर हो सकते हैं`);
    expect(result.current(messages.unsupportedVideo)).toBe(
      'यह फ़ॉर्मैट समर्थित नहीं है! केवल MP4, WEBM और MOV वीडियो की अनुमति है।',
    );
  });

  it('shows a message it does not know as it is', () => {
    const { result } = renderHook(() => useValidationText(), { wrapper });
    expect(result.current('श्रेणी नहीं मिली')).toBe('श्रेणी नहीं मिली');
    expect(result.current(undefined)).toBeUndefined();
  });
});

describe('a validation message in Urdu', () => {
  showScreensIn('ur', 'teams');

  it('keeps the values it was written with', () => {
    const { result } = renderHook(() => useValidationText(), { wrapper });
    expect(result.current(teamMessages.invalidEmails(['a@', 'b@x']))).toBe('یہ درست ای میل پتے نہیں ہیں: a@, b@x');
  });
});
