import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAttempt } from '../../../test/caption-fixtures';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { libreTranslateTranslator } from '../translation/libretranslate.translator';
import { TranslationError } from '../translation/translator';
import { captionsFailedJob } from './captions-transcribe.job';
import { translateCaptionsJob } from './captions-translate.job';

const TRACK_FIELDS = 'id language label kind source status failureReason';
const UPLOAD = /* GraphQL */ `
  mutation UploadCaptions($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {
    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) { ${TRACK_FIELDS} }
  }`;
const TRANSLATE = /* GraphQL */ `
  mutation Translate($trackId: ID!, $input: CaptionTrackInput!) {
    translateCaptions(trackId: $trackId, input: $input) { ${TRACK_FIELDS} }
  }`;
const TRACK = /* GraphQL */ `
  query CaptionTrack($id: ID!) { captionTrack(id: $id) { ${TRACK_FIELDS} cues { start end text } } }`;
const LEARNER_TRACKS = /* GraphQL */ `
  query LectureCaptions($courseId: ID!) { lectures(courseId: $courseId) { captions { language status } } }`;

const ENGLISH = `WEBVTT

00:00:01.000 --> 00:00:03.500
The cat is on the table.

00:00:04.000 --> 00:00:06.000
Welcome to the course
about data analysis.
`;

interface Track {
  id: string;
  language: string;
  label: string;
  source: string;
  status: string;
  failureReason: string | null;
  cues?: { start: number; end: number; text: string }[];
}

/**
 * Caption tracks machine-translated for real: Debian's Apertium with its English-Spanish pair (installed by the test
 * run's system tools), through GraphQL and the `lecture.captions.translate` job run directly.
 */
describe('captions translated by a machine', () => {
  let app: TestApp;
  let admin: string;
  let courseId: string;
  let lectureId: string;
  let englishId: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    courseId = course.id;
    lectureId = (lectures[0] as { id: string }).id;
    const uploaded = await gqlUpload<{ uploadCaptions: Track }>(
      app,
      UPLOAD,
      { lectureId, input: { language: 'en', label: 'English', kind: 'captions' }, file: null },
      [{ path: 'variables.file', filename: 'en.vtt', content: Buffer.from(ENGLISH), type: 'text/vtt' }],
      { token: admin },
    );
    englishId = uploaded.data?.uploadCaptions.id ?? '';
  });
  afterAll(() => app.close());

  const translate = (language: string, token = admin) =>
    gql<{ translateCaptions: Track }>(
      app,
      TRANSLATE,
      { trackId: englishId, input: { language, label: 'Español (traducción automática)', kind: 'subtitles' } },
      { token },
    );
  const track = async (id: string) =>
    (await gql<{ captionTrack: Track }>(app, TRACK, { id }, { token: admin })).data?.captionTrack as Track;

  it('translates every cue with Apertium, times kept, into a draft only ADMINs see until approved', async () => {
    const asked = await translate('es');
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.translateCaptions).toMatchObject({ language: 'es', source: 'translated', status: 'PROCESSING' });
    const spanishId = asked.data?.translateCaptions.id ?? '';

    await translateCaptionsJob(app.deps)(firstAttempt({ lectureId, trackId: spanishId }));
    const done = await track(spanishId);
    expect(done).toMatchObject({ status: 'DRAFT', source: 'translated', label: 'Español (traducción automática)' });
    expect(done.cues?.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 3.5],
      [4, 6],
    ]);
    expect(done.cues?.[0]?.text).toBe('El gato es en la mesa.');
    expect(done.cues?.[1]?.text).toMatch(/^Bienvenido al curso sobre análisis de datos\.$/);

    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const seen = await gql<{ lectures: { captions: { language: string }[] }[] }>(
      app,
      LEARNER_TRACKS,
      { courseId },
      learner,
    );
    expect(seen.data?.lectures[0]?.captions.map((each) => each.language)).toEqual(['en']);
  });

  it('refuses a pair no engine here has, the same language, and anyone but an ADMIN', async () => {
    const hindi = await translate('hi');
    expect(errorCode(hindi)).toBe('CONFLICT');
    expect(errorMessage(hindi)).toMatch(/^No translation engine on this server translates en into hi/);
    expect(errorCode(await translate('en-GB'))).toBe('BAD_USER_INPUT');
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await translate('es', learner.token))).toBe('FORBIDDEN');
  });

  it('marks the track FAILED with the reason once its retries are spent', async () => {
    const asked = await translate('es');
    const spanishId = asked.data?.translateCaptions.id ?? '';
    // The English track it comes from is taken back to a draft meanwhile: nothing published to translate.
    await gql(
      app,
      'mutation D($id: ID!) { setCaptionsDraft(trackId: $id, draft: true) { id } }',
      { id: englishId },
      {
        token: admin,
      },
    );
    await expect(translateCaptionsJob(app.deps)(firstAttempt({ lectureId, trackId: spanishId }))).rejects.toThrow(
      TranslationError,
    );
    await captionsFailedJob(app.deps)(firstAttempt({ lectureId, trackId: spanishId, source: 'translated' as const }));
    expect(await track(spanishId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The captions it was translated from are gone or no longer published',
    });
  });
});

/**
 * The hosted engine's protocol (LibreTranslate's POST /translate). No LibreTranslate server can run here (it needs
 * Python and downloaded models), so a local HTTP server stands in for one: it answers as LibreTranslate does.
 */
describe('a LibreTranslate-compatible service', () => {
  let server: Server;
  let url: string;
  const asked: unknown[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        const sent = JSON.parse(body) as { q: string[]; target: string };
        asked.push({ path: request.url, ...sent });
        response.setHeader('content-type', 'application/json');
        if (sent.target === 'xx') {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'xx is not supported' }));
          return;
        }
        response.end(JSON.stringify({ translatedText: sent.q.map((text) => `[${sent.target}] ${text}`) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the texts in batches of 100 with the key, and gives back one text per text', async () => {
    const engine = libreTranslateTranslator({ url, apiKey: 'secret', timeoutMs: 5000 });
    const texts = Array.from({ length: 150 }, (_, index) => `Line ${index}`);
    const translated = await engine.translate(texts, 'en-US', 'pt-BR');
    expect(translated).toHaveLength(150);
    expect(translated[149]).toBe('[pt] Line 149');
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatchObject({
      path: '/translate',
      source: 'en',
      target: 'pt',
      format: 'text',
      api_key: 'secret',
    });
  });

  it("fails with the service's own words when it refuses", async () => {
    const engine = libreTranslateTranslator({ url, timeoutMs: 5000 });
    await expect(engine.translate(['Hello'], 'en', 'xx')).rejects.toThrow(
      'The translation service answered 400: xx is not supported',
    );
  });
});
