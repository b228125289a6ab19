import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import {
  control,
  createCourse,
  makeTestVideo,
  openCourseLectures,
  uploadLecture,
  withScratchFolder,
} from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
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

// The steps of a learner's journey in a language other than English: the screens are read, and the mails' subjects
// matched, with that language's own texts from the client's and the server's catalogues.

const json = (file: URL) => JSON.parse(readFileSync(file, 'utf8'));

/** The client's and the mails' texts in `locale`, as the journeys read them. */
function localeTexts(locale: string) {
  const client = (namespace: string) =>
    json(new URL(`../client/src/i18n/locales/${locale}/${namespace}.json`, import.meta.url));
  const mails = (file: string) => json(new URL(`../server/src/mail/locales/${locale}/${file}.json`, import.meta.url));
  return {
    locale,
    auth: client('auth'),
    common: client('common'),
    checkout: client('checkout'),
    player: client('player') as PlayerTexts,
    welcomeSubject: (mails('account') as { welcome: { subject: string } }).welcome.subject.replace(
      '{{product}}',
      'CourseHub',
    ),
    receiptSubject: (mails('billing') as { receipt: { subject: string } }).receipt.subject,
  };
}
type LocaleTexts = ReturnType<typeof localeTexts>;

/**
 * A new learner on `page` (its context set to the language) signs up with an avatar, is welcomed by mail in the
 * language and confirms the address from it. Returns the address used.
 */
async function signUpInLanguage(page: Page, texts: LocaleTexts, fullName: string, { dir = 'ltr' } = {}) {
  const email = uniqueEmail(texts.locale);
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', texts.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await page.getByLabel(texts.common.avatarPicker.label).setInputFiles(fixture('avatar.png'));
  await page.getByLabel(texts.auth.fields.email).fill(email);
  await page.getByLabel(texts.auth.fields.password, { exact: true }).fill(SUBSCRIBER_PASSWORD);
  await page.getByLabel(texts.auth.fields.fullName).fill(fullName);
  await page.getByRole('button', { name: texts.auth.signup.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(await linkInMail(page, email, texts.welcomeSubject, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: texts.auth.verifyEmail.confirmed })).toBeVisible();
  return email;
}

/** The signed-in learner subscribes through the test-mode payment page; the receipt is mailed in the language. */
async function subscribeInLanguage(page: Page, texts: LocaleTexts, email: string) {
  await page.goto('/checkout');
  await page.getByRole('button', { name: texts.checkout.page.buyNow }).click();
  // The test-mode payment page is the stand-in processor's own, in English.
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(texts.checkout.success.heading)).toBeVisible();
  await expectMail(page, email, texts.receiptSubject);
}

/** A lecture in a learner's language: a short video, with captions and a dub in that language. */
export interface DubbedLecture {
  /** BCP 47 code of the captions and the dub. */
  language: string;
  /** The captions' and the dub's name in the player, in their language. */
  label: string;
  title: string;
  /** One cue that covers most of the lecture, and a word of it to find in the shown captions. */
  cue: string;
  cueWord: string;
}

/** The player's words a learner reads while picking the dub and the captions, in the learner's language. */
interface PlayerTexts {
  mediaChrome: { audioTooltip: string; closedCaptions: string; play: string };
  controls: { audioTracks: { original: string } };
}

const LECTURE_SECONDS = 12;

/**
 * Makes the lecture's files in a scratch folder before the journey's tests: its video, its dub (a tone of another
 * pitch, so the two are told apart by ear) and its captions. Returns where they will be.
 */
function dubbedLectureFiles(name: string, lecture: DubbedLecture) {
  const files = { video: '', dub: '', captions: '' };
  withScratchFolder(name, (folder) => {
    files.video = path.join(folder, 'lecture.mp4');
    files.dub = path.join(folder, `${lecture.language}-dub.mp3`);
    files.captions = path.join(folder, `${lecture.language}.vtt`);
    makeTestVideo(files.video, { width: 320, height: 180, fps: 5, seconds: LECTURE_SECONDS, toneHz: 440 });
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `sine=frequency=660:sample_rate=48000:duration=${LECTURE_SECONDS}`],
      ...['-c:a', 'libmp3lame', files.dub],
    ]);
    writeFileSync(files.captions, `WEBVTT\n\n00:00:00.500 --> 00:00:11.000\n${lecture.cue}\n`);
  });
  return files;
}

/**
 * An admin makes a course of its own with the lecture, its captions and its dub (ready to play); returns the address
 * of the course's lecture screen.
 */
async function addDubbedLecture(
  browser: Browser,
  baseURL: string,
  course: { title: string; instructor: string; description: string },
  lecture: DubbedLecture,
  files: ReturnType<typeof dubbedLectureFiles>,
) {
  const page = await browser.newPage();
  await logIn(page, ADMIN.email, ADMIN.password);
  await createCourse(page, { ...course, category: 'Languages' });
  await openCourseLectures(page, course.title);
  const lecturesUrl = page.url();
  await uploadLecture(page, { title: lecture.title, description: lecture.cue, file: files.video });
  await waitForLecturesReady(baseURL, course.title);
  await page.reload();
  await control(page, 'Edit lecture', lecture.title).click();

  const captions = page.getByRole('region', { name: 'Captions' });
  await captions.getByLabel('Language (BCP 47, e.g. en or pt-BR)').fill(lecture.language);
  await captions.getByLabel('Label shown in the player').fill(lecture.label);
  await captions.getByLabel('WebVTT or SRT file').setInputFiles(files.captions);
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByRole('listitem').first()).toContainText(lecture.label);

  const audio = page.getByRole('region', { name: 'Audio tracks' });
  await audio.getByLabel('Language (BCP 47, e.g. hi or pt-BR)').fill(lecture.language);
  await audio.getByLabel('Label shown in the player').fill(lecture.label);
  await audio.getByLabel('Audio file').setInputFiles(files.dub);
  await audio.getByRole('button', { name: 'Upload audio track' }).click();
  await expect(audio.getByRole('listitem').first()).toContainText(lecture.label);
  // Encoding a 12 s file takes about a second on a quiet machine.
  await expect(audio.getByRole('listitem').first()).toContainText('Ready', { timeout: bound(60_000) });
  await screenshotWidths(page, process.env.AUDIO_SCREENSHOTS, `audio-tracks-admin-${lecture.language}`);
  await page.close();
  return lecturesUrl;
}

/**
 * A subscribed learner on `page` opens the lecture, picks the dub in the player's audio menu and turns the captions
 * on: the dub's files are fetched, the picture plays on, and the cue is shown.
 */
async function watchWithDubAndCaptions(page: Page, lecturesUrl: string, lecture: DubbedLecture, player: PlayerTexts) {
  const master = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/hls.m3u8'));
  await page.goto(lecturesUrl);
  await expect(page.getByRole('heading', { level: 2, name: lecture.title })).toBeVisible();
  // Looping: a 12 s lecture must still be playing once the dub is picked.
  const video = await expectVideoPlays(page, undefined, { loop: true });

  // The master playlist lists the lecture's own sound as an audio rendition of its own (the video renditions carry
  // none) and the dub beside it.
  const masterResponse = await master;
  const audioLines = (await masterResponse.text()).split('\n').filter((line) => line.includes('TYPE=AUDIO,'));
  expect(audioLines[0]).toMatch(/NAME="Original",DEFAULT=YES,AUTOSELECT=YES,URI="hls\/[^"]+\/audio\.m3u8\?/);
  const dubLine = audioLines.find((line) => line.includes(`LANGUAGE="${lecture.language}"`));
  expect(dubLine).toContain(`NAME="${lecture.label}"`);
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
  await screenshotMenuWidths(page, process.env.AUDIO_SCREENSHOTS, `audio-menu-${lecture.language}`, {
    opener: audioButton,
    item: original,
  });
  await page.getByRole('menuitemradio', { name: lecture.label }).click();
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
        video.evaluate((element: HTMLVideoElement, [from, length]) => (element.currentTime - from + length) % length, [
          switchedAt,
          LECTURE_SECONDS,
        ] as const),
      { timeout: bound(15_000) },
    )
    .toBeGreaterThan(1);
  await audioButton.click();
  await expect(page.getByRole('menuitemradio', { name: lecture.label })).toBeChecked();
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
    .toContain(lecture.cueWord);
  await screenshotWidths(page, process.env.AUDIO_SCREENSHOTS, `player-${lecture.language}`);
}

/** A learner's journey in a language other than English, and what makes it that language's. */
export interface LanguageJourney {
  name: string;
  locale: string;
  dir: 'ltr' | 'rtl';
  course: { title: string; instructor: string; description: string };
  learnerName: string;
  lecture: DubbedLecture;
  steps: { addLecture: string; signUp: string; subscribe: string; watch: string };
}

/**
 * Declares the journey's test: an admin makes a course with a lecture captioned and dubbed in the language; a visitor
 * whose language it is signs up, is welcomed and receipted by mail in it, subscribes and watches with the dub and the
 * captions; every page the learner sees has the language's `lang` and `dir`.
 */
export function languageJourney(journey: LanguageJourney) {
  const texts = localeTexts(journey.locale);
  const files = dubbedLectureFiles(journey.locale, journey.lecture);
  test(journey.name, async ({ browser, baseURL }) => {
    test.setTimeout(bound(600_000));
    const course = { ...journey.course, title: `${journey.course.title} ${Date.now()}` };
    const lecturesUrl = await test.step(journey.steps.addLecture, () =>
      addDubbedLecture(browser, baseURL!, course, journey.lecture, files),
    );

    const context = await browser.newContext();
    await context.addCookies([{ name: 'locale', value: journey.locale, url: baseURL! }]);
    const page = await context.newPage();
    try {
      const email = await test.step(journey.steps.signUp, () =>
        signUpInLanguage(page, texts, journey.learnerName, { dir: journey.dir }),
      );
      await test.step(journey.steps.subscribe, () => subscribeInLanguage(page, texts, email));
      await test.step(journey.steps.watch, async () => {
        await watchWithDubAndCaptions(page, lecturesUrl, journey.lecture, texts.player);
        await expect(page.locator('html')).toHaveAttribute('dir', journey.dir);
        // The player's own controls are in the language: paused, its play button says so.
        await page
          .locator('video')
          .first()
          .evaluate((element: HTMLVideoElement) => element.pause());
        await expect(page.getByRole('button', { name: texts.player.mediaChrome.play, exact: true })).toBeVisible();
      });
    } finally {
      await context.close();
    }
  });
}
