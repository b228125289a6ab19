import { VIDEO_MIME_TYPES } from '@coursehub/shared';
import type { AppDeps } from '../../shared/scope';
import { type IncomingFile, storeUpload } from '../../shared/uploads';

export const UNSUPPORTED_VIDEO_MESSAGE = 'Unsupported format! Only MP4, WEBM and MOV videos are allowed.';

/** Streams the video into storage as it arrives (never buffered whole), typed by its bytes. */
export const storeLectureVideo = (deps: AppDeps, file: IncomingFile) =>
  storeUpload(deps.storage, file, {
    folder: 'lectures',
    allowedTypes: VIDEO_MIME_TYPES,
    maxBytes: deps.config.limits.lectureBytes,
    unsupportedMessage: UNSUPPORTED_VIDEO_MESSAGE,
  });

/** Short-lived: only entitled viewers receive these URLs, and they should not outlive a session for long. */
export const videoUrl = (deps: AppDeps, key: string) => deps.storage.signedUrl(key, deps.config.videoUrlTtlSeconds);
