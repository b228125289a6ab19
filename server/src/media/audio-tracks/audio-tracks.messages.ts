/** What the audio track operations answer; the client shows the server's message. */
export const UNSUPPORTED_AUDIO_MESSAGE = 'An audio track must be an MP3, M4A, AAC, WAV, Ogg or FLAC file, or a video';
/** Why an encode FAILED, as an admin reads it. */
export const NO_SOUND_REASON = 'The file has no sound';
export const UNREADABLE_AUDIO_REASON = 'The file is not a readable audio file';
export const AUDIO_FAILED_REASON = 'The audio track could not be encoded after repeated attempts';
