import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionTrackOf, firstAttempt, storeProgressiveVideo } from '../../../test/caption-fixtures';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, gql, gqlUpload } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { NARRATION, speakNarration } from '../../../test/narration';
import type { TimedText } from '../transcription/transcriber';
import type { CaptionTables } from './caption.entity';
import { parseCaptionFile } from './caption-format';
import { alignLectureCaptionsJob } from './captions-align.job';

const ALIGN = /* GraphQL */ `
  mutation AlignCaptions($lectureId: ID!, $script: Upload!) {
    alignCaptionsToScript(lectureId: $lectureId, script: $script) { id language label source status }
  }`;

/** The script as an admin would keep it: a Markdown document with a heading, emphasis and paragraphs. */
const SCRIPT = `# ${NARRATION[0]}\n\n${NARRATION[1]} *${NARRATION[2]}*\n\n${NARRATION[3]}\n`;
const SPOKEN = NARRATION.join(' ').split(' ');

/**
 * Captions aligned to a script, for real: test/narration.ts's narration (espeak-ng) muxed by ffmpeg into an MP4 as a
 * transcode leaves it, the script uploaded through GraphQL, the job aligning it with Debian's PocketSphinx.
 */
describe('captions aligned to a script', { timeout: bound(120_000) }, () => {
  let app: TestApp;
  let work: string;
  let admin: string;
  let subscriber: string;
  let spans: TimedText[];

  async function narratedLecture() {
    const narration = speakNarration(work);
    spans = narration.spans;
    const video = path.join(work, 'narrated.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'color=c=navy:size=320x180:rate=15', '-i', narration.wav],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video],
    ]);
    const { lectures } = await createCourse(app, { title: 'Aligned narration' }, { lectures: 1 });
    const lectureId = (lectures[0] as { id: string }).id;
    await storeProgressiveVideo(app, lectureId, video);
    return lectureId;
  }

  const align = (lectureId: string, content: string | Buffer, token = admin) =>
    gqlUpload<{ alignCaptionsToScript: Record<string, string> }>(
      app,
      ALIGN,
      { lectureId, script: null },
      [{ path: 'variables.script', filename: 'script.md', content: Buffer.from(content), type: 'text/markdown' }],
      { token },
    );

  const runJob = (lectureId: string) => alignLectureCaptionsJob(app.deps)(firstAttempt({ lectureId }));
  const trackOf = (lectureId: string) => captionTrackOf(app, lectureId);

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'captions-aligned-'));
    app = await startTestApp({ TRANSCRIPTION_ENGINE: 'off' });
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    subscriber = (await createUser(app, { subscriptionStatus: 'active' })).token;
  });
  afterAll(async () => {
    await app.close();
    await rm(work, { recursive: true, force: true });
  });

  it('gives the script word for word in cues within 0.5 s of the speech, labelled as aligned', async () => {
    const lectureId = await narratedLecture();
    const answered = await align(lectureId, SCRIPT);
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.alignCaptionsToScript).toMatchObject({
      language: 'en',
      label: 'English (aligned to script)',
      source: 'aligned',
      status: 'PROCESSING',
    });
    await runJob(lectureId);
    const track = await trackOf(lectureId);
    expect(track).toMatchObject({ status: 'READY', source: 'aligned', label: 'English (aligned to script)' });

    const cues = await parseCaptionFile(track.vtt, 'vtt');
    const words = cues.flatMap((cue) => cue.text.split(/\s+/));
    expect(words).toEqual(SPOKEN);
    // Each word's phrase, so each cue is held to the time its first and last words were said.
    const phraseOf = NARRATION.flatMap((phrase, index) => phrase.split(' ').map(() => index));
    let next = 0;
    for (const cue of cues) {
      const count = cue.text.split(/\s+/).length;
      const first = phraseOf[next] as number;
      const last = phraseOf[next + count - 1] as number;
      const opensPhrase = next === 0 || phraseOf[next - 1] !== first;
      const closesPhrase = phraseOf[next + count] !== last;
      next += count;
      expect(cue.start).toBeGreaterThanOrEqual((spans[first] as TimedText).start - 0.5);
      expect(cue.end).toBeLessThanOrEqual((spans[last] as TimedText).end + 0.5);
      if (opensPhrase) expect(Math.abs(cue.start - (spans[first] as TimedText).start)).toBeLessThanOrEqual(0.5);
      if (closesPhrase) expect(Math.abs(cue.end - (spans[last] as TimedText).end)).toBeLessThanOrEqual(0.5);
    }

    const found = await gql<{ searchTranscripts: { lectureId: string; startSeconds: number }[] }>(
      app,
      'query ($q: String!) { searchTranscripts(query: $q) { lectureId startSeconds } }',
      { q: 'Kubernetes' },
    );
    const moment = found.data?.searchTranscripts.find((each) => each.lectureId === lectureId);
    expect(moment?.startSeconds).toBeGreaterThanOrEqual((spans[2] as TimedText).start - 0.5);
    expect(moment?.startSeconds).toBeLessThanOrEqual((spans[2] as TimedText).end);
  });

  it('refuses a learner, a binary file, a script without words and an unknown lecture', async () => {
    const { lectures } = await createCourse(app, { title: 'Refusals' }, { lectures: 1 });
    const lectureId = (lectures[0] as { id: string }).id;
    expect(errorCode(await align(lectureId, SCRIPT, subscriber))).toBe('FORBIDDEN');
    expect(errorCode(await align(lectureId, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00])))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(errorCode(await align(lectureId, '# — *\n\n- '))).toBe('BAD_USER_INPUT');
    expect(errorCode(await align(crypto.randomUUID(), SCRIPT))).toBe('NOT_FOUND');
    const tracks = await app.orm.em
      .fork()
      .getKysely<CaptionTables>()
      .selectFrom('caption_tracks')
      .select('id')
      .where('lecture_id', '=', lectureId)
      .execute();
    expect(tracks).toEqual([]);
  });

  it('fails the track with the reason when the speech does not follow the script', async () => {
    const lectureId = await narratedLecture();
    const unrelated = 'Photosynthesis turns sunlight into sugar inside the green leaves of every plant. '.repeat(6);
    expect((await align(lectureId, unrelated)).errors).toBeUndefined();
    await expect(runJob(lectureId)).rejects.toThrow("The script could not be matched to the lecture's speech");
    expect(await trackOf(lectureId)).toMatchObject({
      status: 'PROCESSING',
      failure_reason: "The script could not be matched to the lecture's speech",
    });
  });
});
