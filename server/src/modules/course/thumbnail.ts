import { THUMBNAIL_MIME_TYPES } from '@coursehub/shared';
import type { AppDeps } from '../../shared/scope';
import { type IncomingFile, storeUpload } from '../../shared/uploads';
import type { ObjectStorage } from '../../storage/object-storage';
import { IMAGE_URL_TTL_SECONDS } from '../user/avatar';

/** The course form's picker accepts these (spec section 9); checked on the file's bytes, not its name. */
export const UNSUPPORTED_THUMBNAIL_MESSAGE = 'Unsupported format! Only JPG, JPEG and PNG are allowed.';

export const storeThumbnail = (deps: AppDeps, file: IncomingFile) =>
  storeUpload(deps.storage, file, {
    folder: 'thumbnails',
    allowedTypes: THUMBNAIL_MIME_TYPES,
    maxBytes: deps.config.limits.imageBytes,
    unsupportedMessage: UNSUPPORTED_THUMBNAIL_MESSAGE,
  });

/** Thumbnails are public; a long-lived URL lets browsers and CDNs cache them. */
export const thumbnailUrl = (storage: ObjectStorage, key: string) => storage.signedUrl(key, IMAGE_URL_TTL_SECONDS);
