import { type Page } from '@playwright/test';
import { openCourseLectures } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { expectVideoPlays, subscribeInTestMode } from './support';

/**
 * The demo lectures, seeded with the transcoder's shipped outputs (server/demo/transcoded): a course whose 1280x720
 * lectures have a ladder of two rungs, one with AV1 twins of its one rung, and one of plain 180p lectures.
 */
const LADDER_COURSE = 'Machine Learning Foundations';
const LADDER_LECTURE = 'What a model learns';
const AV1_COURSE = 'UI Design Principles';
const COURSE = 'Modern JavaScript from Scratch';

const video = (page: Page) => page.locator('video').first();
const player = (page: Page, title: string) => page.getByRole('region', { name: `Player: ${title}` });
/** The player's live region: what the last keyboard shortcut did. */
const announced = (page: Page) => page.getByRole('status', { name: 'Player announcements' });
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
const videoHeight = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.videoHeight);
const playbackRate = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate);
const lectureButton = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Lectures' }).getByRole('button', { name: title });

/**
 * Plays from `at` seconds. A load the player starts meanwhile (a rendition switch, a playlist reload) interrupts
 * play() with an AbortError: asked again once the element can play.
 */
const playFrom = (page: Page, at: number) =>
  video(page).evaluate(async (element: HTMLVideoElement, from) => {
    element.muted = true;
    element.currentTime = from;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await element.play();
      } catch (error) {
        if ((error as Error).name !== 'AbortError' || attempt === 3) throw error;
        await new Promise((resolve) => element.addEventListener('canplay', resolve, { once: true }));
      }
    }
  }, at);

/** Seeks and waits for the element to get there, then proves it plays on from that point. */
async function seekAndPlay(page: Page, to: number) {
  await video(page).evaluate(
    (element: HTMLVideoElement, target) =>
      new Promise((resolve) => {
        element.addEventListener('seeked', resolve, { once: true });
        element.currentTime = target;
      }),
    to,
  );
  await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThan(to + 0.3);
}

/** The quality menu's items, listed while the menu is closed too. */
const renditionItems = (page: Page) =>
  page.locator('media-rendition-menu').getByRole('menuitemradio', { includeHidden: true });

/** Moves the pointer over the seek bar at `fraction` of its length, as a learner looking for a moment does. */
async function hoverSeekBar(page: Page, fraction: number) {
  const box = await page.locator('media-time-range').boundingBox();
  if (!box) throw new Error('the seek bar is not on screen');
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2, { steps: 4 });
}

/** Picks `label` in one of the player's menus (media-chrome's), opened with its button. */
async function pickInMenu(
  page: Page,
  button: RegExp,
  menu: 'media-rendition-menu' | 'media-playback-rate-menu',
  label: string,
) {
  await page.getByRole('button', { name: button }).click();
  await page.locator(menu).getByRole('menuitemradio', { name: label, exact: true }).click();
}
const pickQuality = (page: Page, label: string) => pickInMenu(page, /^quality$/i, 'media-rendition-menu', label);
const pickSpeed = (page: Page, label: string) => pickInMenu(page, /^Playback rate/, 'media-playback-rate-menu', label);

/**
 * The answer the server gives a signed URL past its lifetime (VIDEO_URL_TTL_SECONDS; the server's tests check the
 * expiry itself, and that the stable master keeps working): the next signed request whose path matches gets it, so
 * the player's recovery is exercised without waiting the lifetime out.
 */
async function expireNextSignedRequest(page: Page, path: RegExp) {
  let expired = false;
  await page.route(
    (url) => !expired && url.searchParams.has('sig') && path.test(url.pathname),
    async (route) => {
      expired = true;
      await route.fulfill({ status: 403, body: 'expired' });
    },
  );
  return () => expired;
}

test('a subscriber streams the demo lectures: the HLS ladder, seek previews, keyboard, full screen, AV1 and URLs that expire', async ({
  page,
}) => {
  test.setTimeout(bound(180_000));
  await subscribeInTestMode(page, 'Streaming');
  /** `status url` of every response under /media/lectures/: playlists, media files, posters, storyboards. */
  const media: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/lectures/'))
      media.push(`${response.status()} ${response.url()}`);
  });

  // READY lectures stream through hls.js (Media Source Extensions): the quality menu lists each rendition, then Auto.
  await openCourseLectures(page, LADDER_COURSE);
  await expect(page.getByRole('heading', { level: 2, name: LADDER_LECTURE })).toBeVisible();
  await expect(video(page)).toHaveAttribute('poster', /\/poster\.jpg\?v=/);
  await expect(page.getByRole('list', { name: 'Lectures' })).not.toContainText('Processing');
  await expect(renditionItems(page)).toHaveText([/^\s*720p\s*$/, /^\s*360p\s*$/, /^\s*Auto/]);
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  expect(media.some((line) => /^200 .*\/hls\.m3u8$/.test(line))).toBe(true);
  // The first variant playlist follows the master, signed: asked for once hls.js has picked its starting level (the
  // slides' 720p fits its first bandwidth estimate).
  await expect
    .poll(() => media.some((line) => /^200 .*\/hls\/[\da-f-]+\/\d+p\.m3u8\?exp=\d+&grant=[\w.-]+&sig=/.test(line)))
    .toBe(true);

  // Played with the keyboard: space starts it (muted, for the headless browser), and its clock moves.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  await player(page, LADDER_LECTURE).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThan(0.5);
  await expect(announced(page)).toHaveText('Playing');

  // A seek lands and playback goes on from there.
  await seekAndPlay(page, 4);

  // Hovering the seek bar previews the frame there, from the lecture's storyboard (6 s: tiles at 0 and 5 s). Hovered
  // again until it shows: the page may move the player meanwhile (the lecture just ended and completed).
  const seekBar = page.locator('media-time-range');
  const previewAt = async (fraction: number, tile: RegExp) =>
    expect(async () => {
      await hoverSeekBar(page, fraction);
      await expect(seekBar).toHaveAttribute('mediapreviewimage', tile, { timeout: 2_000 });
    }).toPass({ timeout: bound(20_000) });
  await previewAt(0.9, /\/media\/lectures\/[\da-f-]+\/storyboard\/[\da-f-]+\/storyboard\.jpg#xywh=160,0,160,90$/);
  await expect(seekBar.locator('media-preview-thumbnail')).toBeVisible();
  expect(media.some((line) => /^200 .*\/storyboard\/[\da-f-]+\/storyboard\.vtt$/.test(line))).toBe(true);
  await expect.poll(() => media.some((line) => /^200 .*\/storyboard\.jpg$/.test(line))).toBe(true);
  await previewAt(0.2, /storyboard\.jpg#xywh=0,0,160,90$/);

  // Pinning a rendition plays it at its size. From inside a segment: once the video has ended, hls.js 1.7.4 loads
  // nothing for a seek to exactly the first segment's end after a pin, reproduced with hls.js alone
  // (docs/video.md#start-up).
  await pickQuality(page, '360p');
  await playFrom(page, 1.5);
  await expect.poll(() => videoHeight(page), { timeout: bound(15_000) }).toBe(360);

  // Paused past the lifetime of the signed URLs the page holds: switching to 720p meets an expired one (403); the
  // player asks the stable master again and plays on from where it was.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 1;
  });
  const masters = () => media.filter((line) => /^200 .*\/hls\.m3u8$/.test(line)).length;
  const mastersBefore = masters();
  const expired = await expireNextSignedRequest(page, /\/hls\/[\da-f-]+\/720p\.(m3u8|mp4)$/);
  await pickQuality(page, '720p');
  await expect.poll(masters, { timeout: bound(15_000) }).toBeGreaterThan(mastersBefore);
  expect(expired()).toBe(true);
  await playFrom(page, 1);
  await expect.poll(() => videoHeight(page), { timeout: bound(30_000) }).toBe(720);
  await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThan(1.5);
  await page.unrouteAll();

  // Full screen: F puts the whole player in it (its controls and overlays with it), and says so.
  await player(page, LADDER_LECTURE).focus();
  await page.keyboard.press('f');
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.tagName.toLowerCase()))
    .toBe('media-controller');
  await expect(announced(page)).toHaveText('Full screen');
  // K plays, > speeds up: each said in the live region. K toggles what the player's state says, which follows the
  // element's pause event: pressed before it arrives (a key's input can run ahead of a media task on a busy page), K
  // would pause the video it takes for playing.
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 0;
  });
  await expect(player(page, LADDER_LECTURE)).toHaveAttribute('mediapaused', '');
  await page.keyboard.press('k');
  await expect.poll(() => currentTime(page), { timeout: bound(15_000) }).toBeGreaterThan(0.3);
  await expect(announced(page)).toHaveText('Playing');
  await page.keyboard.press('Shift+>');
  await expect.poll(() => playbackRate(page)).toBe(1.25);
  await expect(announced(page)).toHaveText('Speed 1.25x');
  // The menus open over the full-screen video.
  await pickSpeed(page, '1.5x');
  expect(await playbackRate(page)).toBe(1.5);
  await pickQuality(page, '360p');
  await playFrom(page, 1);
  await expect.poll(() => videoHeight(page), { timeout: bound(15_000) }).toBe(360);
  expect(await page.evaluate(() => document.fullscreenElement?.tagName.toLowerCase())).toBe('media-controller');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByText('This video could not be played.')).toHaveCount(0);

  // The next visit starts at the speed and quality chosen last.
  await page.reload();
  await expect(renditionItems(page).filter({ hasText: '360p' })).toBeChecked();
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => playbackRate(page)).toBe(1.5);
  await expect.poll(() => videoHeight(page), { timeout: bound(15_000) }).toBe(360);

  // With AV1 twins, Chromium plays the AV1 ladder: the master lists the clip's one size twice (H.264 and AV1), the
  // menu shows it once, beside Auto, and hls.js, Chromium decoding AV1, loads only the AV1 rung's playlist and file
  // of the ladder's (and the sound, a rendition of its own that every rung plays with).
  const av1Start = media.length;
  await openCourseLectures(page, AV1_COURSE);
  await expectVideoPlays(page);
  await expect(renditionItems(page)).toHaveText([/^\s*180p\s*$/, /^\s*Auto/]);
  const rungFiles = media
    .slice(av1Start)
    .map((line) => new URL(line.split(' ')[1]!).pathname)
    .filter((pathname) => /\/hls\/[\da-f-]+\/[^/]+\.(m3u8|mp4)$/.test(pathname))
    .map((pathname) => pathname.split('/').at(-1)!);
  expect(rungFiles.filter((file) => file.endsWith('.mp4'))).not.toHaveLength(0);
  expect(rungFiles.filter((file) => !file.startsWith('audio.')).every((file) => file.startsWith('180p-av1.'))).toBe(
    true,
  );
  expect(rungFiles).toContain('audio.mp4');

  // Paused, the player animates nothing: media-chrome's own SMIL spinner kept Chromium repainting every frame, unseen.
  // Its replacement spins only in an indicator marked loading (a detached copy here: the player's own is left alone).
  await openCourseLectures(page, COURSE);
  const first = await expectVideoPlays(page);
  await first.evaluate((element: HTMLVideoElement) => element.pause());
  const spinner = await page.locator('media-loading-indicator').evaluate((indicator) => {
    const spinning = (root: Element) =>
      root
        .getAnimations({ subtree: true })
        .flatMap((animation) => (animation instanceof CSSAnimation ? [animation] : []));
    const loading = document.createElement('media-loading-indicator');
    loading.setAttribute('medialoading', '');
    loading.append(indicator.querySelector('svg[slot="icon"]')!.cloneNode(true));
    document.body.append(loading);
    const whileLoading = spinning(loading).length;
    loading.remove();
    return {
      builtInStopped: indicator.shadowRoot?.querySelector('svg')?.animationsPaused(),
      whilePaused: spinning(indicator).length,
      whileLoading,
    };
  });
  expect(spinner).toEqual({ builtInStopped: true, whilePaused: 0, whileLoading: 1 });

  // A player left open past the URL lifetime still switches lectures and seeks: the stable URLs (masters, posters,
  // files) never fail, and the signed children that expired are renewed.
  const failures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/media/') && !url.searchParams.has('sig') && response.status() >= 400) {
      failures.push(response.url());
    }
  });
  await lectureButton(page, 'Values, types and operators').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Values, types and operators' })).toBeVisible();
  await expectVideoPlays(page, 'Values, types and operators');
  await seekAndPlay(page, 3);
  // Back to the first lecture, whose stable playlist URL the page has held since it opened; its signed children
  // have expired meanwhile.
  const childExpired = await expireNextSignedRequest(page, /\/hls\/[\da-f-]+\/[^/]+\.(m3u8|mp4)$/);
  await lectureButton(page, 'Welcome and setup').click();
  await expectVideoPlays(page, 'Welcome and setup');
  await seekAndPlay(page, 2);
  expect(childExpired()).toBe(true);
  await expect(page.getByText('This video could not be played.')).toHaveCount(0);
  expect(failures).toEqual([]);
});
