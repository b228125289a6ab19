import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { bound } from '../../../test/hang-bound';
import type { TestApp } from '../../../test/harness';
import { POLL } from '../../../test/poll';
import {
  type MediaCredentials,
  makeLectureReady,
  mediaGet,
  type ReadyLectureApp,
  startWithReadyLecture,
} from '../../../test/ready-lecture';

// The lecture's own sound in its master playlist: a rendition of its own in the layout of today's transcodes, inside
// each variant in a version stored before (docs/video.md#audio-tracks).

let ready: ReadyLectureApp;
let app: TestApp;
let subscriber: { token: string };
let lectureId: string;

beforeAll(async () => {
  ready = await startWithReadyLecture();
  ({ app, subscriber, lectureId } = ready);
}, bound(120_000));
afterAll(() => ready?.close());

const get = (url: string, ...rest: [MediaCredentials?, Record<string, string>?]) => mediaGet(app, url, ...rest);
const masterPath = (id = lectureId) => `/media/lectures/${id}/hls.m3u8`;
const sql = (query: string, params: unknown[]) => app.orm.em.fork().execute(query, params);

async function master(credentials: MediaCredentials = subscriber, id = lectureId) {
  const response = await get(masterPath(id), credentials);
  expect(response.status).toBe(200);
  return { text: await response.text() };
}

/** A playlist read by an independent HLS parser (video.js's m3u8-parser), not by our own. */
function parsed(text: string) {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

describe('the sound in the master playlist', () => {
  it("lists the lecture's own sound as the default AUDIO rendition, signed, and counts it in each variant", async () => {
    const { text } = await master();
    const manifest = parsed(text);
    const original = manifest.mediaGroups.AUDIO.audio?.Original;
    expect(original).toMatchObject({ default: true, autoselect: true });
    const playlistUrl = new URL(original!.uri!, new URL(masterPath(), app.url));
    expect(playlistUrl.pathname).toBe(`/media/lectures/${lectureId}/hls/${ready.version}/audio.m3u8`);
    const playlist = await get(playlistUrl.href);
    expect(playlist.status).toBe(200);
    const media = parsed(await playlist.text());
    expect(media.endList).toBe(true);
    const segment = media.segments[0]!;
    const bytes = await get(
      new URL(segment.uri, playlistUrl).href,
      {},
      {
        range: `bytes=${segment.byterange!.offset}-${segment.byterange!.offset + segment.byterange!.length - 1}`,
      },
    );
    expect(bytes.status).toBe(206);

    const { audio } = ready.source.result;
    const video = ready.source.result.renditions;
    expect(manifest.playlists?.map((variant) => variant.attributes.BANDWIDTH)).toEqual(
      video.map((rendition) => Math.ceil(rendition.bandwidth) + Math.ceil(audio!.bandwidth)),
    );
    for (const variant of manifest.playlists ?? []) {
      expect(variant.attributes.AUDIO).toBe('audio');
      expect(variant.attributes.CODECS).toMatch(/^avc1\.\w{6},mp4a\.40\.2$/);
    }
  });

  it('keeps the master playlist of a version stored with the sound in each rendition as it always was', async () => {
    // A version of the layout before: each rendition carries the sound, and the row has no audio rendition.
    const { lectures } = await createCourse(app, {}, { lectures: 1 });
    const id = lectures[0]!.id;
    const { version } = await makeLectureReady(app, id, ready.source);
    await sql(
      `update lectures set audio_rendition = null,
         renditions = (select jsonb_agg(r || jsonb_build_object('codecs', (r->>'codecs') || ',mp4a.40.2'))
                       from jsonb_array_elements(renditions) r)
       where id = ?`,
      [id],
    );
    const unsigned = (text: string) => text.replace(/\?[^\n"]*/g, '?…');
    const expected = (video: typeof ready.source.result.renditions) =>
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        ...video.flatMap((rendition) => [
          `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(rendition.bandwidth)},` +
            `AVERAGE-BANDWIDTH=${Math.ceil(rendition.averageBandwidth)},CODECS="${rendition.codecs},mp4a.40.2",` +
            `RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=${rendition.frameRate.toFixed(3)}`,
          `hls/${version}/${rendition.name}.m3u8?…`,
        ]),
        '',
      ].join('\n');
    await expect
      .poll(async () => unsigned((await master(subscriber, id)).text), POLL)
      .toBe(expected(ready.source.result.renditions));
  });
});
