import { test } from '@playwright/test';
import { bound } from './hang-bound';
import {
  addDubbedLecture,
  type DubbedLecture,
  dubbedLectureFiles,
  localeTexts,
  signUpInLanguage,
  subscribeInLanguage,
  watchWithDubAndCaptions,
} from './language-journey';

const hindi = localeTexts('hi');
const LECTURE: DubbedLecture = {
  language: 'hi',
  label: 'हिन्दी',
  title: 'नमस्ते',
  cue: 'इस पाठ में आपका स्वागत है',
  cueWord: 'स्वागत',
};
const files = dubbedLectureFiles('hindi', LECTURE);

test('a learner in Hindi signs up, subscribes, is mailed in Hindi and watches with Hindi captions and the Hindi dub', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(600_000));
  const course = { title: `हिन्दी ${Date.now()}`, instructor: 'Asha Rao', description: 'A course taught in Hindi.' };
  const lecturesUrl = await test.step('an admin adds a lecture with Hindi captions and a Hindi dub', () =>
    addDubbedLecture(browser, baseURL!, course, LECTURE, files));

  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'hi', url: baseURL! }]);
  const page = await context.newPage();
  try {
    const email = await test.step('signs up on the Hindi page, and the welcome mail is in Hindi', () =>
      signUpInLanguage(page, hindi, 'आशा शर्मा'));
    await test.step('subscribes in Hindi, and the receipt is mailed in Hindi', () =>
      subscribeInLanguage(page, hindi, email));
    await test.step('watches with the Hindi dub picked in the player, and Hindi captions on', () =>
      watchWithDubAndCaptions(page, lecturesUrl, LECTURE, hindi.player));
  } finally {
    await context.close();
  }
});
