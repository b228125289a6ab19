import type { TranscribeResult, WhisperContext } from '@fugood/whisper.node';
import { type TimedText, type Transcriber, TranscriptionError } from './transcriber';
import { wavSeconds } from './wav-seconds';
import { whisperModel } from './whisper-model';

export interface WhisperTranscriberOptions {
  /** A whisper.cpp model file (ggml `.bin`). */
  modelPath: string;
  /** One chunk's run may take this long. */
  timeoutMs: number;
}

/** whisper.cpp's marks for sound that is not speech (`[BLANK_AUDIO]`, `[MUSIC]`): not captions. */
const NOT_SPEECH = /^\[[^\]]*\]$/;

/**
 * whisper.cpp run in this process through @fugood/whisper.node, with the model file the operator provides, loaded
 * at the first chunk and kept (whisper-model.ts). Each chunk is one run on a thread of libuv's pool, the model's
 * phrases (segments) as timed text; cue-grouping.ts splits them into cues. The package gives no token probabilities,
 * so there is no confidence and the track is published as it is.
 */
export function whisperTranscriber(options: WhisperTranscriberOptions): Transcriber {
  const language = 'en';
  return {
    engine: 'whisper',
    language,
    async transcribe(wavFile, { signal }) {
      const model = await whisperModel(options.modelPath);
      // Unknown only when the file is not a readable WAV, and then the run fails with its own reason.
      const seconds = (await wavSeconds(wavFile).catch(() => null)) ?? Number.POSITIVE_INFINITY;
      const timeout = AbortSignal.timeout(options.timeoutMs);
      return phrasesOf(await run(model, wavFile, language, AbortSignal.any([signal, timeout])), seconds);
    },
  };
}

/**
 * One run, given up when `signal` aborts. The package's stop() only marks the run: whisper.cpp goes on to the end of
 * the chunk on its thread (the next run waits for it), and the package then never settles its promise, nor when the
 * native side fails. So this settles on the signal itself, never waiting on that promise after an abort.
 */
function run(model: WhisperContext, wavFile: string, language: string, signal: AbortSignal) {
  return new Promise<TranscribeResult>((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    let job: ReturnType<WhisperContext['transcribeFile']>;
    try {
      job = model.transcribeFile(wavFile, { language });
    } catch (cause) {
      return reject(new TranscriptionError('The speech recogniser failed', { cause }));
    }
    const abort = () => {
      void job.stop();
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', abort, { once: true });
    job.promise
      .then(resolve, (cause: unknown) => reject(new TranscriptionError('The speech recogniser failed', { cause })))
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

const abortReason = (signal: AbortSignal) =>
  new TranscriptionError(
    (signal.reason as Error | undefined)?.name === 'TimeoutError'
      ? 'The speech recogniser did not finish in time'
      : 'The transcription was stopped',
    { cause: signal.reason },
  );

/**
 * The segments in seconds (the package gives milliseconds), without the empty ones and the marks of non-speech, and
 * within the chunk: whisper.cpp may end the last one past the audio (a timestamp token is a guess too), which would
 * overlap the next chunk's first cue.
 */
export function phrasesOf(result: Pick<TranscribeResult, 'segments'>, seconds: number): TimedText[] {
  return result.segments
    .map((segment) => ({
      start: segment.t0 / 1000,
      end: Math.min(segment.t1 / 1000, seconds),
      text: segment.text.trim(),
    }))
    .filter((phrase) => phrase.text && !NOT_SPEECH.test(phrase.text) && phrase.end > phrase.start);
}
