import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { transcriberFor } from './transcriber-for-config';

const settings = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', ...env }).transcription;
const MODEL = '/models/ggml-base.en.bin';

describe('the transcriber TRANSCRIPTION_ENGINE names', () => {
  it('is whisper.cpp in the process with `whisper` and a model file, the file read only when it transcribes', () => {
    const whisper = transcriberFor(settings({ TRANSCRIPTION_ENGINE: 'whisper', TRANSCRIPTION_MODEL_PATH: MODEL }));
    expect(whisper).toMatchObject({ engine: 'whisper', language: 'en' });
  });

  it('refuses `whisper` without a model file', () => {
    expect(() => transcriberFor(settings({ TRANSCRIPTION_ENGINE: 'whisper' }))).toThrow(
      'TRANSCRIPTION_ENGINE=whisper needs TRANSCRIPTION_MODEL_PATH',
    );
  });

  it('with `auto`, is the endpoint when there is one, else whisper.cpp when there is a model file', () => {
    const url = 'http://127.0.0.1:9000';
    expect(transcriberFor(settings({ TRANSCRIPTION_URL: url, TRANSCRIPTION_MODEL_PATH: MODEL }))?.engine).toBe(
      'openai',
    );
    expect(transcriberFor(settings({ TRANSCRIPTION_MODEL_PATH: MODEL }))?.engine).toBe('whisper');
    expect(transcriberFor(settings({ TRANSCRIPTION_ENGINE: 'off', TRANSCRIPTION_MODEL_PATH: MODEL }))).toBeNull();
  });

  it('is none of the engines it does not know', () => {
    expect(() => settings({ TRANSCRIPTION_ENGINE: 'vosk' })).toThrow();
  });
});
