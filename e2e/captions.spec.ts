import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { openCourseLectures, withScratchFolder } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { ADMIN, courseIdByTitle, lecturesAs, logIn, screenshotWidths, subscribeInTestMode } from './support';

// A demo course no other journey looks at the captions or transcript of.
const COURSE = 'Machine Learning Foundations';
const LECTURE = 'What a model learns';
/** Three cues over the 6-second clip; "zebra" is a word no demo course says elsewhere. */
const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.000
A model learns from examples

00:00:02.000 --> 00:00:04.000
Every zebra stripe is a feature

00:00:04.000 --> 00:00:06.000
Then it predicts what comes next
`;
const screenshot = (page: Page, name: string) => screenshotWidths(page, process.env.CAPTION_SCREENSHOTS, name);

const currentTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);

/** The same moments in Spanish: a second language to pick from the player's captions menu. */
const VTT_ES = `WEBVTT

00:00:00.000 --> 00:00:03.000
Un modelo aprende de ejemplos

00:00:03.000 --> 00:00:06.000
Luego predice lo que viene
`;

let vttFile = '';
let spanishFile = '';
withScratchFolder('captions', (folder) => {
  vttFile = path.join(folder, 'what-a-model-learns.vtt');
  writeFileSync(vttFile, VTT);
  spanishFile = path.join(folder, 'what-a-model-learns.es.vtt');
  writeFileSync(spanishFile, VTT_ES);
});

test('captions show on the video, the transcript follows and seeks, and a spoken word is found in the catalogue', async ({
  page,
  browser,
}) => {
  test.setTimeout(bound(120_000));
  // The admin uploads a WebVTT file on the lecture's edit page.
  await logIn(page, ADMIN.email, ADMIN.password);
  const courseId = await courseIdByTitle(page, COURSE);
  const { data } = await lecturesAs(page, courseId ?? '');
  const lectureId = data?.lectures[0]?.id ?? '';
  await page.goto(`/course/editlecture?course=${courseId}&lecture=${lectureId}`);
  const captions = page.getByRole('region', { name: 'Captions' });
  await captions.getByLabel('WebVTT or SRT file').setInputFiles(vttFile);
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByRole('listitem').first()).toContainText('English');
  await captions.getByLabel('Language (BCP 47, e.g. en or pt-BR)').fill('es');
  await captions.getByLabel('Label shown in the player').fill('Español');
  await captions.getByLabel('WebVTT or SRT file').setInputFiles(spanishFile);
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByRole('listitem')).toHaveCount(2);

  const learner = await browser.newPage();
  await subscribeInTestMode(learner, 'Captioned');
  await openCourseLectures(learner, COURSE);
  await learner.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: LECTURE }).click();
  const video = learner.locator('video').first();
  await expect(video).toBeVisible();

  // Captions on from the player's menu of the two languages (c toggles too), then played: the track has an active
  // cue on screen.
  await learner.getByRole('button', { name: 'closed captions' }).click();
  await learner.getByRole('menuitemradio', { name: 'English' }).click();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 2.5;
    return element.play();
  });
  // Paused once the cue shows, so that the transcript is read at that moment: under load, playback had moved on to the
  // next line before the transcript was read.
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const track = [...element.textTracks].find((each) => each.mode === 'showing');
        const shown = [...(track?.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' ');
        if (shown.includes('zebra')) element.pause();
        return shown;
      }),
    )
    .toContain('zebra');
  // The transcript follows playback: the line being said is the current one.
  const transcript = learner.getByRole('region', { name: 'Transcript' });
  await expect(transcript.locator('[aria-current="true"]')).toContainText('Every zebra stripe is a feature');
  await screenshot(learner, 'captions-playing');

  // The other language, from the same menu.
  await learner.getByRole('button', { name: 'closed captions' }).click();
  await learner.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect
    .poll(() =>
      video.evaluate(
        (element: HTMLVideoElement) => [...element.textTracks].find((each) => each.mode === 'showing')?.language,
      ),
    )
    .toBe('es');

  // The caption size menu: Large is kept for the next lecture and visit.
  await learner.getByRole('button', { name: 'Caption size' }).click();
  await learner.getByRole('menuitemradio', { name: 'Large' }).click();
  await expect
    .poll(() => learner.evaluate(() => JSON.parse(localStorage.getItem('coursehub.player') ?? '{}').captionSize))
    .toBe('large');

  // Keyboard only: a transcript line is a button; Enter plays from its moment. The size menu is closed first, and
  // the line holds the focus, so that Enter goes to the line and nothing else.
  await expect(learner.getByRole('menuitemradio', { name: 'Large' })).toBeHidden();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const last = transcript.getByRole('button', { name: '0:04: Then it predicts what comes next' });
  await last.focus();
  await expect(last).toBeFocused();
  await learner.keyboard.press('Enter');
  await expect.poll(() => currentTime(learner)).toBeGreaterThanOrEqual(4);

  // A search for a spoken word lists the moment; it opens the lecture there.
  await learner.goto('/courses?search=zebra');
  const moments = learner.getByRole('region', { name: 'Said in the lectures' });
  await expect(moments).toContainText('Every zebra stripe is a feature');
  await moments.getByRole('link', { name: /What a model learns, at 0:02/ }).click();
  await expect(learner).toHaveURL(/[?&]t=2(&|$)/);
  await expect.poll(() => currentTime(learner), { timeout: bound(15_000) }).toBeGreaterThanOrEqual(2);
  // The learner's choice is remembered: captions on, in the language picked last.
  await expect
    .poll(() =>
      learner
        .locator('video')
        .first()
        .evaluate(
          (element: HTMLVideoElement) => [...element.textTracks].find((each) => each.mode === 'showing')?.language,
        ),
    )
    .toBe('es');
  await screenshot(learner, 'captions-moment');
});
