import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  control,
  createCourse,
  makeTestVideo,
  openCourseLectures,
  uploadLecture,
  withScratchFolder,
} from './course-steps';
import { bound } from './hang-bound';
import {
  ADMIN,
  expectMail,
  expectVideoPlays,
  fixture,
  linkInMail,
  logIn,
  SUBSCRIBER_PASSWORD,
  screenshotMenuWidths,
  screenshotWidths,
  uniqueEmail,
  waitForLecturesReady,
} from './support';

/** The client's Hindi texts, so that the journey reads the screens as a Hindi reader does. */
const hindi = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../client/src/i18n/locales/hi/${namespace}.json`, import.meta.url), 'utf8'));
const auth = hindi('auth');
const common = hindi('common');
const checkout = hindi('checkout');
const player = hindi('player');
/** The server's Hindi mail texts: the welcome mail's and the receipt's subjects. */
const mails = JSON.parse(
  readFileSync(new URL('../server/src/mail/locales/hi/account.json', import.meta.url), 'utf8'),
) as { welcome: { subject: string } };
const billingMails = JSON.parse(
  readFileSync(new URL('../server/src/mail/locales/hi/billing.json', import.meta.url), 'utf8'),
) as { receipt: { subject: string } };
const subject = (text: string) => text.replace('{{product}}', 'CourseHub');

const LECTURE = 'नमस्ते';
const LECTURE_SECONDS = 12;
const HINDI_CUES = 'WEBVTT\n\n00:00:00.500 --> 00:00:11.000\nइस पाठ में आपका स्वागत है\n';

let lectureFile = '';
let dubFile = '';
let captionsFile = '';
withScratchFolder('hindi', (folder) => {
  lectureFile = path.join(folder, 'lecture.mp4');
  dubFile = path.join(folder, 'hindi-dub.mp3');
  captionsFile = path.join(folder, 'hi.vtt');
  makeTestVideo(lectureFile, { width: 320, height: 180, fps: 5, seconds: LECTURE_SECONDS, toneHz: 440 });
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=frequency=660:sample_rate=48000:duration=${LECTURE_SECONDS}`],
    ...['-c:a', 'libmp3lame', dubFile],
  ]);
  writeFileSync(captionsFile, HINDI_CUES);
});

test('a learner in Hindi signs up, subscribes, is mailed in Hindi and watches with Hindi captions and the Hindi dub', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(600_000));
  const courseTitle = `हिन्दी ${Date.now()}`;
  let lecturesUrl = '';

  await test.step('an admin adds a lecture with Hindi captions and a Hindi dub', async () => {
    const page = await browser.newPage();
    await logIn(page, ADMIN.email, ADMIN.password);
    await createCourse(page, {
      title: courseTitle,
      instructor: 'Asha Rao',
      category: 'Languages',
      description: 'A course taught in Hindi.',
    });
    await openCourseLectures(page, courseTitle);
    lecturesUrl = page.url();
    await uploadLecture(page, { title: LECTURE, description: 'पहला पाठ', file: lectureFile });
    await waitForLecturesReady(baseURL!, courseTitle);
    await page.reload();
    await control(page, 'Edit lecture', LECTURE).click();

    const captions = page.getByRole('region', { name: 'Captions' });
    await captions.getByLabel('Language (BCP 47, e.g. en or pt-BR)').fill('hi');
    await captions.getByLabel('Label shown in the player').fill('हिन्दी');
    await captions.getByLabel('WebVTT or SRT file').setInputFiles(captionsFile);
    await captions.getByRole('button', { name: 'Upload captions' }).click();
    await expect(captions.getByRole('listitem').first()).toContainText('हिन्दी');

    // The form starts on a Hindi dub: the file is all it needs. Encoding a 12 s file takes about a second.
    const audio = page.getByRole('region', { name: 'Audio tracks' });
    await audio.getByLabel('Audio file').setInputFiles(dubFile);
    await audio.getByRole('button', { name: 'Upload audio track' }).click();
    await expect(audio.getByRole('listitem').first()).toContainText('हिन्दी');
    await expect(audio.getByRole('listitem').first()).toContainText('Ready', { timeout: bound(60_000) });
    await screenshotWidths(page, process.env.AUDIO_SCREENSHOTS, 'audio-tracks-admin');
    await page.close();
  });

  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'hi', url: baseURL! }]);
  const page = await context.newPage();
  const email = uniqueEmail('hindi');

  await test.step('signs up on the Hindi page, and the welcome mail is in Hindi', async () => {
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByLabel(common.avatarPicker.label).setInputFiles(fixture('avatar.png'));
    await page.getByLabel(auth.fields.email).fill(email);
    await page.getByLabel(auth.fields.password, { exact: true }).fill(SUBSCRIBER_PASSWORD);
    await page.getByLabel(auth.fields.fullName).fill('आशा शर्मा');
    await page.getByRole('button', { name: auth.signup.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(await linkInMail(page, email, subject(mails.welcome.subject), '/verify-email'));
    await expect(page.getByRole('heading', { level: 1, name: auth.verifyEmail.confirmed })).toBeVisible();
  });

  await test.step('subscribes in Hindi, and the receipt is mailed in Hindi', async () => {
    await page.goto('/checkout');
    await page.getByRole('button', { name: checkout.page.buyNow }).click();
    // The test-mode payment page is the stand-in processor's own, in English.
    await expect(page.getByText('Test mode — no real payment')).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(checkout.success.heading)).toBeVisible();
    await expectMail(page, email, billingMails.receipt.subject);
  });

  await test.step('watches with the Hindi dub picked in the player, and Hindi captions on', async () => {
    const master = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/hls.m3u8'));
    await page.goto(lecturesUrl);
    await expect(page.getByRole('heading', { level: 2, name: LECTURE })).toBeVisible();
    // Looping: a 12 s lecture must still be playing once the dub is picked.
    const video = await expectVideoPlays(page, undefined, { loop: true });

    // The master playlist lists the lecture's own sound as an audio rendition of its own (the video renditions carry
    // none) and the dub beside it.
    const masterResponse = await master;
    const audioLines = (await masterResponse.text()).split('\n').filter((line) => line.includes('TYPE=AUDIO,'));
    expect(audioLines[0]).toMatch(/NAME="Original",DEFAULT=YES,AUTOSELECT=YES,URI="hls\/[^"]+\/audio\.m3u8\?/);
    const dubLine = audioLines.find((line) => line.includes('LANGUAGE="hi"'));
    expect(dubLine).toContain('NAME="हिन्दी"');
    // The dub's files live in its own version's folder: `…/hls/<track version>/audio.m3u8` and `…/audio.mp4`.
    const dubFolder = new URL(/URI="([^"]+)"/.exec(dubLine!)![1]!, masterResponse.url()).pathname.replace(
      /audio\.m3u8$/,
      '',
    );
    const fetched = (file: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `${dubFolder}${file}` && response.ok(), {
        timeout: bound(30_000),
      });
    const dubPlaylist = fetched('audio.m3u8');
    const dubMedia = fetched('audio.mp4');

    // The audio menu (shown since the lecture has more than its own sound) offers the original and the dub.
    const audioButton = page.getByRole('button', { name: player.mediaChrome.audioTooltip, exact: true });
    await audioButton.click();
    const original = page.getByRole('menuitemradio', { name: player.controls.audioTracks.original });
    await expect(original).toBeChecked();
    await screenshotMenuWidths(page, process.env.AUDIO_SCREENSHOTS, 'hindi-audio-menu', {
      opener: audioButton,
      item: original,
    });
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    // hls.js switched: it loads the dub's playlist and then its segments (byte ranges of its one file), and the
    // picture plays on.
    await dubPlaylist;
    await dubMedia;
    const switchedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused), { timeout: bound(15_000) })
      .toBe(false);
    // Seconds played since, across the loop's restart.
    await expect
      .poll(
        () =>
          video.evaluate(
            (element: HTMLVideoElement, [from, length]) => (element.currentTime - from + length) % length,
            [switchedAt, LECTURE_SECONDS] as const,
          ),
        { timeout: bound(15_000) },
      )
      .toBeGreaterThan(1);
    await page.getByRole('button', { name: player.mediaChrome.audioTooltip, exact: true }).click();
    await expect(page.getByRole('menuitemradio', { name: 'हिन्दी' })).toBeChecked();
    await page.keyboard.press('Escape');

    // One caption language: a button turns it on (the caption size menu's name begins the same).
    await page.getByRole('button', { name: player.mediaChrome.closedCaptions, exact: true }).click();
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => {
          const track = [...element.textTracks].find((each) => each.mode === 'showing');
          return [...(track?.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' ');
        }),
      )
      .toContain('स्वागत');
    await screenshotWidths(page, process.env.AUDIO_SCREENSHOTS, 'hindi-player');
  });
  await context.close();
});
