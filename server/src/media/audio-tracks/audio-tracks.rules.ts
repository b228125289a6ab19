import { VIDEO_MIME_TYPES } from '@coursehub/shared';
import { z } from 'zod';
import { trackLanguageFields } from '../captions/captions.rules';
import { AUDIO_TRACK_KINDS } from './audio-track.entity';

/**
 * What an audio track may be uploaded as, by its bytes: the usual audio files, or a video whose sound is taken (a dub
 * exported from an editor with the picture).
 */
export const AUDIO_TRACK_MIME_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/wav',
  'audio/ogg',
  'audio/flac',
  ...VIDEO_MIME_TYPES,
] as const;

/** The ffmpeg demuxers of those types: an upload is opened with these alone (see inputArgs in ffmpeg-args.ts). */
export const AUDIO_TRACK_DEMUXERS = 'mov,matroska,mp3,wav,ogg,flac,aac';

/** What an ADMIN says about a track (addAudioTrack). */
export const audioTrackFieldsSchema = z.object({ ...trackLanguageFields, kind: z.enum(AUDIO_TRACK_KINDS) });

export type AudioTrackFields = z.input<typeof audioTrackFieldsSchema>;
