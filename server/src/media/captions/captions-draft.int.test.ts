import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAttempt, storeProgressiveVideo } from '../../../test/caption-fixtures';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { transcribeLectureCaptionsJob } from './captions-transcribe.job';

const CAPTIONS = /* GraphQL */ `
  query Captions($courseId: ID!) { lectures(courseId: $courseId) { id captions { id status confidence url } } }`;
const CUES = /* GraphQL */ `query Cues($id: ID!) { captionTrack(id: $id) { cues { text confidences } } }`;
const SET_DRAFT = /* GraphQL */ `
  mutation SetDraft($trackId: ID!, $draft: Boolean!) { setCaptionsDraft(trackId: $trackId, draft: $draft) { status url } }`;
const SEARCH = /* GraphQL */ `query Said($q: String!) { searchTranscripts(query: $q) { lectureId } }`;

type Captions = { lectures: { id: string; captions: { id: string; status: string; confidence: number | null }[] }[] };

/**
 * Drafts for real: espeak-ng speech transcribed by PocketSphinx, whose words' mean confidence is below the threshold
 * set here (TRANSCRIPTION_PUBLISH_CONFIDENCE 0.999, so any real recognition falls under it), so the track stays a
 * draft for ADMINs until one approves it.
 */
describe('automatic captions below the confidence to publish', { timeout: bound(120_000) }, () => {
  let app: TestApp;
  let work: string;
  let admin: string;
  let subscriber: string;
  let courseId: string;
  let lectureId: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'captions-draft-'));
    app = await startTestApp({ TRANSCRIPTION_ENGINE: 'pocketsphinx', TRANSCRIPTION_PUBLISH_CONFIDENCE: '0.999' });
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    subscriber = (await createUser(app, { subscriptionStatus: 'active' })).token;
    const audio = path.join(work, 'speech.wav');
    const video = path.join(work, 'speech.mp4');
    execFileSync('espeak-ng', [
      '-v',
      'en-us',
      '-s',
      '130',
      '-w',
      audio,
      'welcome to the lecture. today we talk about the world.',
    ]);
    execFileSync('ffmpeg', [
      ...[
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'color=c=navy:size=320x180:rate=15',
      ],
      ...[
        '-i',
        audio,
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        video,
      ],
    ]);
    const { course, lectures } = await createCourse(app, { title: 'Drafted words' }, { lectures: 1 });
    courseId = course.id;
    lectureId = (lectures[0] as { id: string }).id;
    await storeProgressiveVideo(app, lectureId, video);
    await transcribeLectureCaptionsJob(app.deps)(firstAttempt({ lectureId }));
  });
  afterAll(async () => {
    await app.close();
    await rm(work, { recursive: true, force: true });
  });

  const tracksFor = async (token: string) =>
    (await gql<Captions>(app, CAPTIONS, { courseId }, { token })).data?.lectures.find((each) => each.id === lectureId)
      ?.captions ?? [];
  const found = async () =>
    (
      (await gql<{ searchTranscripts: { lectureId: string }[] }>(app, SEARCH, { q: 'welcome' }, { token: admin })).data
        ?.searchTranscripts ?? []
    ).some((moment) => moment.lectureId === lectureId);

  it('keeps the track a draft with its confidences, which only ADMINs see and nobody finds', async () => {
    const [track] = await tracksFor(admin);
    expect(track?.status).toBe('DRAFT');
    expect(track?.confidence).toBeGreaterThan(0);
    expect(track?.confidence).toBeLessThan(0.999);
    const cues = await gql<{ captionTrack: { cues: { text: string; confidences: number[] }[] } }>(
      app,
      CUES,
      { id: track?.id },
      { token: admin },
    );
    for (const cue of cues.data?.captionTrack.cues ?? []) {
      expect(cue.confidences).toHaveLength(cue.text.split(/\s+/).length);
    }
    expect(await tracksFor(subscriber)).toEqual([]);
    expect(await found()).toBe(false);
    const file = await fetch(`${app.url}/media/lectures/${lectureId}/captions/en.vtt`, {
      headers: { authorization: `Bearer ${subscriber}` },
    });
    expect(file.status).toBe(404);
  });

  it('publishes the draft when an ADMIN approves it, and takes it back', async () => {
    const [track] = await tracksFor(admin);
    expect(errorCode(await gql(app, SET_DRAFT, { trackId: track?.id, draft: false }, { token: subscriber }))).toBe(
      'FORBIDDEN',
    );
    const approved = await gql<{ setCaptionsDraft: { status: string; url: string | null } }>(
      app,
      SET_DRAFT,
      { trackId: track?.id, draft: false },
      { token: admin },
    );
    expect(approved.data?.setCaptionsDraft.status).toBe('READY');
    expect((await tracksFor(subscriber)).map((each) => each.status)).toEqual(['READY']);
    expect(await found()).toBe(true);

    const drafted = await gql(app, SET_DRAFT, { trackId: track?.id, draft: true }, { token: admin });
    expect(drafted.errors).toBeUndefined();
    expect(await tracksFor(subscriber)).toEqual([]);
    expect(await found()).toBe(false);
  });
});
