import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { CHROMIUM_ARGS, WHOLE_CHROMIUM } from './chromium';
import { callAs, readyCourse } from './course-steps';
import { bound } from './hang-bound';
import { expect, test } from './journey';
import { adminApi, expectMail, logIn, SUBSCRIBER_PASSWORD, subscribeInTestMode } from './support';

const ASK =
  'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }';
const REPLY = 'mutation Reply($postId: ID!, $body: String!) { replyToPost(postId: $postId, body: $body) { id } }';
const SUBSCRIBE =
  'mutation Sub($input: PushSubscriptionInput!) { subscribeToPush(input: $input) { endpoint subscribed } }';
const SAVE =
  'mutation Save($lectureId: ID!, $positionSeconds: Float!) { saveLectureProgress(lectureId: $lectureId, positionSeconds: $positionSeconds) { completed } }';
const REMINDERS = '{ engagementOverview { reminders { channel sent clicked } } }';

type Reminders = { engagementOverview: { reminders: { channel: string; sent: number; clicked: number }[] } };
const clicksOf = (reminders: Reminders, channel: 'DIGEST' | 'PUSH') =>
  reminders.engagementOverview.reminders.find((each) => each.channel === channel)?.clicked ?? 0;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 that keeps what it is sent and answers 201, as a browser vendor's would. */
async function standInPushService() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

// The whole browser: the headless shell denies notifications to every page.
test.use({ launchOptions: { executablePath: WHOLE_CHROMIUM, args: CHROMIUM_ARGS } });

interface Shown {
  title: string;
  body: string;
  data: { url: string; click: string | null };
}

test('a learner is told of an answer by a push notification on their device, and opening it counts', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(180_000));
  const pushService = await standInPushService();
  const context = await browser.newContext();
  const { api, query: asAdmin } = await adminApi(baseURL!);
  try {
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    const page = await context.newPage();
    await subscribeInTestMode(page, 'Notified');
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    // This device's subscription. Chromium reaches only its vendor's push service, out of reach here, so the browser's
    // part is played by the test: a P-256 key pair and an auth secret of its own, at the stand-in push service. What
    // the push service hands a browser is then given to the app's real service worker (DevTools' deliverPushMessage).
    const device = createECDH('prime256v1');
    device.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const endpoint = `${pushService.origin}/push/notified`;
    const subscribed = (await callAs(page, SUBSCRIBE, {
      input: { endpoint, keys: { p256dh: device.getPublicKey().toString('base64url'), auth } },
    })) as { errors?: unknown; data?: { subscribeToPush: { subscribed: boolean } } };
    expect(subscribed.errors).toBeUndefined();
    expect(subscribed.data?.subscribeToPush.subscribed).toBe(true);

    const clickedBefore = clicksOf(await asAdmin<Reminders>(REMINDERS), 'PUSH');

    const course = await readyCourse(baseURL!);
    const questionTitle = `Where does the event loop wait? ${Date.now()}`;
    const asked = (await callAs(page, ASK, {
      lectureId: course.lectures[0],
      input: { title: questionTitle, body: 'Between two ticks' },
    })) as { data?: { askQuestion: { id: string } } };
    const questionId = asked.data?.askQuestion.id ?? '';
    await asAdmin(REPLY, { postId: questionId, body: 'In the poll phase, on the sockets it watches.' });

    // The server's job encrypts the notification to this device and posts it with VAPID.
    await expect.poll(() => pushService.received.length, { timeout: bound(60_000) }).toBe(1);
    const [delivery] = pushService.received;
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = ece
      .decrypt(delivery!.body, { version: 'aes128gcm', privateKey: device, authSecret: auth })
      .toString('utf8');

    const devtools = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((each) => !each.isDeleted && each.scopeURL.startsWith(baseURL!));
        if (live) resolve(live.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registered,
      data: payload,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          (notification) => ({ title: notification.title, body: notification.body, data: notification.data }) as Shown,
        ),
      );
    await expect.poll(async () => (await shown()).length, { timeout: bound(15_000) }).toBe(1);
    const [notification] = await shown();
    expect(notification?.title).toBe('New answer to your question');
    expect(notification?.body).toContain(`answered your question “${questionTitle}”`);

    // Opening it: the service worker tells the tracked link (as on a click), and the page is the lecture's Q&A.
    expect(notification?.data.click).toMatch(/\/go\//);
    await page.evaluate(
      (click) => fetch(click, { method: 'POST', mode: 'no-cors' }).then(() => true),
      notification!.data.click!,
    );
    await page.goto(notification!.data.url);
    const question = page.getByRole('article', { name: questionTitle });
    await question.getByRole('button', { name: '1 answer' }).click();
    await expect(question).toContainText('In the poll phase, on the sockets it watches.');
    expect(clicksOf(await asAdmin<Reminders>(REMINDERS), 'PUSH')).toBe(clickedBefore + 1);
  } finally {
    await context.close();
    await api.dispose();
    await pushService.close();
  }
});

/** 08:30 UTC on the Monday after this week: a learner in UTC is due the digest of this week from 08:00. */
function nextMondayMorning(now = new Date()) {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday + 7, 8, 30);
}

test('a learner who learned this week is mailed a digest on Monday morning, whose link takes them back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(bound(180_000));
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  try {
    const email = await subscribeInTestMode(page, 'Weekly');
    const course = await readyCourse(baseURL!);
    const saved = (await callAs(page, SAVE, { lectureId: course.lectures[0], positionSeconds: 3 })) as {
      errors?: unknown;
    };
    expect(saved.errors).toBeUndefined();
    const { api, query: asAdmin } = await adminApi(baseURL!);
    const clickedBefore = clicksOf(await asAdmin<Reminders>(REMINDERS), 'DIGEST');
    await api.dispose();

    // Monday comes: this server's time (its workers' too) moves there, and its next pass starts the digest of the week.
    const moved = await page.request.put('/test/clock', { data: { offsetMs: nextMondayMorning() - Date.now() } });
    expect(moved.ok()).toBe(true);
    const row = await expectMail(page, email, 'Your week');
    // One digest for the week, however many passes came since.
    await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your week' })).toHaveCount(1);
    await row.getByRole('link', { name: /^Your week/ }).click();
    const mail = page.locator('pre');
    // Its week (no verified viewing in it: the position was saved, not watched) and what comes next.
    await expect(mail).toContainText(/You did not watch a lecture last week \(.+\)\./);
    await expect(mail).toContainText(`Next up in “${course.title}” (0 of `);
    await expect(mail).toContainText(`Continue “${course.title}”`);
    const resume = await page
      .getByRole('link', { name: /\/go\/.+to=.*displaylectures/ })
      .first()
      .getAttribute('href');

    // Opened on Monday, on a device that signs in afresh (a week-old session may have lapsed by then).
    const monday = await browser.newContext({ timezoneId: 'UTC' });
    try {
      const phone = await monday.newPage();
      await logIn(phone, email, SUBSCRIBER_PASSWORD);
      await phone.goto(resume!);
      await expect(phone).toHaveURL(new RegExp(`course=${course.id}`));
      await expect(phone.locator('video').first()).toBeVisible();
    } finally {
      await monday.close();
    }
    const admin = await adminApi(baseURL!);
    expect(clicksOf(await admin.query<Reminders>(REMINDERS), 'DIGEST')).toBe(clickedBefore + 1);
    await admin.api.dispose();
  } finally {
    await page.request.put('/test/clock', { data: { offsetMs: 0 } });
    await context.close();
  }
});
