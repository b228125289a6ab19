/** What the captions operations answer; the client shows the server's message. */
export const CAPTIONS_UPLOADED_MESSAGE = 'Captions saved';
export const CAPTIONS_DELETED_MESSAGE = 'Captions deleted';
export const UNSUPPORTED_CAPTIONS_MESSAGE = 'Captions must be a WebVTT (.vtt) or SRT (.srt) text file';
export const CAPTIONS_TOO_LARGE_MESSAGE = 'A captions file may be at most 2 MB';
export const CAPTIONS_STALE_MESSAGE = 'These captions changed since you opened them: reload them and edit again';
export const CAPTIONS_BUSY_MESSAGE = 'These captions are being transcribed: wait until they are ready';
export const CAPTIONS_NOT_MADE_MESSAGE = 'Only finished captions can be approved or taken back to a draft';
export const TRANSCRIPTION_OFF_MESSAGE = 'Automatic captions are off on this server (TRANSCRIPTION_ENGINE)';
export const LECTURE_NOT_READY_MESSAGE = 'The lecture is not processed yet: captions are made once it is ready';
export const HUMAN_CAPTIONS_MESSAGE =
  'The English captions were made or edited by a person: delete them first to transcribe the lecture again';
/** The label of the automatic track; an edited one drops the mark. */
export const AUTOMATIC_LABEL = 'English (automatic)';
export const HUMAN_ENGLISH_LABEL = 'English';
/** The label of a track aligned to the lecture's script: the words are the script's, the times a machine's. */
export const ALIGNED_LABEL = 'English (aligned to script)';
export const SCRIPT_ALIGNMENT_OFF_MESSAGE =
  'Aligning a script needs PocketSphinx on this server (Debian: apt-get install pocketsphinx pocketsphinx-en-us)';
export const SCRIPT_TOO_LARGE_MESSAGE = 'A script may be at most 1 MB of text';
export const SCRIPT_EMPTY_MESSAGE = 'The script has no words';
export const SCRIPT_NOT_TEXT_MESSAGE = 'A script must be a plain text file (.txt or .md), in UTF-8';
export const TRANSLATION_OFF_MESSAGE = (from: string, to: string) =>
  `No translation engine on this server translates ${from} into ${to} (TRANSLATION_ENGINE; Debian's Apertium ships pairs such as English-Spanish: apt-get install apertium apertium-eng-spa)`;
export const TRANSLATE_SAME_LANGUAGE_MESSAGE = 'Choose a language other than the one the captions are in';
export const TRANSLATE_SOURCE_NOT_READY_MESSAGE =
  'Only published captions can be translated: approve or finish them first';
