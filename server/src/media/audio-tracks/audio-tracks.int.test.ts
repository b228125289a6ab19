import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, gqlUpload } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import type { TestApp } from '../../../test/harness';
import { mediaGet, type ReadyLectureApp, startWithReadyLecture } from '../../../test/ready-lecture';
import { lectureOutputPrefix } from '../../catalog/lecture/lecture-renditions';
import { QUEUES } from '../../jobs/job-queue';
import { parseMediaPlaylist } from '../transcoder/master-playlist';
import { audioTrackFailedJob, encodeAudioTrackJob } from './audio-track.job';
import { NO_SOUND_REASON } from './audio-tracks.messages';

const TRACK_FIELDS = 'id lectureId language label kind status durationSeconds failureReason';
const ADD = /* GraphQL */ `
  mutation AddAudio($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) {
    addAudioTrack(lectureId: $lectureId, input: $input, file: $file) { ${TRACK_FIELDS} }
  }`;
const DELETE = /* GraphQL */ `mutation DeleteAudio($id: ID!) { deleteAudioTrack(id: $id) }`;
const LECTURE_TRACKS = /* GraphQL */ `
  query LectureAudio($courseId: ID!) { lectures(courseId: $courseId) { id audioTracks { ${TRACK_FIELDS} } } }`;

type Track = {
  id: string;
  language: string;
  label: string;
  kind: string;
  status: string;
  failureReason: string | null;
};

let ready: ReadyLectureApp;
let app: TestApp;
let dub: Buffer;
let silentVideo: Buffer;

/** A file made by ffmpeg from a lavfi source: 4 s, so that the encode has two segments. */
function generated(dir: string, name: string, input: string[], output: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...input, ...output, file]);
  return readFile(file);
}

beforeAll(async () => {
  ready = await startWithReadyLecture();
  app = ready.app;
  const dir = path.dirname(ready.source.dir);
  dub = await generated(dir, 'dub.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=4'], ['-c:a', 'libmp3lame']);
  silentVideo = await generated(
    dir,
    'silent.mp4',
    ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=1'],
    ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  );
}, bound(120_000));
afterAll(() => ready?.close());

const add = (
  file: { content: Buffer; filename: string; type: string },
  input: Record<string, string> = { language: 'hi', label: 'हिन्दी', kind: 'dub' },
  token = ready.admin.token,
) =>
  gqlUpload<{ addAudioTrack: Track }>(
    app,
    ADD,
    { lectureId: ready.lectureId, input, file: null },
    [{ path: 'variables.file', ...file }],
    { token },
  );

const mp3 = () => ({ content: dub, filename: 'hindi.mp3', type: 'audio/mpeg' });

/** The lecture.audio job the track's latest upload queued in its transaction, run here as a worker would run it. */
async function runQueuedEncode(trackId: string) {
  const [job] = await app.orm.em.fork().execute<{ data: { trackId: string; version: string } }[]>(
    `select j.data from pgboss.job j join audio_tracks t on t.id::text = j.data->>'trackId'
         where j.name = ? and t.id = ? and j.data->>'version' = t.version::text and j.state = 'created'`,
    [QUEUES.lectureAudio, trackId],
  );
  expect(job).toBeDefined();
  await encodeAudioTrackJob(app.deps)({
    id: 'test',
    data: job!.data,
    attempt: 0,
    signal: new AbortController().signal,
  });
  return job!.data.version;
}

const sourceKeyOf = async (trackId: string) => {
  const [row] = await app.orm.em
    .fork()
    .execute<{ source_key: string | null }[]>('select source_key from audio_tracks where id = ?', [trackId]);
  return row!.source_key;
};

const tracksOf = async (token: string) => {
  const answer = await gql<{ lectures: { id: string; audioTracks: Track[] }[] }>(
    app,
    LECTURE_TRACKS,
    { courseId: ready.courseId },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.lectures[0]!.audioTracks;
};

const masterOf = async (token: string) => {
  const url = `/media/lectures/${ready.lectureId}/hls.m3u8`;
  const response = await mediaGet(app, url, { token });
  expect(response.status).toBe(200);
  return { text: await response.text(), base: new URL(url, app.url) };
};

describe('alternate audio tracks', () => {
  it('an ADMIN uploads a dub: PROCESSING, hidden from learners, then READY in the master playlist and playable', async () => {
    const added = await add(mp3());
    expect(added.errors).toBeUndefined();
    const track = added.data!.addAudioTrack;
    expect(track).toMatchObject({ language: 'hi', label: 'हिन्दी', kind: 'dub', status: 'PROCESSING' });
    expect(await tracksOf(ready.subscriber.token)).toEqual([]);
    // Until the dub is READY the master's AUDIO group holds the lecture's own sound alone.
    const before = (await masterOf(ready.subscriber.token)).text;
    expect(before.match(/TYPE=AUDIO/g)).toHaveLength(1);
    expect(before).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",DEFAULT=YES');

    const sourceKey = await sourceKeyOf(track.id);
    expect(sourceKey).toMatch(/^audio\/[0-9a-f-]{36}\.mp3$/);
    const version = await runQueuedEncode(track.id);
    const [published] = await tracksOf(ready.subscriber.token);
    expect(published).toMatchObject({ id: track.id, status: 'READY', failureReason: null });
    expect((published as unknown as { durationSeconds: number }).durationSeconds).toBeCloseTo(4, 0);

    const { text, base } = await masterOf(ready.subscriber.token);
    const audioLine = text.split('\n').find((line) => line.includes('LANGUAGE="hi"'));
    expect(audioLine).toMatch(/^#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="हिन्दी",LANGUAGE="hi",DEFAULT=NO/);
    expect(text).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Original",DEFAULT=YES');
    expect(text.match(/AUDIO="audio"/g)).toHaveLength(2);

    // The signed audio playlist, then its media file's byte ranges, as a player fetches them.
    const uri = /URI="([^"]+)"/.exec(audioLine!)![1]!;
    expect(uri).toMatch(new RegExp(`^hls/${version}/audio\\.m3u8\\?`));
    const playlistUrl = new URL(uri, base);
    const playlist = await mediaGet(app, playlistUrl.href);
    expect(playlist.status).toBe(200);
    const parsed = parseMediaPlaylist(await playlist.text());
    expect(parsed.ended).toBe(true);
    expect(parsed.segments.length).toBeGreaterThanOrEqual(1);
    const [segment] = parsed.segments;
    const media = await mediaGet(
      app,
      new URL(segment!.uri, playlistUrl).href,
      {},
      {
        range: `bytes=${segment!.offset}-${segment!.offset! + segment!.bytes! - 1}`,
      },
    );
    expect(media.status).toBe(206);
    const bytes = Buffer.from(await media.arrayBuffer());
    expect(bytes.subarray(0, 256).toString('latin1')).toContain('moof');
    // The upload is gone once encoded.
    expect(await sourceKeyOf(track.id)).toBeNull();
    await expect(app.deps.storage.read(sourceKey!)).rejects.toThrow();
  });

  it('a second upload in the same language and kind replaces the track and removes the first version', async () => {
    const [before] = await tracksOf(ready.admin.token);
    const dubLine = (await masterOf(ready.admin.token)).text.split('\n').find((line) => line.includes('LANGUAGE="hi"'));
    const oldVersion = /hls\/([0-9a-f-]{36})\/audio\.m3u8/.exec(dubLine!)![1]!;
    const replaced = await add(mp3(), { language: 'hi', label: 'Hindi (new)', kind: 'dub' });
    expect(replaced.data?.addAudioTrack).toMatchObject({ id: before!.id, label: 'Hindi (new)', status: 'PROCESSING' });
    const oldKey = `${lectureOutputPrefix(ready.lectureId, oldVersion)}audio.m3u8`;
    await expect(app.deps.storage.read(oldKey)).rejects.toThrow();
    const newVersion = await runQueuedEncode(before!.id);
    expect((await masterOf(ready.subscriber.token)).text).toContain(`hls/${newVersion}/audio.m3u8`);
  });

  it('an audio description is marked as one in the master playlist', async () => {
    const added = await add(mp3(), { language: 'en', label: 'English (described)', kind: 'description' });
    await runQueuedEncode(added.data!.addAudioTrack.id);
    const line = (await masterOf(ready.subscriber.token)).text.split('\n').find((each) => each.includes('described'));
    expect(line).toContain('CHARACTERISTICS="public.accessibility.describes-video"');
    const deleted = await gql<{ deleteAudioTrack: string }>(
      app,
      DELETE,
      { id: added.data!.addAudioTrack.id },
      ready.admin,
    );
    expect(deleted.data?.deleteAudioTrack).toBe(added.data!.addAudioTrack.id);
    expect((await masterOf(ready.subscriber.token)).text).not.toContain('described');
  });

  it('refuses what is not audio or video by its bytes, and a bad language, storing nothing', async () => {
    const countUploads = async () =>
      (await app.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from audio_tracks`))[0]!.n;
    const before = await countUploads();
    const text = await add({
      content: Buffer.from('just some text, named like audio'),
      filename: 'a.mp3',
      type: 'audio/mpeg',
    });
    expect(errorCode(text)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const language = await add(mp3(), { language: 'not a tag!', label: 'x', kind: 'dub' });
    expect(errorCode(language)).toBe('BAD_USER_INPUT');
    expect(await countUploads()).toBe(before);
  });

  it('a video without sound is FAILED with the reason an ADMIN reads, and never reaches learners', async () => {
    const added = await add(
      { content: silentVideo, filename: 'silent.mp4', type: 'video/mp4' },
      {
        language: 'ta',
        label: 'தமிழ்',
        kind: 'dub',
      },
    );
    const trackId = added.data!.addAudioTrack.id;
    await runQueuedEncode(trackId);
    const failed = (await tracksOf(ready.admin.token)).find((track) => track.id === trackId);
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: NO_SOUND_REASON });
    expect((await tracksOf(ready.subscriber.token)).map((track) => track.language)).toEqual(['hi']);
    // The dead letter of a job whose retries ran out leaves a FAILED track as it is.
    await audioTrackFailedJob(app.deps)({
      id: 'dead',
      data: { trackId, version: randomUUID() },
      attempt: 0,
      signal: new AbortController().signal,
    });
    expect((await tracksOf(ready.admin.token)).find((track) => track.id === trackId)?.status).toBe('FAILED');
  });

  it('is an ADMIN operation', async () => {
    expect(errorCode(await add(mp3(), undefined, ready.subscriber.token))).toBe('FORBIDDEN');
    const [track] = await tracksOf(ready.admin.token);
    expect(errorCode(await gql(app, DELETE, { id: track!.id }, ready.learner))).toBe('FORBIDDEN');
  });
});
