import { messages, VIDEO_MIME_TYPES } from '@coursehub/shared';
import { lectureVideoPath } from '../../shared/media-urls';
import type { AppDeps } from '../../shared/scope';
import { type IncomingFile, storeUpload } from '../../shared/uploads';

export const UNSUPPORTED_VIDEO_MESSAGE = messages.unsupportedVideo;

/** Streams the video into storage as it arrives (never buffered whole), typed by its bytes. */
export const storeLectureVideo = (deps: AppDeps, file: IncomingFile) =>
  storeUpload(deps.storage, file, {
    folder: 'lectures',
    allowedTypes: VIDEO_MIME_TYPES,
    maxBytes: deps.config.limits.lectureBytes,
    unsupportedMessage: UNSUPPORTED_VIDEO_MESSAGE,
  });

/**
 * The lecture's stable playback URL. It never expires: GET /media/lectures/:id checks the caller's session on every
 * request (so a cancelled subscription stops new playback at once) and then streams the file or redirects to a
 * presigned URL that lives VIDEO_URL_TTL_SECONDS (http/media/media-router.ts).
 */
export const videoUrl = (lectureId: string) => lectureVideoPath(lectureId);

/** The progressive MP4 a READY lecture's playback URL serves. */
export const PROGRESSIVE_CONTENT_TYPE = 'video/mp4';
