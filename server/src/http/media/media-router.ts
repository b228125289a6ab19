import { pipeline } from 'node:stream/promises';
import { type Request, type Response, Router } from 'express';
import { findLecturePlayback } from '../../catalog/lecture/lecture-playback.service';
import { lectureChaptersVtt, slideFileKey } from '../../catalog/lecture/lecture-slides.service';
import { IMAGE_URL_TTL_SECONDS } from '../../identity/user/avatar';
import { audioRenditionsOf } from '../../media/audio-tracks/audio-tracks.service';
import { captionFile, subtitleTracksOf } from '../../media/captions/captions-reading.service';
import type { MediaAccessCache } from '../../media/playback/media-access-cache';
import { type MediaGrant, mediaGrantText, parseMediaGrant } from '../../media/playback/media-grants.service';
import { forbidden, notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { DEFAULT_AVATAR_PATH, IMAGE_FOLDERS, MEDIA_PREFIX } from '../../shared/media-urls';
import type { AppDeps } from '../../shared/scope';
import { unixNow } from '../../storage/signed-url';
import { isSafeKey } from '../../storage/storage-keys';
import { requestScope } from '../rest/request';
import { DEFAULT_AVATAR_SVG } from './default-avatar';
import { downloadRoutes } from './download-routes';
import { captionsPath, createHlsDelivery, type HlsChild, hlsChildKey, hlsChildPath } from './hls-delivery';
import { parseByteRange, secondsOfBytes } from './hls-playlists';
import { createMediaUrlSigner } from './url-signing';
import type { ViewingRecorder } from './viewing-recorder';

/**
 * Uploaded bytes are served from the app's own origin: even if one is HTML or SVG it must not run scripts or load
 * anything there.
 */
const FILE_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
};

/**
 * Lecture bytes may be kept by the browser, but every use is revalidated here, where the session is checked again:
 * a cancelled subscription stops playback at the next request, cached bytes included.
 */
const LECTURE_CACHE_CONTROL = 'private, no-cache';
/** The presigned URL a lecture redirects to is short-lived: the redirect itself is never reused. */
const LECTURE_REDIRECT_CACHE_CONTROL = 'no-store';
/** Image keys never change content (a new upload is a new key), so an image never needs asking again. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Well within the presigned URL's IMAGE_URL_TTL_SECONDS, so a reused redirect never leads to an expired URL. */
const IMAGE_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
/** The default avatar's URL is stable but its picture may change with a release: kept a day, then revalidated. */
const DEFAULT_AVATAR_CACHE_CONTROL = 'public, max-age=86400';

/**
 * A master playlist lists URLs signed at the moment it is asked for, after the session check: it is never reused.
 * Clients keep its stable URL (Lecture.hlsUrl) and ask again, e.g. when a signed child has expired.
 */
const MASTER_CACHE_CONTROL = 'private, no-store';
const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';
/** The poster of one processing attempt never changes (its URL carries the attempt); the session is the gate. */
const POSTER_CACHE_CONTROL = 'private, max-age=86400';
/** What a storyboard URL may name (media/storyboard.ts): the thumbnails track, or the sprite its cues point into. */
const STORYBOARD_FILE = /^storyboard\.(vtt|jpg)$/;
/** What a slides URL may name (catalog/lecture/lecture-slides.service.ts): a slide's picture, the handout, the chapters. */
const SLIDES_FILE = /^(?:slide-\d{3}\.jpg|handout\.pdf|chapters\.vtt)$/;
/** What a signed child URL may name: a rendition's playlist or its one media file. */
const HLS_CHILD_FILE = /^[\w-]+\.(m3u8|mp4)$/;
/** A caption track's file: its language's BCP 47 tag, then `.vtt`. */
const CAPTIONS_FILE = /^([A-Za-z0-9-]{1,35})\.(vtt|m3u8)$/;
const VTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';
const EXPIRED_MEDIA_MESSAGE = 'This media link has expired or is not valid: reload the playlist';

const MEDIA_TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Statuses that hand a media file over: all of it or a range, or a presigned URL the session was signed for. */
const DELIVERED_STATUSES = new Set([200, 206, 302]);

/**
 * The stable media URLs (shared/media-urls.ts), answered afresh on every request, and the signed URLs HLS playlists
 * lead to.
 *
 * - `GET /media/lectures/:lectureId`: for the caller's session (cookie or Bearer), by the lecture rule (ADMIN or
 *   active subscriber; a lecture not READY for ADMINs only): 401 without a session, 403 without access, 404 for an
 *   unknown lecture. Then the video (the progressive MP4 once READY, else the original) streams (local disk, with
 *   Range) or the answer is a 302 to a URL presigned for VIDEO_URL_TTL_SECONDS (S3).
 * - `GET /media/lectures/:lectureId/hls.m3u8`: the same checks, then the master playlist of a READY lecture (404
 *   before), built from the row, its variant URIs signed for VIDEO_URL_TTL_SECONDS (url-signing.ts).
 * - On these two (the loads that start playback), a learner's session plays under a playback lease: the one it holds,
 *   or one it is given while the account plays on fewer than MAX_CONCURRENT_STREAMS devices, else 409
 *   (claimPlaybackSlot). The master's signed children are bound to that lease (an ADMIN's to the session, a free
 *   preview's to its mark): media-grants.service.ts.
 * - `GET /media/lectures/:lectureId/hls/:version/:file?exp&grant&sig`: no session; the signature makes the URL genuine
 *   (403 when tampered with or expired) and its grant must still be live (403 once the lease, the session, the
 *   subscription or the READY lecture is gone; its answer kept by the media-access cache until a notification
 *   or MEDIA_ACCESS_TTL_MS drops it: media/playback/media-access-cache.ts). The player then comes back through the master. A variant playlist comes back with its media
 *   file replaced by a signed URL of the same grant and expiry. A media file streams with Range (local disk), or
 *   redirects to a URL presigned until that expiry (S3).
 * - `GET /media/lectures/:lectureId/poster.jpg`: the lecture's checks, then the poster frame.
 * - `GET /media/lectures/:lectureId/storyboard/:version/storyboard.(vtt|jpg)`: the lecture's checks, then its
 *   storyboard's thumbnails track or sprite, for the processing attempt the row names (404 for another, or none).
 * - `GET /media/lectures/:lectureId/slides/:version/(slide-NNN.jpg|handout.pdf|chapters.vtt)`: the lecture's checks,
 *   then a slide's picture, the slides' PDF handout (as an attachment) or their chapters as a WebVTT chapters track,
 *   for the processing attempt the slides were found in while it is the lecture's (404 for another, or none).
 * - `GET /media/lectures/:lectureId/captions/<language>.vtt`: the lecture's checks, then its READY caption track in
 *   that language (media/captions), revalidated on every use like the video. The master lists each READY track as
 *   a SUBTITLES rendition: `captions/<language>.m3u8?exp&grant&sig`, signed like the variants, answers a playlist of
 *   the one WebVTT file, itself signed (`<language>.vtt?v&exp&grant&sig`, served without a session once its grant
 *   is checked).
 * - A download's sizes, plan, playlist and AES-128 segments: download-routes.ts.
 * - `GET /media/images/<avatars|thumbnails>/<file>`: public (the keys are random UUIDs), immutable.
 * - `GET /media/default-avatar.svg`: public, the picture REST gives an account without an avatar.
 */
export function mediaRouter(deps: AppDeps, access: MediaAccessCache, viewing: ViewingRecorder): Router {
  const { storage } = deps;
  const scopeOf = requestScope(deps);
  const { lectures } = access;
  const ttlSeconds = deps.config.videoUrlTtlSeconds;
  const signer = createMediaUrlSigner(deps.config.appSecret);
  const hls = createHlsDelivery({ storage, signer, ttlSeconds, clock: deps.clock });
  /** A lecture's files redirect (where the store does) to a URL presigned for the video TTL, never reused. */
  const lectureRedirect = { cacheControl: LECTURE_REDIRECT_CACHE_CONTROL, ttlSeconds };
  const router = Router();

  /**
   * The seconds a media file request carries into the viewing record (docs/learning.md#viewing-record), as the
   * segments its Range overlaps; null for a free preview (nobody to record) or a request of the init section only.
   */
  async function deliveredSeconds(req: Request, child: HlsChild, grant: MediaGrant) {
    if (grant.kind === 'preview' || !deps.config.viewing.record) return null;
    try {
      return secondsOfBytes(await hls.segmentsOf(child), child.file, parseByteRange(req.headers.range));
    } catch (error) {
      deps.logger.warn({ err: error, file: child.file }, 'no segment index for the viewing record');
      return null;
    }
  }
  const lecturePath = `${MEDIA_PREFIX}/lectures/:lectureId`;

  router.get(lecturePath, async (req: Request<{ lectureId: string }>, res: Response) => {
    res.set(FILE_RESPONSE_HEADERS);
    const scope = scopeOf(req);
    const video = await findLecturePlayback(scope, req.params.lectureId, lectures);
    await access.slot(scope, req.params.lectureId);
    await storage.deliver(video.key, req, res, {
      contentType: video.contentType,
      cacheControl: LECTURE_CACHE_CONTROL,
      redirect: lectureRedirect,
    });
  });

  router.get(`${lecturePath}/hls.m3u8`, async (req: Request<{ lectureId: string }>, res: Response) => {
    res.set(FILE_RESPONSE_HEADERS);
    const { lectureId } = req.params;
    const scope = scopeOf(req);
    const playback = await findLecturePlayback(scope, lectureId, lectures);
    if (playback.status !== 'READY' || !playback.renditions?.length) throw notFound('Playlist');
    const grant = mediaGrantText(await access.slot(scope, lectureId));
    const [subtitles, audio] = await Promise.all([
      access.subtitles(lectureId, () => subtitleTracksOf(scope.em, lectureId)),
      access.audio(lectureId, () => audioRenditionsOf(scope.em, lectureId)),
    ]);
    res
      .set({ 'Cache-Control': MASTER_CACHE_CONTROL, 'Content-Type': HLS_CONTENT_TYPE })
      .send(hls.master(lectureId, { ...playback, renditions: playback.renditions }, grant, subtitles, audio));
  });

  router.get(
    `${lecturePath}/hls/:version/:file`,
    async (req: Request<HlsChild & Record<string, string>>, res: Response) => {
      res.set(FILE_RESPONSE_HEADERS);
      const child: HlsChild = { lectureId: req.params.lectureId, version: req.params.version, file: req.params.file };
      const type = HLS_CHILD_FILE.exec(child.file)?.[1];
      if (!type || !isUuid(child.lectureId) || !isUuid(child.version)) throw notFound('File');
      const now = unixNow(deps.clock);
      if (!signer.verify(hlsChildPath(child), req.query, now)) throw forbidden(EXPIRED_MEDIA_MESSAGE);
      const grant = String(req.query.grant);
      const granted = parseMediaGrant(grant);
      if (!granted || !(await access.grantIsLive(granted, child.lectureId))) throw forbidden(EXPIRED_MEDIA_MESSAGE);
      const expires = Number(req.query.exp);
      // Never past the signature: a player must come back through the master (and the session check) after it.
      const cacheControl = `private, max-age=${expires - now}`;
      if (type === 'm3u8') {
        let playlist: string;
        try {
          playlist = await hls.variant(child, expires, grant);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
          throw error;
        }
        res.set({ 'Cache-Control': cacheControl, 'Content-Type': HLS_CONTENT_TYPE }).send(playlist);
        return;
      }
      const seconds = await deliveredSeconds(req, child, granted);
      // Recorded once the response went out whole: an aborted or failed request delivered nothing to count. A redirect
      // to the store counts: what is recorded then is that this session was signed for the bytes (see the docs).
      res.on('finish', () => {
        if (seconds && granted.kind !== 'preview' && DELIVERED_STATUSES.has(res.statusCode)) {
          viewing.record(granted.sessionId, child.lectureId, seconds);
        }
      });
      await storage.deliver(hlsChildKey(child), req, res, {
        contentType: 'video/mp4',
        cacheControl,
        redirect: { cacheControl: LECTURE_REDIRECT_CACHE_CONTROL, window: hls.windowEnding(expires) },
      });
    },
  );

  router.get(
    `${lecturePath}/captions/:file`,
    async (req: Request<{ lectureId: string; file: string }>, res: Response) => {
      res.set(FILE_RESPONSE_HEADERS);
      const { lectureId, file } = req.params;
      const scope = scopeOf(req);
      const [, language, type] = CAPTIONS_FILE.exec(file) ?? [];
      if (!language || !isUuid(lectureId)) throw notFound('Captions');
      // Named by a master playlist: signed for its grant, as the variants are (no session: native HLS players).
      const signed = req.query.sig !== undefined || type === 'm3u8';
      if (signed) {
        const now = unixNow(deps.clock);
        const granted = parseMediaGrant(String(req.query.grant));
        if (!signer.verify(captionsPath(lectureId, file), req.query, now) || !granted) {
          throw forbidden(EXPIRED_MEDIA_MESSAGE);
        }
        if (!(await access.grantIsLive(granted, lectureId))) throw forbidden(EXPIRED_MEDIA_MESSAGE);
        res.set({ 'Cache-Control': `private, max-age=${Number(req.query.exp) - now}` });
      } else {
        await findLecturePlayback(scope, lectureId, lectures);
        res.set({ 'Cache-Control': LECTURE_CACHE_CONTROL });
      }
      if (type === 'm3u8') {
        const tracks = await access.subtitles(lectureId, () => subtitleTracksOf(scope.em, lectureId));
        const track = tracks.find((each) => each.language.toLowerCase() === language.toLowerCase());
        if (!track) throw notFound('Captions');
        res
          .set({ 'Content-Type': HLS_CONTENT_TYPE })
          .send(hls.subtitles(lectureId, track, Number(req.query.exp), String(req.query.grant)));
        return;
      }
      res.set({ 'Content-Type': VTT_CONTENT_TYPE }).send(await captionFile(scope.em, lectureId, language));
    },
  );

  router.get(`${lecturePath}/poster.jpg`, async (req: Request<{ lectureId: string }>, res: Response) => {
    res.set(FILE_RESPONSE_HEADERS);
    const { posterKey } = await findLecturePlayback(scopeOf(req), req.params.lectureId, lectures);
    if (!posterKey) throw notFound('Poster');
    await storage.deliver(posterKey, req, res, {
      contentType: 'image/jpeg',
      cacheControl: POSTER_CACHE_CONTROL,
      redirect: lectureRedirect,
    });
  });

  router.get(
    `${lecturePath}/storyboard/:version/:file`,
    async (req: Request<{ lectureId: string; version: string; file: string }>, res: Response) => {
      res.set(FILE_RESPONSE_HEADERS);
      const { lectureId, version, file } = req.params;
      const type = STORYBOARD_FILE.exec(file)?.[1];
      const playback = await findLecturePlayback(scopeOf(req), lectureId, lectures);
      const { storyboard } = playback;
      if (!type || !storyboard || playback.version !== version) throw notFound('Storyboard');
      const key = type === 'vtt' ? storyboard.vttKey : storyboard.spriteKey;
      const contentType = type === 'vtt' ? VTT_CONTENT_TYPE : 'image/jpeg';
      // The track itself always comes through here (a few kB): a player that resolves its cues against the URL it was
      // redirected to would look for the sprite beside a presigned URL, unsigned.
      await storage.deliver(key, req, res, {
        contentType,
        cacheControl: POSTER_CACHE_CONTROL,
        redirect: type === 'jpg' ? lectureRedirect : undefined,
      });
    },
  );

  router.get(
    `${lecturePath}/slides/:version/:file`,
    async (req: Request<{ lectureId: string; version: string; file: string }>, res: Response) => {
      res.set(FILE_RESPONSE_HEADERS);
      const { lectureId, version, file } = req.params;
      if (!SLIDES_FILE.test(file) || !isUuid(version)) throw notFound('Slides');
      const scope = scopeOf(req);
      await findLecturePlayback(scope, lectureId, lectures);
      if (file === 'chapters.vtt') {
        const track = await lectureChaptersVtt(scope.em, lectureId, version);
        if (!track) throw notFound('Slides');
        res.set({ 'Content-Type': VTT_CONTENT_TYPE, 'Cache-Control': POSTER_CACHE_CONTROL }).send(track);
        return;
      }
      const key = await slideFileKey(scope.em, lectureId, version, file);
      if (!key) throw notFound('Slides');
      if (file === 'handout.pdf') {
        // Through the app, as a download: the sandboxing CSP above would keep a browser's PDF viewer from showing it.
        res.set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="slides.pdf"',
          'Cache-Control': POSTER_CACHE_CONTROL,
        });
        await pipeline(await storage.read(key), res);
        return;
      }
      await storage.deliver(key, req, res, {
        contentType: 'image/jpeg',
        cacheControl: POSTER_CACHE_CONTROL,
        redirect: lectureRedirect,
      });
    },
  );
  downloadRoutes(router, deps, hls, lectures, access);

  router.get(`${MEDIA_PREFIX}/images/*key`, async (req: Request<{ key: string[] }>, res: Response) => {
    res.set(FILE_RESPONSE_HEADERS);
    const segments = req.params.key;
    const key = segments.join('/');
    const [folder, file = ''] = segments;
    const contentType = MEDIA_TYPES_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];
    // Only images: a lecture video (or anything else in the store) is never reachable without the lecture rule.
    const isImage = segments.length === 2 && IMAGE_FOLDERS.some((name) => name === folder) && contentType;
    if (!isImage || !isSafeKey(key)) throw notFound('File');
    await storage.deliver(key, req, res, {
      contentType,
      cacheControl: IMAGE_CACHE_CONTROL,
      redirect: { cacheControl: IMAGE_REDIRECT_CACHE_CONTROL, ttlSeconds: IMAGE_URL_TTL_SECONDS },
    });
  });

  router.get(DEFAULT_AVATAR_PATH, (_req, res) => {
    // Express adds the ETag and answers a matching If-None-Match with 304.
    res
      .set(FILE_RESPONSE_HEADERS)
      .set({ 'Cache-Control': DEFAULT_AVATAR_CACHE_CONTROL, 'Content-Type': 'image/svg+xml' })
      .send(DEFAULT_AVATAR_SVG);
  });

  return router;
}
