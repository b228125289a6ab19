import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { ManualClock } from '../../../../test/clock';
import { createCourse } from '../../../../test/course-factories';
import { createUser } from '../../../../test/factories';
import { errorCode, gql } from '../../../../test/graphql-client';
import { bound } from '../../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { tellCourseLearners } from '../../progress/new-lecture-notices';
import { PUSH_TTL_SECONDS } from './push-delivery';

/**
 * Web push end to end: the real app with its workers, a learner's browser played by a real P-256 key pair and auth
 * secret, and a push service played by a node:http server on 127.0.0.1 that records what it is sent and answers as
 * told. The test decrypts what arrives (aes128gcm, as the browser would) and checks the VAPID signature.
 */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let app: TestApp;
let pushService: http.Server;
let origin = '';
const received: Received[] = [];
/** What the stand-in answers, by the endpoint's path; 201 unless told. */
const answers = new Map<string, number[]>();
const vapid = webpush.generateVAPIDKeys();
const clock = new ManualClock(new Date('2027-03-01T10:00:00Z'));

beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path)?.shift() ?? 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  app = await startTestApp(
    {
      WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      WEB_PUSH_SUBJECT: 'mailto:push@coursehub.test',
      // The clock's 10:00 UTC is day for every learner here but the night owl's.
      QUIET_HOURS: '21-8',
    },
    { workers: true, clock },
  );
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

type Learner = Awaited<ReturnType<typeof createUser>>;

const SUBSCRIBE =
  'mutation Sub($input: PushSubscriptionInput!) { subscribeToPush(input: $input) { endpoint subscribed } }';
const UNSUBSCRIBE =
  'mutation Unsub($endpoint: String!) { unsubscribeFromPush(endpoint: $endpoint) { endpoint subscribed } }';
const CHANNEL =
  'mutation Channel($enabled: Boolean!) { setNotificationChannel(channel: PUSH, enabled: $enabled) { channel enabled } }';
const ASK =
  'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }';
const REPLY = 'mutation Reply($postId: ID!, $body: String!) { replyToPost(postId: $postId, body: $body) { id } }';

/** A browser: its own key pair and auth secret, subscribed at a path of the stand-in push service. */
function newBrowser(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/push/${name}-${randomBytes(4).toString('hex')}`;
  return {
    ecdh,
    auth,
    path,
    subscription: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
  };
}
type Browser = ReturnType<typeof newBrowser>;

async function subscribe(learner: Learner, browser: Browser) {
  const answer = await gql<{ subscribeToPush: { subscribed: boolean } }>(
    app,
    SUBSCRIBE,
    { input: browser.subscription },
    learner,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.subscribeToPush).toEqual({ endpoint: browser.subscription.endpoint, subscribed: true });
}

/** The learner asks under a new course's lecture and an ADMIN answers: the asker's inbox is told. */
async function answerAQuestionOf(learner: Learner, courseTitle: string) {
  const { lectures } = await createCourse(app, { title: courseTitle, createdBy: 'Ravi Instructor' }, { lectures: 1 });
  const admin = await createUser(app, { role: 'ADMIN' });
  const asked = await gql<{ askQuestion: { id: string } }>(
    app,
    ASK,
    { lectureId: lectures[0]?.id, input: { title: 'Why quote $HOME?', body: 'Spaces' } },
    learner,
  );
  const questionId = asked.data?.askQuestion.id ?? '';
  expect((await gql(app, REPLY, { postId: questionId, body: 'Word splitting' }, admin)).errors).toBeUndefined();
  return { lectureId: lectures[0]?.id ?? '', questionId };
}

const requestsTo = (browser: Browser) => received.filter((request) => request.path === browser.path);

/** Decrypts a message as its browser would. */
const decrypted = (browser: Browser, request: Received) =>
  JSON.parse(
    ece.decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString(),
  ) as { title: string; body: string; url: string; click: string };

const subscriptionRow = async (browser: Browser) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<{ failure_count: number; last_success_at: string | null }[]>(
        'select failure_count, last_success_at from push_subscriptions where endpoint = ?',
        [browser.subscription.endpoint],
      )
  ).map((row) => ({ ...row, last_success_at: row.last_success_at && new Date(row.last_success_at) }));

const pushJobsFor = async (userId: string) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<{ state: string }[]>(
        `select j.state from pgboss.job j join push_subscriptions s on s.id::text = j.data->>'subscriptionId'
         where j.name = 'push.send' and s.user_id = ?`,
        [userId],
      )
  ).map((row) => row.state);

/** How long each queued job of `queue` about the learner waits before it may start, in seconds. */
const waitsOf = async (queue: 'push.send' | 'mail.send', userId: string) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<{ wait: number }[]>(
        queue === 'push.send'
          ? `select extract(epoch from j.start_after - j.created_on)::float8 as wait from pgboss.job j
             join push_subscriptions s on s.id::text = j.data->>'subscriptionId'
             where j.name = 'push.send' and s.user_id = ? and j.state = 'created'`
          : `select extract(epoch from j.start_after - j.created_on)::float8 as wait from pgboss.job j
             join outbox o on o.id::text = j.data->>'outboxId' join users u on u.email = o.recipient
             where j.name = 'mail.send' and u.id = ? and j.state = 'created'`,
        [userId],
      )
  ).map((row) => Math.round(row.wait));

describe('web push', () => {
  it('gives browsers the VAPID public key to subscribe with', async () => {
    const answer = await gql<{ webPushPublicKey: string | null }>(app, '{ webPushPublicKey }');
    expect(answer.data?.webPushPublicKey).toBe(vapid.publicKey);
  });

  it("pushes an answer to the asker's browser, encrypted to it, signed with VAPID, in their language", async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    await app.orm.em.fork().getConnection().execute(`update users set locale = 'hi' where id = ?`, [learner.user.id]);
    const browser = newBrowser('asker');
    await subscribe(learner, browser);
    const { lectureId } = await answerAQuestionOf(learner, 'Shell basics');

    await vi.waitFor(() => expect(requestsTo(browser)).toHaveLength(1), { timeout: bound(15_000) });
    const [request] = requestsTo(browser);
    if (!request) throw new Error('no push arrived');
    expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(PUSH_TTL_SECONDS) });
    expect(decrypted(browser, request)).toEqual({
      title: 'आपके सवाल का नया जवाब',
      body: 'Ravi Instructor ने आपके सवाल “Why quote $HOME?” का जवाब दिया',
      url: expect.stringContaining(`lecture=${lectureId}`),
      click: expect.stringMatching(/\/go\//),
    });
    // The service worker's beacon when the notification is clicked: the push counted opened, once.
    const { pathname } = new URL(decrypted(browser, request).click);
    const opened = async () =>
      (
        await app.orm.em
          .fork()
          .getConnection()
          .execute<{ clicked_at: Date | null }[]>(
            `select clicked_at from reminder_messages where channel = 'PUSH' and user_id = ?`,
            [learner.user.id],
          )
      ).map((row) => row.clicked_at !== null);
    await vi.waitFor(async () => expect(await opened()).toEqual([false]), { timeout: bound(15_000) });
    for (const _ of [1, 2]) expect((await fetch(`${app.url}${pathname}`, { method: 'POST' })).status).toBe(204);
    expect(await opened()).toEqual([true]);

    // VAPID (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed by the server's private key for this origin.
    const authorization = request.headers.authorization ?? '';
    const [, token = '', key = ''] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(key).toBe(vapid.publicKey);
    const [header = '', claims = '', signature = ''] = token.split('.');
    const claimSet = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    expect(claimSet).toMatchObject({ aud: origin, sub: 'mailto:push@coursehub.test' });
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: keyPart(key, 1), y: keyPart(key, 33) },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(signed).toBe(true);
    await vi.waitFor(async () => expect((await subscriptionRow(browser))[0]?.last_success_at).toEqual(clock.now()), {
      timeout: bound(15_000),
    });
  });

  it("keeps an answer's push and mail for the end of the asker's night, in their own time zone", async () => {
    const owl = await createUser(app, { subscriptionStatus: 'active' });
    // 10:00 UTC is 02:00 in Los Angeles (PST in early March): its night ends at 08:00 there, 16:00 UTC, 6 h on.
    await app.orm.em
      .fork()
      .getConnection()
      .execute('update users set time_zone = ? where id = ?', ['America/Los_Angeles', owl.user.id]);
    const browser = newBrowser('owl');
    await subscribe(owl, browser);
    await answerAQuestionOf(owl, 'Shell after midnight');
    expect(await waitsOf('push.send', owl.user.id)).toEqual([6 * 3600]);
    expect(await waitsOf('mail.send', owl.user.id)).toEqual([6 * 3600]);
    const [mail] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ send_after: string }[]>('select send_after from outbox where recipient = ?', [owl.user.email]);
    expect(new Date(mail?.send_after ?? 0)).toEqual(new Date('2027-03-01T16:00:00Z'));
    expect(requestsTo(browser)).toEqual([]);

    // A learner whose day it is (UTC's, without a time zone) is told at once.
    const lark = await createUser(app, { subscriptionStatus: 'active' });
    await subscribe(lark, newBrowser('lark'));
    await answerAQuestionOf(lark, 'Shell at breakfast');
    // A worker's job, which on a loaded machine takes longer than vi.waitFor's default second.
    await vi.waitFor(async () => expect(await pushJobsFor(lark.user.id)).toEqual(['completed']), {
      timeout: bound(15_000),
    });
  });

  it("retries with the queue's back-off when the push service fails, and counts the failure until it succeeds", async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const browser = newBrowser('flaky');
    await subscribe(learner, browser);
    answers.set(browser.path, [503]);
    await answerAQuestionOf(learner, 'Kafka by example');
    await vi.waitFor(() => expect(requestsTo(browser)).toHaveLength(2), { timeout: bound(20_000) });
    const [first, second] = requestsTo(browser);
    expect(decrypted(browser, second as Received)).toEqual(decrypted(browser, first as Received));
    expect(decrypted(browser, second as Received).title).toBe('New answer to your question');
    await vi.waitFor(
      async () =>
        expect((await subscriptionRow(browser))[0]).toEqual({ failure_count: 0, last_success_at: clock.now() }),
      { timeout: bound(15_000) },
    );
  });

  it('deletes a subscription its push service says is gone (410), and pushes an item to a device once', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Docker' }, { lectures: 2 });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    await gql(
      app,
      'mutation Save($lectureId: ID!) { saveLectureProgress(lectureId: $lectureId, positionSeconds: 3) { lectureId } }',
      { lectureId: lectures[0]?.id },
      learner,
    );
    const kept = newBrowser('kept');
    const gone = newBrowser('gone');
    await subscribe(learner, kept);
    await subscribe(learner, gone);
    answers.set(gone.path, [410]);
    const ready = { lectureId: lectures[1]?.id ?? '', courseId: course.id, title: 'Lecture 2', durationSeconds: 60 };
    await tellCourseLearners(app.orm.em.fork(), app.deps, ready);
    // Told again (the job run twice): nobody is told, nor pushed, twice.
    await tellCourseLearners(app.orm.em.fork(), app.deps, ready);

    await vi.waitFor(async () => expect(await pushJobsFor(learner.user.id)).toEqual(['completed']), {
      timeout: bound(15_000),
    });
    await vi.waitFor(async () => expect(await subscriptionRow(gone)).toEqual([]), { timeout: bound(15_000) });
    expect(requestsTo(gone)).toHaveLength(1);
    expect(requestsTo(kept)).toHaveLength(1);
    expect(decrypted(kept, requestsTo(kept)[0] as Received)).toMatchObject({
      title: 'New lecture',
      body: 'New lecture in Docker: Lecture 2',
    });
  });

  it('sends nothing once the learner turns the push channel off, and subscribing a device turns it on again', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const browser = newBrowser('quiet');
    await subscribe(learner, browser);
    const off = await gql(app, CHANNEL, { enabled: false }, learner);
    expect(off.data).toEqual({ setNotificationChannel: { channel: 'PUSH', enabled: false } });
    await answerAQuestionOf(learner, 'Git for teams');
    // The job would have been written in the answer's transaction: none was.
    expect(await pushJobsFor(learner.user.id)).toEqual([]);
    expect(requestsTo(browser)).toEqual([]);

    await subscribe(learner, browser);
    const channels = await gql(app, '{ notificationChannels { channel enabled } }', {}, learner);
    expect(channels.data).toEqual({ notificationChannels: [{ channel: 'PUSH', enabled: true }] });
  });

  it('forgets a device on unsubscribe; refuses bad subscriptions and strangers', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const browser = newBrowser('leaving');
    await subscribe(learner, browser);
    const left = await gql(app, UNSUBSCRIBE, { endpoint: browser.subscription.endpoint }, learner);
    expect(left.data).toEqual({ unsubscribeFromPush: { endpoint: browser.subscription.endpoint, subscribed: false } });
    expect(await subscriptionRow(browser)).toEqual([]);

    const bad = (input: unknown) => gql(app, SUBSCRIBE, { input }, learner);
    const { subscription } = browser;
    expect(errorCode(await bad({ ...subscription, endpoint: 'ftp://push.example/x' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await bad({ ...subscription, endpoint: 'http://push.example/x' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await bad({ ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await bad({ ...subscription, keys: { ...subscription.keys, auth: 'c2hvcnQ' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await gql(app, SUBSCRIBE, { input: subscription }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(app, CHANNEL, { enabled: false }))).toBe('UNAUTHENTICATED');
  });
});

/** One 32-byte coordinate of an uncompressed P-256 public key (base64url), as a JWK wants it. */
function keyPart(publicKey: string, offset: number) {
  return Buffer.from(publicKey, 'base64url')
    .subarray(offset, offset + 32)
    .toString('base64url');
}
