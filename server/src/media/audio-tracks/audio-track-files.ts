import { mediaFile, playlistFile } from '../transcoder/ffmpeg-args';

/**
 * The files of an audio track's version folder (`lectures/<lecture>/<version>/`): a media playlist byte-ranging one
 * fMP4 file, as a rendition's, so the signed HLS route serves them as it serves a rendition's.
 */
export const AUDIO_TRACK_RENDITION = { name: 'audio' } as const;
export const AUDIO_PLAYLIST_FILE = playlistFile(AUDIO_TRACK_RENDITION);
export const AUDIO_MEDIA_FILE = mediaFile(AUDIO_TRACK_RENDITION);
