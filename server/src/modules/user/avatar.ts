import { AVATAR_MIME_TYPES, messages } from '@coursehub/shared';
import type { AppDeps } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { storeUpload } from '../../shared/uploads';

/** Images change rarely; a long-lived URL lets browsers cache them. */
export const IMAGE_URL_TTL_SECONDS = 24 * 3600;

export const storeAvatar = (deps: AppDeps, file: IncomingFile) =>
  storeUpload(deps.storage, file, {
    folder: 'avatars',
    allowedTypes: AVATAR_MIME_TYPES,
    maxBytes: deps.config.limits.imageBytes,
    unsupportedMessage: messages.unsupportedAvatar,
  });

export const avatarUrl = (deps: AppDeps, key: string | null | undefined) =>
  key ? deps.storage.signedUrl(key, IMAGE_URL_TTL_SECONDS) : Promise.resolve(null);
