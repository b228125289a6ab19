/**
 * The transcription port (ARCHITECTURE.md: part `transcription`): speech in a 16 kHz mono WAV file becomes timed text.
 * Adapters: an OpenAI-compatible HTTP endpoint (openai.transcriber.ts), whisper.cpp in the process
 * (whisper.transcriber.ts) and PocketSphinx run locally (pocketsphinx.transcriber.ts); transcriber-for-config.ts picks
 * one from the settings.
 */

/** A word or a phrase and when it was said, in seconds from the start of the file transcribed. */
export interface TimedText {
  start: number;
  end: number;
  text: string;
  /** How sure the engine was of it, 0–1, when it says (each word of a phrase shares the phrase's). */
  confidence?: number;
}

export interface Transcriber {
  /** Which adapter, for the logs. */
  readonly engine: 'openai' | 'whisper' | 'pocketsphinx';
  /** The BCP 47 tag of the language it hears. */
  readonly language: string;
  /** The speech of `wavFile` in order; empty when nothing was said. Rejects with TranscriptionError. */
  transcribe(wavFile: string, options: { signal: AbortSignal }): Promise<TimedText[]>;
}

/**
 * Why a transcription failed; `reason` is short and safe to show an admin. Every such failure is worth a retry (a
 * service down, a timeout, a crash): the audio itself was made by ffmpeg and is always readable.
 */
export class TranscriptionError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'TranscriptionError';
  }
}
