import { AVATAR_MIME_TYPES, messages } from '@coursehub/shared';
import { imagePath } from '../../shared/media-urls';
import type { AppDeps } from '../../shared/scope';
import type { IncomingFile } from '../../shared/uploads';
import { storeUpload } from '../../shared/uploads';

/**
 * On S3, how long the presigned URL an image request is redirected to stays valid (http/media/media-router.ts). The URLs clients
 * hold (/media/images/<key>) never expire.
 */
export const IMAGE_URL_TTL_SECONDS = 24 * 3600;

export const storeAvatar = (deps: AppDeps, file: IncomingFile) =>
  storeUpload(deps.storage, file, {
    folder: 'avatars',
    allowedTypes: AVATAR_MIME_TYPES,
    maxBytes: deps.config.limits.imageBytes,
    unsupportedMessage: messages.unsupportedAvatar,
  });

/**
 * A stable URL that never expires (http/media/media-router.ts serves it with cache validators), so a client that keeps the user
 * object for weeks still shows the avatar. The same whatever the store, so `_deps` is only kept for the callers' sake.
 */
export const avatarUrl = (_deps: AppDeps, key: string | null | undefined): string | null =>
  key ? imagePath(key) : null;
