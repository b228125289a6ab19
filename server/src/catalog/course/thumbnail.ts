import { messages, THUMBNAIL_MIME_TYPES } from '@coursehub/shared';
import { imagePath } from '../../shared/media-urls';
import type { AppDeps } from '../../shared/scope';
import { type IncomingFile, storeUpload } from '../../shared/uploads';
import type { ObjectStorage } from '../../storage/object-storage';

/** The course form's picker accepts these (spec section 9); checked on the file's bytes, not its name. */
export const UNSUPPORTED_THUMBNAIL_MESSAGE = messages.unsupportedThumbnail;

export const storeThumbnail = (deps: AppDeps, file: IncomingFile) =>
  storeUpload(deps.storage, file, {
    folder: 'thumbnails',
    allowedTypes: THUMBNAIL_MIME_TYPES,
    maxBytes: deps.config.limits.imageBytes,
    unsupportedMessage: UNSUPPORTED_THUMBNAIL_MESSAGE,
  });

/**
 * Thumbnails are public: a stable URL that never expires, served with cache validators (http/media/media-router.ts), so answers
 * that carry it can be cached for as long as the course is unchanged. The same whatever the store, so `_storage` is
 * only kept for the callers' sake.
 */
export const thumbnailUrl = (_storage: ObjectStorage, key: string): string => imagePath(key);
