import { constants, createHmac, createPublicKey, publicEncrypt, webcrypto } from 'node:crypto';
import { receiptMessage } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { signReceipt, unwrapDownloadKey } from './deviceCrypto';
import { DownloadManager, type IssuedGrant } from './downloadManager';
import { memoryDownloadStore } from './downloadStore';
import { ViewingStretch } from './offlineViewing';

const crypto = webcrypto as unknown as Crypto;
const GRANT_ID = '3f1b2c9e-0000-4000-8000-000000000001';
const LECTURE = { lectureId: 'lecture-1', lectureTitle: 'Colour', courseId: 'course-1', courseTitle: 'Design' };
const SEGMENTS = [new Uint8Array(32).fill(1), new Uint8Array(48).fill(2), new Uint8Array(16).fill(3)];
const PLAYLIST = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=AES-128,URI="key"\n';
const INIT = new Uint8Array(20).fill(9);
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';
const KEY = new Uint8Array(16).fill(7);

/**
 * The server's download routes, answered from memory: the unit test runs without the server (its routes have their
 * own integration test). `gate` holds a segment's answer until the test lets it go, to pause mid-download.
 */
function fakeServer(gate?: { sequence: number; open: Promise<void> }) {
  const requests: string[] = [];
  const files = new Map<string, Uint8Array | string>([
    [`/media/downloads/${GRANT_ID}/media.m3u8`, PLAYLIST],
    [`/media/downloads/${GRANT_ID}/init.mp4`, INIT],
    ...SEGMENTS.map((bytes, n) => [`/media/downloads/${GRANT_ID}/${n}.m4s`, bytes] as const),
    ['/media/lectures/lecture-1/captions/en.vtt', CAPTIONS],
  ]);
  const bytes =
    new TextEncoder().encode(PLAYLIST).length + INIT.length + SEGMENTS.reduce((sum, each) => sum + each.length, 0);
  const plan = {
    segments: SEGMENTS.length,
    bytes,
    captions: [{ language: 'en', label: 'English', url: '/media/lectures/lecture-1/captions/en.vtt' }],
  };
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (url === `/media/downloads/${GRANT_ID}`) return Response.json(plan);
    if (gate && url.endsWith(`/${gate.sequence}.m4s`)) await gate.open;
    const body = files.get(url);
    return body === undefined
      ? new Response('{}', { status: 404 })
      : new Response(typeof body === 'string' ? body : (body.slice().buffer as ArrayBuffer));
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, plan };
}

function manager(server: ReturnType<typeof fakeServer>, fetch = server.fetch) {
  const store = memoryDownloadStore();
  const keys: string[] = [];
  const requestGrant = async (lectureId: string, quality: IssuedGrant['quality'], devicePublicKey: string) => {
    keys.push(devicePublicKey);
    // As the server wraps a grant's key: RSA-OAEP (SHA-256) to the device's public key.
    const publicKey = createPublicKey({ key: Buffer.from(devicePublicKey, 'base64'), format: 'der', type: 'spki' });
    const wrapped = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      KEY,
    );
    return {
      id: GRANT_ID,
      lectureId,
      quality,
      wrappedKey: wrapped.toString('base64'),
      issuedAt: '2026-12-01T10:00:00.000Z',
      expiresAt: '2027-01-01T10:00:00.000Z',
    };
  };
  return { store, keys, downloads: new DownloadManager({ store, requestGrant, fetch, crypto }) };
}

describe('DownloadManager', () => {
  it('keeps every file of a lecture, and counts storage as exactly the bytes stored', async () => {
    const server = fakeServer();
    const { store, downloads } = manager(server);
    const done = await downloads.download(LECTURE, 'SD_360');
    expect(done).toMatchObject({ progress: 'complete', filesStored: 6, quality: 'SD_360', courseTitle: 'Design' });
    expect(done.captions).toEqual([{ language: 'en', label: 'English', file: 'captions-en.vtt' }]);
    const captionBytes = new TextEncoder().encode(CAPTIONS).length;
    expect(await downloads.bytesUsed()).toBe(server.plan.bytes + captionBytes);
    expect(new Uint8Array((await store.file(GRANT_ID, '1.m4s')) as ArrayBuffer)).toEqual(SEGMENTS[1]);

    await downloads.remove(GRANT_ID);
    expect(await downloads.list()).toEqual([]);
    expect(await store.file(GRANT_ID, '1.m4s')).toBeUndefined();
    expect(await downloads.bytesUsed()).toBe(0);
  });

  it('keeps the sound beside the video, with the master naming both, when it is a rendition of its own', async () => {
    const server = fakeServer();
    const sound = [new Uint8Array(16).fill(4), new Uint8Array(16).fill(5)];
    const master = '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,URI="audio.m3u8"\n#EXT-X-STREAM-INF:AUDIO="audio"\nmedia.m3u8\n';
    const extra = new Map<string, Uint8Array | string>([
      ['master.m3u8', master],
      ['audio.m3u8', '#EXTM3U\n'],
      ['audio-init.mp4', new Uint8Array(8)],
      ...sound.map((bytes, n) => [`audio-${n}.m4s`, bytes] as const),
    ]);
    const plan = { ...server.plan, audioSegments: sound.length };
    const fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `/media/downloads/${GRANT_ID}`) return Response.json(plan);
      const body = extra.get(url.split('/').pop() as string);
      if (body === undefined) return server.fetch(input);
      server.requests.push(url);
      return new Response(typeof body === 'string' ? body : (body.slice().buffer as ArrayBuffer));
    }) as typeof globalThis.fetch;
    const { store, downloads } = manager(server, fetch);

    const done = await downloads.download(LECTURE, 'SD_360');
    expect(done.progress).toBe('complete');
    expect(done.files).toEqual([
      'media.m3u8',
      'init.mp4',
      '0.m4s',
      '1.m4s',
      '2.m4s',
      'master.m3u8',
      'audio.m3u8',
      'audio-init.mp4',
      'audio-0.m4s',
      'audio-1.m4s',
      'captions-en.vtt',
    ]);
    expect(done.filesStored).toBe(done.files.length);
    expect(new TextDecoder().decode((await store.file(GRANT_ID, 'master.m3u8')) as ArrayBuffer)).toBe(master);
    expect(new Uint8Array((await store.file(GRANT_ID, 'audio-1.m4s')) as ArrayBuffer)).toEqual(sound[1]);
  });

  it('pauses after the file under way and resumes from the first file not stored', async () => {
    let open: () => void = () => undefined;
    const gate = { sequence: 1, open: new Promise<void>((resolve) => (open = resolve)) };
    const server = fakeServer(gate);
    const { downloads } = manager(server);
    const started = downloads.download(LECTURE, 'DATA_SAVER');
    await expect.poll(() => server.requests.some((url) => url.endsWith('/1.m4s'))).toBe(true);
    await downloads.pause(GRANT_ID);
    open();
    const paused = await started;
    expect(paused).toMatchObject({ progress: 'paused', filesStored: 3 });

    await downloads.resume(GRANT_ID);
    const [resumed] = await downloads.list();
    expect(resumed).toMatchObject({ progress: 'complete', filesStored: 6 });
    // Segment 0 was fetched once: resuming did not start over.
    expect(server.requests.filter((url) => url.endsWith('/0.m4s'))).toHaveLength(1);
  });

  it("makes one device key pair, whose private half unwraps the grant's key and cannot be exported", async () => {
    const server = fakeServer();
    const { store, keys, downloads } = manager(server);
    await downloads.download(LECTURE, 'HD_720');
    const device = await store.deviceKeys();
    expect(keys).toEqual([device?.publicKey]);
    const [download] = await downloads.list();
    const key = await unwrapDownloadKey(device?.privateKey as CryptoKey, download?.wrappedKey ?? '', crypto);
    expect(new Uint8Array(key)).toEqual(KEY);
    await expect(crypto.subtle.exportKey('pkcs8', device?.privateKey as CryptoKey)).rejects.toThrow();
  });

  it('marks a download refused by the server as failed', async () => {
    const server = fakeServer();
    const failing = async (input: RequestInfo | URL) =>
      String(input).endsWith('/2.m4s') ? Response.json({ message: 'ended' }, { status: 403 }) : server.fetch(input);
    const { downloads } = manager(server, failing as typeof fetch);
    await expect(downloads.download(LECTURE, 'SD_360')).rejects.toThrow('ended');
    expect((await downloads.list())[0]).toMatchObject({ progress: 'failed', filesStored: 4 });
  });
});

describe('viewing receipts', () => {
  it('are signed over the same bytes as the server signs (HMAC-SHA-256 of the fixed-order array)', async () => {
    const body = {
      receiptId: '0b5a4d1e-0000-4000-8000-000000000002',
      grantId: GRANT_ID,
      segments: [0, 1],
      heartbeats: [
        { atMs: 1_000, positionSeconds: 0, playing: true, rate: 1, visible: true },
        { atMs: 4_000, positionSeconds: 3.25, playing: true, rate: 1, visible: true },
      ],
    };
    const signed = await signReceipt(KEY.buffer as ArrayBuffer, body, crypto);
    const expected = createHmac('sha256', Buffer.from(KEY)).update(receiptMessage(body)).digest('base64');
    expect(signed.mac).toBe(expected);
    expect(receiptMessage(body)).toBe(
      `["${body.receiptId}","${GRANT_ID}",[0,1],[[1000,0,true,1,true],[4000,3.25,true,1,true]]]`,
    );
  });
});

describe('ViewingStretch', () => {
  const beat = (atMs: number, positionSeconds: number, playing = true) => ({
    atMs,
    positionSeconds,
    playing,
    rate: 1,
    visible: true,
  });

  it('closes a stretch whose last heartbeat came soon after the one before by dropping that one', () => {
    const stretch = new ViewingStretch();
    for (const [at, position] of [
      [0, 0],
      [2_500, 2.5],
      [5_000, 5],
    ] as const)
      stretch.beat(beat(at, position));
    stretch.played(0);
    stretch.played(1);
    stretch.beat(beat(6_000, 6, false));
    expect(stretch.finish()).toEqual({
      heartbeats: [beat(0, 0), beat(2_500, 2.5), beat(6_000, 6, false)],
      segments: [0, 1],
    });
    // Empty again, and a lone heartbeat makes no receipt.
    stretch.beat(beat(7_000, 6));
    expect(stretch.finish()).toBeNull();
  });
});
