import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionTrackOf, firstAttempt, storeProgressiveVideo } from '../../../test/caption-fixtures';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { parseCaptionFile } from './caption-format';
import { transcribeLectureCaptionsJob } from './captions-transcribe.job';

/**
 * Automatic captions for real: speech synthesised in the test by espeak-ng (Debian), muxed by ffmpeg into an MP4 as a
 * transcode leaves it, transcribed by PocketSphinx (Debian's pocketsphinx and pocketsphinx-en-us). PocketSphinx hears
 * espeak's voice poorly, so the test asserts what it can honestly: a valid WebVTT, cues in order within the audio,
 * and that two words of the sentence that this recogniser does hear in it ("welcome", "world") are found, the first
 * by the transcript search at about the time it was said.
 */
const SENTENCE = 'welcome to the lecture. today we talk about the world.';
const SPEECH_STARTS_AT = 2;

function makeVideo(dir: string, name: string, speech: boolean) {
  const video = path.join(dir, `${name}.mp4`);
  const audio = path.join(dir, `${name}.wav`);
  if (speech) execFileSync('espeak-ng', ['-v', 'en-us', '-s', '130', '-w', audio, SENTENCE]);
  const sound = speech
    ? [
        '-i',
        audio,
        '-filter_complex',
        `[1:a]adelay=${SPEECH_STARTS_AT * 1000}:all=1,apad=pad_dur=2[a]`,
        '-map',
        '0:v',
        '-map',
        '[a]',
      ]
    : ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-map', '0:v', '-map', '1:a', '-t', '4'];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=navy:size=320x180:rate=15:duration=30'],
    ...sound,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video],
  ]);
  return video;
}

// Each test synthesises, encodes and recognises speech for real (about 10 s alone, several times that beside other
// suites on two cores), well past vitest's 20 s default per test.
describe('automatic captions with PocketSphinx', { timeout: bound(120_000) }, () => {
  let app: TestApp;
  let work: string;
  let admin: string;

  async function readyLecture(name: string, speech: boolean) {
    const { lectures } = await createCourse(app, { title: `Spoken ${name}` }, { lectures: 1 });
    const lectureId = (lectures[0] as { id: string }).id;
    await storeProgressiveVideo(app, lectureId, makeVideo(work, name, speech), name);
    return lectureId;
  }

  const runJob = (lectureId: string) => transcribeLectureCaptionsJob(app.deps)(firstAttempt({ lectureId }));
  const trackOf = (lectureId: string) => captionTrackOf(app, lectureId);

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'captions-speech-'));
    // Published whatever the confidence: these tests are about transcription and search (drafts:
    // captions-draft.int.test.ts; at the default threshold this recognition of espeak's voice is one).
    app = await startTestApp({ TRANSCRIPTION_ENGINE: 'pocketsphinx', TRANSCRIPTION_PUBLISH_CONFIDENCE: '0' });
    admin = (await createUser(app, { role: 'ADMIN' })).token;
  });
  afterAll(async () => {
    await app.close();
    await rm(work, { recursive: true, force: true });
  });

  it('transcribes speech into an automatic English track that the transcript search finds', async () => {
    const lectureId = await readyLecture('speech', true);
    await runJob(lectureId);
    const track = await trackOf(lectureId);
    expect(track).toMatchObject({ status: 'READY', source: 'automatic', label: 'English (automatic)', language: 'en' });
    const cues = await parseCaptionFile(track.vtt, 'vtt');
    expect(cues.length).toBeGreaterThan(0);
    const audioSeconds = 30;
    for (const [index, cue] of cues.entries()) {
      expect(cue.start).toBeGreaterThanOrEqual(index === 0 ? SPEECH_STARTS_AT - 0.5 : (cues[index - 1]?.end ?? 0));
      expect(cue.end).toBeLessThanOrEqual(audioSeconds);
    }
    const words = cues.flatMap((cue) => cue.text.split(/\s+/));
    expect(words).toEqual(expect.arrayContaining(['welcome', 'world']));

    const found = await gql<{ searchTranscripts: { lectureId: string; startSeconds: number }[] }>(
      app,
      'query ($q: String!) { searchTranscripts(query: $q) { lectureId startSeconds } }',
      { q: 'welcome' },
    );
    const moment = found.data?.searchTranscripts.find((each) => each.lectureId === lectureId);
    expect(moment?.startSeconds).toBeGreaterThanOrEqual(SPEECH_STARTS_AT - 0.5);
    expect(moment?.startSeconds).toBeLessThanOrEqual(SPEECH_STARTS_AT + 1.5);
  });

  it('an edited automatic track becomes a person’s, which a later run never overwrites', async () => {
    const lectureId = await readyLecture('edited', true);
    await runJob(lectureId);
    const automatic = await trackOf(lectureId);
    const edited = await gql<{ updateCaptionCues: { source: string; label: string; version: number } }>(
      app,
      'mutation ($id: ID!, $v: Int!, $cues: [CaptionCueInput!]!) { updateCaptionCues(trackId: $id, version: $v, cues: $cues) { source label version } }',
      { id: automatic.id, v: automatic.version, cues: [{ start: 2, end: 4, text: 'Welcome to the lecture' }] },
      { token: admin },
    );
    expect(edited.data?.updateCaptionCues).toEqual({
      source: 'upload',
      label: 'English',
      version: automatic.version + 1,
    });
    await runJob(lectureId);
    const after = await trackOf(lectureId);
    expect(after).toMatchObject({ source: 'upload', status: 'READY', version: automatic.version + 1 });
    expect(after.vtt).toBe('WEBVTT\n\n00:00:02.000 --> 00:00:04.000\nWelcome to the lecture\n');
    const again = await gql(
      app,
      'mutation ($id: ID!) { retranscribeLecture(lectureId: $id) { id } }',
      { id: lectureId },
      { token: admin },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('gives silent audio an empty track, not a failure', async () => {
    const lectureId = await readyLecture('silence', false);
    await runJob(lectureId);
    expect(await trackOf(lectureId)).toMatchObject({ status: 'READY', vtt: 'WEBVTT\n' });
  });
});
