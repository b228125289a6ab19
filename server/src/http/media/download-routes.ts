import path from 'node:path/posix';
import type { Request, Response, Router } from 'express';
import { findLecturePlayback, type LecturePlaybackCache } from '../../catalog/lecture/lecture-playback.service';
import type { StoredAudioRendition, StoredRendition } from '../../catalog/lecture/lecture-renditions';
import { subtitleTracksOf } from '../../media/captions/captions-reading.service';
import { DOWNLOAD_QUALITIES, playableDownload } from '../../media/download/download-grants.service';
import { downloadKey } from '../../media/download/download-keys';
import {
  AUDIO_FILES,
  DOWNLOAD_MASTER_FILE,
  type DownloadFiles,
  type DownloadLayout,
  type DownloadMedia,
  downloadBytes,
  downloadLayout,
  downloadMaster,
  downloadPlaylist,
  downloadRendition,
  encryptSegment,
  VIDEO_FILES,
} from '../../media/download/download-media';
import type { MediaAccessCache } from '../../media/playback/media-access-cache';
import { notFound } from '../../shared/errors';
import { MEDIA_PREFIX } from '../../shared/media-urls';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { requestScope } from '../rest/request';
import { captionsPath, type HlsDelivery } from './hls-delivery';

/** A download's files are fetched once, by the device that stores them: nothing keeps them on the way. */
const DOWNLOAD_CACHE_CONTROL = 'private, no-store';
const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_FILE = /^(audio-)?(\d{1,6})\.m4s$/;

async function readBytes(deps: AppDeps, key: string, { start, end }: { start: number; end: number }) {
  const chunks: Buffer[] = [];
  // The store's ranges are inclusive.
  for await (const chunk of await deps.storage.read(key, { start, end: end - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Where a download's media come from (docs/offline.md#downloads): the rendition its quality keeps of the lecture,
 * served as AES-128 HLS encrypted with the grant's key, for a LIVE grant of the caller's, with the lecture's checks
 * made again (a subscription that ended stops the download part-way).
 *
 * - `GET /media/lectures/:lectureId/download-sizes`: the lecture's checks, then the bytes a download of each quality
 *   stores (playlist, init section and encrypted segments), so the app shows the cost before asking for a grant.
 * - `GET /media/downloads/:grantId`: the download's plan: its rendition, seconds, bytes and the caption files to keep.
 * - `GET /media/downloads/:grantId/media.m3u8`: its playlist, naming `init.mp4`, `<n>.m4s` and the key as `key`,
 *   which the device resolves from its own store. When the lecture's sound is a rendition of its own, the download
 *   keeps it too: `audio.m3u8` naming `audio-init.mp4` and `audio-<n>.m4s`, and `master.m3u8` playing both.
 * - `GET /media/downloads/:grantId/init.mp4`, `…/<n>.m4s` (and the sound's): the init section in the clear,
 *   segment n encrypted.
 *   Refused (403) once the grant is EXPIRED, ACCESS_ENDED or REVOKED; 404 for another account's; 409 while the
 *   account plays or downloads on MAX_CONCURRENT_STREAMS other devices.
 */
export function downloadRoutes(
  router: Router,
  deps: AppDeps,
  hls: HlsDelivery,
  lectures: LecturePlaybackCache,
  access: Pick<MediaAccessCache, 'slot'>,
) {
  const scopeOf = requestScope(deps);

  async function layoutOf(
    scope: RequestScope,
    lectureId: string,
    rendition?: (all: StoredRendition[]) => StoredRendition,
  ) {
    const playback = await findLecturePlayback(scope, lectureId, lectures);
    if (playback.status !== 'READY' || !playback.renditions?.length) throw notFound('Lecture');
    const { renditions, audio: sound } = playback;
    const renditionLayout = async ({ mediaKey }: { mediaKey: string }) => {
      const child = { lectureId, version: playback.version, file: path.basename(mediaKey) };
      return downloadLayout(await hls.storedPlaylistOf(child), await hls.segmentsOf(child));
    };
    // The sound is the same whichever rendition a quality keeps: laid out once per request, when first asked for.
    let soundLayout: Promise<DownloadLayout> | undefined;
    const soundLayoutOnce = (stored: StoredAudioRendition) => {
      soundLayout ??= renditionLayout(stored);
      return soundLayout;
    };
    const layoutFor = async (chosen: StoredRendition) => {
      const media: DownloadMedia = {
        video: await renditionLayout(chosen),
        audio: sound && (await soundLayoutOnce(sound)),
        master: sound && downloadMaster(chosen, sound),
      };
      return { rendition: chosen, sound, media };
    };
    return { renditions, layoutFor, chosen: rendition ? await layoutFor(rendition(renditions)) : null };
  }

  /**
   * The caller's LIVE download and its layout: what every file of it needs. A device fetching a download holds a
   * playback slot as a playing one does (the shared-account guard's lease), so downloading counts against
   * MAX_CONCURRENT_STREAMS: an account's third device is refused (409) until one stops or it takes over.
   */
  async function download(req: Request<{ grantId: string }>) {
    const scope = scopeOf(req);
    const grant = await playableDownload(scope, req.params.grantId);
    await access.slot(scope, grant.lectureId);
    const { chosen } = await layoutOf(scope, grant.lectureId, (all) => downloadRendition(all, grant.quality));
    const { rendition, sound, media } = chosen as {
      rendition: StoredRendition;
      sound: StoredAudioRendition | null;
      media: DownloadMedia;
    };
    return { scope, grant, rendition, sound, media };
  }

  router.get(
    `${MEDIA_PREFIX}/lectures/:lectureId/download-sizes`,
    async (req: Request<{ lectureId: string }>, res: Response) => {
      const { renditions, layoutFor } = await layoutOf(scopeOf(req), req.params.lectureId);
      const sizes = await Promise.all(
        DOWNLOAD_QUALITIES.map(async (quality) => {
          const { rendition, media } = await layoutFor(downloadRendition(renditions, quality));
          return { quality, rendition: rendition.name, height: rendition.height, bytes: downloadBytes(media) };
        }),
      );
      res.set({ 'Cache-Control': DOWNLOAD_CACHE_CONTROL }).json({ sizes });
    },
  );

  router.get(`${MEDIA_PREFIX}/downloads/:grantId`, async (req: Request<{ grantId: string }>, res: Response) => {
    const { scope, grant, rendition, media } = await download(req);
    const tracks = await subtitleTracksOf(scope.em, grant.lectureId);
    res.set({ 'Cache-Control': DOWNLOAD_CACHE_CONTROL }).json({
      grantId: grant.id,
      lectureId: grant.lectureId,
      quality: grant.quality,
      rendition: rendition.name,
      seconds: media.video.segments.reduce((sum, segment) => sum + segment.seconds, 0),
      segments: media.video.segments.length,
      audioSegments: media.audio?.segments.length ?? null,
      bytes: downloadBytes(media),
      captions: tracks.map(({ language, label }) => ({
        language,
        label,
        url: captionsPath(grant.lectureId, `${encodeURIComponent(language)}.vtt`),
      })),
    });
  });

  router.get(
    `${MEDIA_PREFIX}/downloads/:grantId/:file`,
    async (req: Request<{ grantId: string; file: string }>, res: Response) => {
      const { file } = req.params;
      const segment = SEGMENT_FILE.exec(file);
      const playlistOrInit = [VIDEO_FILES, AUDIO_FILES].some((files) => file === files.playlist || file === files.init);
      if (file !== DOWNLOAD_MASTER_FILE && !playlistOrInit && !segment) throw notFound('File');
      const { grant, rendition, sound, media } = await download(req);
      res.set({ 'Cache-Control': DOWNLOAD_CACHE_CONTROL });
      if (file === DOWNLOAD_MASTER_FILE) {
        if (!media.master) throw notFound('File');
        res.set({ 'Content-Type': HLS_CONTENT_TYPE }).send(media.master);
        return;
      }
      const isSound = file.startsWith('audio');
      const files: DownloadFiles = isSound ? AUDIO_FILES : VIDEO_FILES;
      const layout: DownloadLayout | null = isSound ? media.audio : media.video;
      const mediaKey = isSound ? sound?.mediaKey : rendition.mediaKey;
      if (!layout || !mediaKey) throw notFound('File');
      if (file === files.playlist) {
        res.set({ 'Content-Type': HLS_CONTENT_TYPE }).send(downloadPlaylist(layout, files));
        return;
      }
      if (file === files.init) {
        res.set({ 'Content-Type': 'video/mp4' }).send(await readBytes(deps, mediaKey, layout.init));
        return;
      }
      const index = Number(segment?.[2]);
      const span = layout.segments[index];
      if (!span || file !== files.segment(index)) throw notFound('File');
      const plain = await readBytes(deps, mediaKey, span);
      const key = downloadKey(deps.config.appSecret, grant.id);
      const encrypted = encryptSegment(key, files.firstSequence + index, plain);
      res.set({ 'Content-Type': 'application/octet-stream' }).send(encrypted);
    },
  );
}
