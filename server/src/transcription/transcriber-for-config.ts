import type { Config } from '../config';
import { openAiTranscriber } from './openai.transcriber';
import { installedPocketSphinx, pocketSphinxTranscriber } from './pocketsphinx.transcriber';
import type { Transcriber } from './transcriber';

/**
 * The transcriber TRANSCRIPTION_ENGINE names, or null for none (automatic captions off). `auto`: the HTTP endpoint
 * when TRANSCRIPTION_URL is set, else PocketSphinx when it is installed, else none. Naming an engine that cannot run
 * (openai without a URL, pocketsphinx not installed) is an error, found when a job starts.
 */
export function transcriberFor(settings: Config['transcription']): Transcriber | null {
  const http = settings.url
    ? openAiTranscriber({
        url: settings.url,
        apiKey: settings.apiKey,
        model: settings.model,
        timeoutMs: settings.timeoutMs,
      })
    : null;
  switch (settings.engine) {
    case 'off':
      return null;
    case 'openai':
      if (!http) throw new Error('TRANSCRIPTION_ENGINE=openai needs TRANSCRIPTION_URL');
      return http;
    case 'pocketsphinx': {
      const installed = installedPocketSphinx();
      if (!installed) throw new Error('TRANSCRIPTION_ENGINE=pocketsphinx, but pocketsphinx is not installed');
      return pocketSphinxTranscriber(installed);
    }
    case 'auto': {
      if (http) return http;
      const installed = installedPocketSphinx();
      return installed ? pocketSphinxTranscriber(installed) : null;
    }
  }
}
