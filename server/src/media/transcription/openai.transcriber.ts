import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { type TimedText, type Transcriber, TranscriptionError } from './transcriber';

export interface OpenAiTranscriberOptions {
  /** The server's origin (and path prefix, if any): requests go to `{url}/v1/audio/transcriptions`. */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** What `response_format=verbose_json` answers; the fields this adapter reads, the rest ignored. */
const verboseJson = z.object({
  text: z.string().default(''),
  duration: z.coerce.number().optional(),
  segments: z
    .array(
      z.object({
        start: z.coerce.number(),
        end: z.coerce.number(),
        text: z.string(),
        avg_logprob: z.coerce.number().optional(),
      }),
    )
    .nullish()
    .transform((segments) => segments ?? []),
});

/** The endpoint without a trailing slash, then the path every compatible server serves. */
export const transcriptionsUrl = (url: string) => `${url.replace(/\/+$/, '')}/v1/audio/transcriptions`;

/**
 * The OpenAI audio API's transcription call, which OpenAI, whisper.cpp's server and faster-whisper-server all speak:
 * multipart with the file, the model, the language and `verbose_json`, whose segments carry their times. A segment
 * is a phrase; cue-grouping.ts splits it into cues. An answer with text but no segments (some servers) is one phrase
 * over the whole file.
 */
export function openAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const language = 'en';
  return {
    engine: 'openai',
    language,
    async transcribe(wavFile, { signal }) {
      const form = new FormData();
      form.set('file', new Blob([await readFile(wavFile)], { type: 'audio/wav' }), path.basename(wavFile));
      form.set('model', options.model);
      form.set('language', language);
      form.set('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'segment');
      const headers: Record<string, string> = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};
      const timeout = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(transcriptionsUrl(options.url), {
          method: 'POST',
          body: form,
          headers,
          signal: AbortSignal.any([signal, timeout]),
        });
      } catch (cause) {
        if (timeout.aborted)
          throw new TranscriptionError('The transcription service did not answer in time', { cause });
        throw new TranscriptionError('The transcription service could not be reached', { cause });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new TranscriptionError(`The transcription service answered ${response.status}`);
      }
      const parsed = verboseJson.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new TranscriptionError('The transcription service answered something unreadable');
      return segmentsOf(parsed.data);
    },
  };
}

function segmentsOf({ text, duration, segments }: z.infer<typeof verboseJson>): TimedText[] {
  const phrases = segments.length > 0 ? segments : [{ start: 0, end: duration ?? 0, text }];
  return phrases
    .map((segment) => ({
      start: segment.start,
      end: segment.end,
      text: segment.text.trim(),
      // Whisper's mean log-probability of the segment's tokens, as a probability.
      ...('avg_logprob' in segment && segment.avg_logprob !== undefined
        ? { confidence: Math.exp(segment.avg_logprob) }
        : {}),
    }))
    .filter((segment) => segment.text && segment.end > segment.start);
}
