import { expect, test } from '@playwright/test';
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

const urdu = localeTexts('ur');
const LECTURE: DubbedLecture = {
  language: 'ur',
  label: 'اردو',
  title: 'خوش آمدید',
  cue: 'اس سبق میں آپ کا خیر مقدم ہے',
  cueWord: 'خیر مقدم',
};
const files = dubbedLectureFiles('urdu', LECTURE);

test('a learner in Urdu signs up, subscribes and watches with Urdu captions and the Urdu dub, right to left', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(600_000));
  const course = { title: `اردو ${Date.now()}`, instructor: 'Ayesha Khan', description: 'A course taught in Urdu.' };
  const lecturesUrl = await test.step('an admin adds a lecture with Urdu captions and an Urdu dub', () =>
    addDubbedLecture(browser, baseURL!, course, LECTURE, files));

  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'ur', url: baseURL! }]);
  const page = await context.newPage();
  try {
    const email = await test.step('signs up on the Urdu page, which runs right to left, and is welcomed in Urdu', () =>
      signUpInLanguage(page, urdu, 'عائشہ خان', { dir: 'rtl' }));
    await test.step('subscribes in Urdu, and the receipt is mailed in Urdu', () =>
      subscribeInLanguage(page, urdu, email));
    await test.step('watches with the Urdu dub picked in the player and Urdu captions on, right to left', async () => {
      await watchWithDubAndCaptions(page, lecturesUrl, LECTURE, urdu.player);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The player's controls are in Urdu: paused, its play button says so.
      await page
        .locator('video')
        .first()
        .evaluate((element: HTMLVideoElement) => element.pause());
      await expect(page.getByRole('button', { name: urdu.player.mediaChrome.play, exact: true })).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
