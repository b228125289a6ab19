/**
 * The URLs clients are given for stored media. They carry no signature and never expire: every request to one is
 * answered afresh by http/media/media-router.ts (authorized by the caller's session for lecture videos), so a page, a player or an
 * integrator that keeps one for hours or weeks keeps working. Here, not in http/: the services build these URLs, and
 * modules reach http/ only through its two transport entries.
 */
export const MEDIA_PREFIX = '/media';

/** Uploaded images live under these key folders; /media/images serves nothing else (lecture videos need a session). */
export const IMAGE_FOLDERS = ['avatars', 'thumbnails'] as const;

/** Characters encodeURIComponent leaves as they are, and the folder separator. */
const VERBATIM = /^[\w.!~*'()/-]*$/;

/**
 * Each path segment percent-encoded. Stored keys (`thumbnails/<uuid>.png`) are already URL-safe and are returned as
 * they are without splitting: the catalogue builds 50 of these per answer.
 */
const encodeKey = (key: string) => (VERBATIM.test(key) ? key : key.split('/').map(encodeURIComponent).join('/'));

/** A lecture's playback URL, relative to the app's origin: streamed or redirected per request, never expiring. */
export const lectureVideoPath = (lectureId: string) => `${MEDIA_PREFIX}/lectures/${encodeURIComponent(lectureId)}`;

/**
 * The picture REST answers for an account without an avatar (the spec's `avatar.secure_url` is never null), served by
 * http/media/media-router.ts. Under /media like every media URL, so a client on another origin whose dev server proxies /media
 * (and /api) to the app loads it through its own origin.
 */
export const DEFAULT_AVATAR_PATH = `${MEDIA_PREFIX}/default-avatar.svg`;

/** An image's URL, relative to the app's origin. Keys never change content (a new upload is a new key). */
export const imagePath = (key: string) => `${MEDIA_PREFIX}/images/${encodeKey(key)}`;

/**
 * A lecture's HLS master playlist: stable like the playback URL, answered per request after the lecture rule; the
 * variant playlists and media files it names are signed URLs that expire (http/media/media-router.ts).
 */
export const lectureHlsPath = (lectureId: string) => `${lectureVideoPath(lectureId)}/hls.m3u8`;

/** A lecture's poster frame. `version` (the processing attempt) changes the URL when a new poster replaces it. */
export const lecturePosterPath = (lectureId: string, version: string) =>
  `${lectureVideoPath(lectureId)}/poster.jpg?v=${encodeURIComponent(version)}`;

/**
 * A lecture's storyboard: its WebVTT thumbnails track (`.vtt`), whose cues name tiles of the sprite (`.jpg`) relative
 * to the track's own URL, so the processing attempt is a folder of the path (not a query, which a relative reference
 * drops): a new transcode changes both URLs together. Both are authorized like the poster.
 */
export const lectureStoryboardPath = (lectureId: string, version: string, file: 'vtt' | 'jpg') =>
  `${lectureVideoPath(lectureId)}/storyboard/${encodeURIComponent(version)}/storyboard.${file}`;

/**
 * A lecture's caption track as a WebVTT file, authorized like the video; `version` changes the URL when the track is
 * edited, uploaded again or transcribed again.
 */
export const lectureCaptionsPath = (lectureId: string, language: string, version: number) =>
  `${lectureVideoPath(lectureId)}/captions/${encodeURIComponent(language)}.vtt?v=${version}`;

/**
 * A file of a lecture's slides (a slide's picture, `slide-001.jpg`, or the handout, `handout.pdf`), authorized like the
 * poster; `version` (the processing attempt they were found in) is a folder of the path, so a new video's slides have
 * new URLs.
 */
export const lectureSlideFilePath = (lectureId: string, version: string, file: string) =>
  `${lectureVideoPath(lectureId)}/slides/${encodeURIComponent(version)}/${encodeURIComponent(file)}`;

/** A lecture's chapters (one per slide) as a WebVTT chapters track, authorized like the poster. */
export const lectureChaptersPath = (lectureId: string, version: string) =>
  `${lectureVideoPath(lectureId)}/slides/${encodeURIComponent(version)}/chapters.vtt`;
