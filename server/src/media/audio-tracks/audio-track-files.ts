/**
 * The files of an audio track's version folder (`lectures/<lecture>/<version>/`): a media playlist byte-ranging one
 * fMP4 file, as a rendition's, so the signed HLS route serves them as it serves a rendition's.
 */
export const AUDIO_PLAYLIST_FILE = 'audio.m3u8';
export const AUDIO_MEDIA_FILE = 'audio.mp4';
