import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, type GqlResponse, gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { Lecture } from '../../catalog/lecture/lecture.entity';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import type { User } from '../../identity/user/user.entity';

const ACQUIRE = `mutation Acquire($lectureId: ID!, $takeOver: Boolean) {
  acquirePlaybackLease(lectureId: $lectureId, takeOver: $takeOver) { id expiresAt renewAfterSeconds }
}`;
const RENEW = 'mutation Renew($leaseId: ID!) { renewPlaybackLease(leaseId: $leaseId) { id expiresAt } }';
const RELEASE = 'mutation Release($leaseId: ID!) { releasePlaybackLease(leaseId: $leaseId) }';

interface Lease {
  id: string;
  expiresAt: string;
  renewAfterSeconds: number;
}

let app: TestApp;
let lecture: Lecture;
let preview: Lecture;

/** One device: a session of its own for the account. */
async function device(user: User) {
  const { token, sessionId } = await app.deps.sessions.issue(user);
  return { token, sessionId };
}
type Device = Awaited<ReturnType<typeof device>>;

async function subscriberWithDevices(count: number) {
  const { user } = await createUser(app, { subscriptionStatus: 'active' });
  const devices: Device[] = [];
  for (let index = 0; index < count; index += 1) devices.push(await device(user));
  return { user, devices };
}

const acquire = (who: Device, lectureId = lecture.id, takeOver = false) =>
  gql<{ acquirePlaybackLease: Lease | null }>(app, ACQUIRE, { lectureId, takeOver }, { token: who.token });
const renew = (who: Device, leaseId: string) =>
  gql<{ renewPlaybackLease: Lease | null }>(app, RENEW, { leaseId }, { token: who.token });
const release = (who: Device, leaseId: string) =>
  gql<{ releasePlaybackLease: boolean }>(app, RELEASE, { leaseId }, { token: who.token });

function leaseOf(response: GqlResponse<{ acquirePlaybackLease: Lease | null }>): Lease {
  expect(response.errors).toBeUndefined();
  const lease = response.data?.acquirePlaybackLease;
  expect(lease).toBeTruthy();
  return lease as Lease;
}

const media = (path: string, who?: Device) =>
  fetch(`${app.url}${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
  );
const master = (who?: Device, id = lecture.id) => media(`/media/lectures/${id}/hls.m3u8`, who);
/**
 * The media route's answer once a lease change has reached it: the media-access cache learns of it through
 * PostgreSQL's notifications, in milliseconds when the machine is idle and later under load. Asked again every 10 ms
 * until the answer comes; the bound is only there to end a hang.
 */
async function settled(load: () => Promise<{ status: number; body: string }>, status: number) {
  let response = await load();
  await expect
    .poll(
      async () => {
        response = await load();
        return response.status;
      },
      { interval: 10, timeout: bound(30_000) },
    )
    .toBe(status);
  return response;
}
const progressive = (who?: Device, id = lecture.id) => media(`/media/lectures/${id}`, who);

beforeAll(async () => {
  app = await startTestApp();
  expect(app.config.maxConcurrentStreams).toBe(2);
  const { lectures } = await createCourse(app, { title: 'Guarded Course' }, { lectures: 2 });
  [lecture, preview] = lectures as [Lecture, Lecture];
  // A ladder as the transcoder records it: the master playlist is written from the row alone.
  const [{ processing_version: version } = { processing_version: '' }] = await app.orm.em
    .fork()
    .execute<{ processing_version: string }[]>('select processing_version from lectures where id = ?', [lecture.id]);
  const prefix = lectureOutputPrefix(lecture.id, version);
  const rendition = {
    name: '360p',
    width: 640,
    height: 360,
    bandwidth: 800_000,
    averageBandwidth: 700_000,
    codecs: 'avc1.64001e,mp4a.40.2',
    frameRate: 30,
    playlistKey: `${prefix}360p.m3u8`,
    mediaKey: `${prefix}360p.mp4`,
  };
  await app.orm.em
    .fork()
    .execute('update lectures set renditions = ?::jsonb where id = ?', [JSON.stringify([rendition]), lecture.id]);
  await app.orm.em.fork().execute('update lectures set free_preview = true where id = ?', [preview.id]);
});
afterAll(() => app.close());

describe('playback leases: at most MAX_CONCURRENT_STREAMS devices of one account play at once', () => {
  it('gives two devices a lease and refuses the third with CONFLICT, saying how many devices play', async () => {
    const { devices } = await subscriberWithDevices(3);
    const [first, second, third] = devices as [Device, Device, Device];
    const lease = leaseOf(await acquire(first));
    expect(lease.renewAfterSeconds).toBe(60);
    const lifetime = Date.parse(lease.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(140_000);
    expect(lifetime).toBeLessThanOrEqual(150_000);
    leaseOf(await acquire(second));

    const refused = await acquire(third);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(errorMessage(refused)).toBe('Your account is already playing on 2 other devices.');
    // A device that already plays asks again (another lecture, a reload): it keeps its slot.
    leaseOf(await acquire(first));
  });

  it('takeOver ends the other devices’ leases: their renewal says playback moved, and they may take it back', async () => {
    const { devices } = await subscriberWithDevices(3);
    const [first, second, third] = devices as [Device, Device, Device];
    const firstLease = leaseOf(await acquire(first));
    const secondLease = leaseOf(await acquire(second));
    const thirdLease = leaseOf(await acquire(third, lecture.id, true));

    for (const [who, lease] of [
      [first, firstLease],
      [second, secondLease],
    ] as const) {
      const moved = await renew(who, lease.id);
      expect(errorCode(moved)).toBe('CONFLICT');
      expect(errorMessage(moved)).toBe('Playback moved to another device.');
    }
    const renewed = await renew(third, thirdLease.id);
    expect(renewed.errors).toBeUndefined();
    expect(renewed.data?.renewPlaybackLease?.id).toBe(thirdLease.id);

    // One device plays now: the first resumes without ending it; then the second must take over from both.
    const resumed = leaseOf(await acquire(first));
    expect(resumed.id).not.toBe(firstLease.id);
    expect(errorCode(await acquire(second))).toBe('CONFLICT');
    leaseOf(await acquire(second, lecture.id, true));
    expect(errorCode(await renew(first, resumed.id))).toBe('CONFLICT');
    expect(errorCode(await renew(third, thirdLease.id))).toBe('CONFLICT');
  });

  it('an expired, released or signed-out device frees its slot; its renewal is NOT_FOUND', async () => {
    const { devices } = await subscriberWithDevices(3);
    const [first, second, third] = devices as [Device, Device, Device];
    const firstLease = leaseOf(await acquire(first));
    const secondLease = leaseOf(await acquire(second));
    expect(errorCode(await acquire(third))).toBe('CONFLICT');

    // The first player vanished (no renewal for the lease's lifetime).
    await app.orm.em
      .fork()
      .execute("update playback_leases set expires_at = now() - interval '1 second' where session_id = ?", [
        first.sessionId,
      ]);
    leaseOf(await acquire(third));
    const lapsed = await renew(first, firstLease.id);
    expect(errorCode(lapsed)).toBe('NOT_FOUND');
    // It asks for a new one, and the account is at its cap again.
    expect(errorCode(await acquire(first))).toBe('CONFLICT');

    expect((await release(second, secondLease.id)).data?.releasePlaybackLease).toBe(true);
    expect((await release(second, secondLease.id)).data?.releasePlaybackLease).toBe(false);
    expect(errorCode(await renew(second, secondLease.id))).toBe('NOT_FOUND');
    leaseOf(await acquire(first));

    // Signing a device out ends its lease's claim at once.
    expect(errorCode(await acquire(second))).toBe('CONFLICT');
    await app.orm.em.fork().execute('update sessions set revoked_at = now() where id = ?', [third.sessionId]);
    leaseOf(await acquire(second));
  });

  it('a release naming an older lease of the device (a player that went away) leaves the new one alone', async () => {
    const { devices } = await subscriberWithDevices(1);
    const [only] = devices as [Device];
    const old = leaseOf(await acquire(only));
    const current = leaseOf(await acquire(only));
    expect(current.id).not.toBe(old.id);
    expect((await release(only, old.id)).data?.releasePlaybackLease).toBe(false);
    expect((await renew(only, current.id)).data?.renewPlaybackLease?.id).toBe(current.id);
  });

  it('two devices asking at once never both take the last slot', async () => {
    const { devices } = await subscriberWithDevices(6);
    const [first, ...others] = devices as [Device, ...Device[]];
    leaseOf(await acquire(first));
    const answers = await Promise.all(others.map((each) => acquire(each)));
    const granted = answers.filter((answer) => answer.data?.acquirePlaybackLease);
    const refused = answers.filter((answer) => errorCode(answer) === 'CONFLICT');
    expect(granted).toHaveLength(1);
    expect(refused).toHaveLength(others.length - 1);
    const [{ live } = { live: '0' }] = await app.orm.em.fork().execute<{ live: string }[]>(
      `select count(*) as live from playback_leases l join sessions s on s.id = l.session_id
         where s.user_id = (select user_id from sessions where id = ?) and l.expires_at > now()`,
      [first.sessionId],
    );
    expect(Number(live)).toBe(2);
  });

  it('ADMINs need no lease and are never counted', async () => {
    const { user: admin } = await createUser(app, { role: 'ADMIN' });
    const devices = [await device(admin), await device(admin), await device(admin)];
    for (const each of devices) {
      const answer = await acquire(each);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.acquirePlaybackLease).toBeNull();
      expect((await master(each)).status).toBe(200);
      expect((await progressive(each)).status).toBe(200);
    }
  });

  it("free previews need no lease for visitors and learners without a subscription; a subscriber's takes one", async () => {
    const { devices } = await subscriberWithDevices(3);
    const [first, second, third] = devices as [Device, Device, Device];
    // A subscriber's preview plays under a lease like any lecture, so the viewing record sees what it delivers.
    leaseOf(await acquire(first, preview.id));
    leaseOf(await acquire(second));
    expect(errorCode(await acquire(third, preview.id))).toBe('CONFLICT');
    expect((await progressive(third, preview.id)).status).toBe(409);
    expect((await progressive(undefined, preview.id)).status).toBe(200);
    const { token } = await createUser(app);
    const learner = { token, sessionId: '' };
    expect((await acquire(learner, preview.id)).data?.acquirePlaybackLease).toBeNull();
    expect((await progressive(learner, preview.id)).status).toBe(200);
    expect(errorCode(await acquire(learner))).toBe('FORBIDDEN');
  });

  it('counts every device the media route plays for: of five that never ask for a lease, two play', async () => {
    const { devices } = await subscriberWithDevices(5);
    const statuses: number[] = [];
    for (const each of devices) statuses.push((await master(each)).status);
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    const [first, second, third] = devices as [Device, Device, Device];
    // The two keep playing (the progressive video too), and hold the account's slots for the GraphQL players.
    expect((await progressive(first)).status).toBe(200);
    expect((await master(second)).status).toBe(200);
    expect((await progressive(third)).status).toBe(409);
    expect(errorMessage(await acquire(third))).toBe('Your account is already playing on 2 other devices.');
    const other = await subscriberWithDevices(3);
    const progressiveStatuses: number[] = [];
    for (const each of other.devices) progressiveStatuses.push((await progressive(each)).status);
    expect(progressiveStatuses).toEqual([200, 200, 409]);
  });

  it('a device taken over is refused by the media route until it asks for a lease again, or its lease would have lapsed', async () => {
    const { devices } = await subscriberWithDevices(3);
    const [first, second, third] = devices as [Device, Device, Device];
    expect((await master(first)).status).toBe(200);
    expect((await master(second)).status).toBe(200);
    leaseOf(await acquire(third, lecture.id, true));
    // A free slot, yet reloading the playlist does not win it back: the take-over stands.
    for (const load of [master, progressive]) {
      const moved = await settled(() => load(first), 409);
      expect(moved.status).toBe(409);
      expect(moved.body).toContain('Playback moved to another device.');
    }
    leaseOf(await acquire(first));
    expect((await master(first)).status).toBe(200);
    await app.orm.em
      .fork()
      .execute("update playback_leases set expires_at = now() - interval '1 second' where session_id = ?", [
        second.sessionId,
      ]);
    expect((await settled(() => master(second), 409)).status).toBe(409);
    expect(errorMessage(await acquire(second))).toBe('Your account is already playing on 2 other devices.');
  });

  it('the media route refuses the master playlist and the video to a device without a lease while the account is at its cap', async () => {
    const { devices } = await subscriberWithDevices(3);
    const [first, second, third] = devices as [Device, Device, Device];
    const firstLease = leaseOf(await acquire(first));
    leaseOf(await acquire(second));

    const refused = await master(third);
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('Your account is already playing on 2 other devices.');
    expect((await progressive(third)).status).toBe(409);
    const playing = await master(first);
    expect(playing.status).toBe(200);
    expect(playing.body).toContain('#EXTM3U');
    expect((await progressive(second)).status).toBe(200);

    await release(first, firstLease.id);
    // The free slot goes to the third device at its first load; asking for a lease then keeps it.
    expect((await master(third)).status).toBe(200);
    leaseOf(await acquire(third));
    // The first device's answer was kept: the release's notification drops it.
    expect((await settled(() => master(first), 409)).status).toBe(409);
    expect((await master(second)).status).toBe(200);
  });
});
