import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bound } from '../../../test/hang-bound';
import { NARRATION, speakNarration } from '../../../test/narration';
import { writeSyntheticWhisperModel } from '../../../test/synthetic-whisper-model';
import { TranscriptionError } from './transcriber';
import { wavSeconds } from './wav-seconds';
import { whisperTranscriber } from './whisper.transcriber';
import { releaseWhisperModels, whisperModel } from './whisper-model';

/**
 * whisper.cpp for real, in this process (@fugood/whisper.node's prebuilt binary), on test/narration.ts's espeak-ng
 * narration. The model is synthetic (test/synthetic-whisper-model.ts): no model weights can be downloaded where the
 * tests run, so it has a real model's layout and tiny random weights. What it transcribes is therefore meaningless;
 * these tests hold the plumbing: loading once, timed phrases within the audio, stopping, and the reasons an admin
 * reads when the model file is wrong, with the process left running.
 */
describe('whisper.cpp in the process', { timeout: bound(60_000) }, () => {
  let work: string;
  let model: string;
  let wav: string;
  const signal = new AbortController().signal;
  const transcriber = (modelPath: string, timeoutMs = 60_000) => whisperTranscriber({ modelPath, timeoutMs });

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'whisper-'));
    model = path.join(work, 'ggml-synthetic.bin');
    await writeSyntheticWhisperModel(model);
    ({ wav } = speakNarration(work, NARRATION.slice(0, 2)));
  });
  afterAll(async () => {
    await releaseWhisperModels();
    await rm(work, { recursive: true, force: true });
  });

  it('transcribes a WAV file into phrases in order, within the audio, without a confidence', async () => {
    const phrases = await transcriber(model).transcribe(wav, { signal });
    const seconds = (await wavSeconds(wav)) as number;
    expect(phrases.length).toBeGreaterThan(0);
    let previous = 0;
    for (const phrase of phrases) {
      expect(phrase.text).not.toBe('');
      expect(phrase.start).toBeGreaterThanOrEqual(previous);
      expect(phrase.end).toBeGreaterThan(phrase.start);
      expect(phrase.end).toBeLessThanOrEqual(seconds);
      // @fugood/whisper.node gives no token probabilities: the track is published as it is.
      expect(phrase.confidence).toBeUndefined();
      previous = phrase.start;
    }
  });

  it('loads a model file once per process', async () => {
    expect(whisperModel(model)).toBe(whisperModel(model));
    const again = await transcriber(model).transcribe(wav, { signal });
    expect(again.length).toBeGreaterThan(0);
  });

  it('rejects at once when the job is stopped, and the next chunk is transcribed', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const running = transcriber(model).transcribe(wav, { signal: stop.signal });
    setTimeout(() => stop.abort(), 20);
    await expect(running).rejects.toThrow(new TranscriptionError('The transcription was stopped'));
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(transcriber(model).transcribe(wav, { signal })).resolves.not.toHaveLength(0);
  });

  it('gives up a run that takes longer than its time', async () => {
    await whisperModel(model);
    await expect(transcriber(model, 1).transcribe(wav, { signal })).rejects.toThrow(
      new TranscriptionError('The speech recogniser did not finish in time'),
    );
  });

  it('says why a model file cannot be used, and the process goes on', async () => {
    const reasonFor = (file: string) =>
      transcriber(file)
        .transcribe(wav, { signal })
        .then(
          () => 'transcribed',
          (error: unknown) => (error instanceof TranscriptionError ? error.reason : String(error)),
        );
    expect(await reasonFor(path.join(work, 'missing.bin'))).toBe(
      'The whisper model file does not exist (TRANSCRIPTION_MODEL_PATH)',
    );
    expect(await reasonFor(work)).toBe('The whisper model file cannot be read (TRANSCRIPTION_MODEL_PATH)');
    const notAModel = path.join(work, 'not-a-model.bin');
    await writeFile(notAModel, 'GGUF, or a web page saved by mistake');
    expect(await reasonFor(notAModel)).toBe('TRANSCRIPTION_MODEL_PATH is not a whisper.cpp model (a ggml .bin file)');
    const truncated = path.join(work, 'truncated.bin');
    const bytes = await readFile(model);
    await writeFile(truncated, bytes.subarray(0, bytes.length / 2));
    expect(await reasonFor(truncated)).toBe('The whisper model could not be loaded (TRANSCRIPTION_MODEL_PATH)');
    await expect(transcriber(model).transcribe(wav, { signal })).resolves.not.toHaveLength(0);
  });
});
