import type { Config } from '../../config';
import { openAiTranscriber } from './openai.transcriber';
import { POCKETSPHINX_BATCH_COMMAND, pocketSphinxAligner, type ScriptAligner } from './pocketsphinx.aligner';
import {
  findCommand,
  installedPocketSphinx,
  modelInstalled,
  POCKETSPHINX_MODEL_DIR,
  pocketSphinxTranscriber,
} from './pocketsphinx.transcriber';
import type { Transcriber } from './transcriber';
import { whisperTranscriber } from './whisper.transcriber';

/**
 * The transcriber TRANSCRIPTION_ENGINE names, or null for none (automatic captions off). `auto`: the HTTP endpoint
 * when TRANSCRIPTION_URL is set, else whisper.cpp when TRANSCRIPTION_MODEL_PATH is set, else PocketSphinx when it is
 * installed, else none. Naming an engine that cannot run (openai without a URL, whisper without a model path,
 * pocketsphinx not installed) is an error, found when a job starts; a model file that cannot be loaded fails the
 * transcription (whisper-model.ts).
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
  const whisper = settings.modelPath
    ? whisperTranscriber({ modelPath: settings.modelPath, timeoutMs: settings.timeoutMs })
    : null;
  switch (settings.engine) {
    case 'off':
      return null;
    case 'openai':
      if (!http) throw new Error('TRANSCRIPTION_ENGINE=openai needs TRANSCRIPTION_URL');
      return http;
    case 'whisper':
      if (!whisper) throw new Error('TRANSCRIPTION_ENGINE=whisper needs TRANSCRIPTION_MODEL_PATH');
      return whisper;
    case 'pocketsphinx': {
      const installed = installedPocketSphinx();
      if (!installed) throw new Error('TRANSCRIPTION_ENGINE=pocketsphinx, but pocketsphinx is not installed');
      return pocketSphinxTranscriber(installed);
    }
    case 'auto': {
      if (http) return http;
      if (whisper) return whisper;
      const installed = installedPocketSphinx();
      return installed ? pocketSphinxTranscriber(installed) : null;
    }
  }
}

/**
 * The script aligner: PocketSphinx's batch decoder whenever it is installed with its model, whatever
 * TRANSCRIPTION_ENGINE says (aligning a person's script is not transcription, and costs a hundredth of real time);
 * null when it is not installed.
 */
export function installedAligner(modelDir = POCKETSPHINX_MODEL_DIR): ScriptAligner | null {
  const batchCommand = findCommand(POCKETSPHINX_BATCH_COMMAND);
  return batchCommand && modelInstalled(modelDir) ? pocketSphinxAligner({ batchCommand, modelDir }) : null;
}
