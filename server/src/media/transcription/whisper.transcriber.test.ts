import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavSeconds } from './wav-seconds';
import { phrasesOf } from './whisper.transcriber';

describe("whisper.cpp's segments as timed phrases", () => {
  it('are in seconds, trimmed, without empty ones and the marks of non-speech, and end within the chunk', () => {
    const segments = [
      { text: '[BLANK_AUDIO]', t0: 0, t1: 1200 },
      { text: ' The event loop never blocks.', t0: 1200, t1: 3400 },
      { text: ' ', t0: 3400, t1: 3500 },
      { text: ' Callbacks run later.', t0: 3500, t1: 30_000 },
      { text: ' Hallucinated past the end.', t0: 30_000, t1: 31_000 },
    ];
    expect(phrasesOf({ segments }, 5.25)).toEqual([
      { start: 1.2, end: 3.4, text: 'The event loop never blocks.' },
      { start: 3.5, end: 5.25, text: 'Callbacks run later.' },
    ]);
  });
});

describe('how long a WAV file lasts', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'wav-seconds-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** A 16 kHz mono 16-bit WAV as ffmpeg writes it: RIFF, fmt, a LIST of tags, then the samples. */
  const wav = (samples: number, dataSize = samples * 2) => {
    const fmt = Buffer.alloc(24);
    fmt.write('fmt ', 0, 'latin1');
    fmt.writeUInt32LE(16, 4);
    fmt.writeUInt16LE(1, 8);
    fmt.writeUInt16LE(1, 10);
    fmt.writeUInt32LE(16_000, 12);
    fmt.writeUInt32LE(32_000, 16);
    fmt.writeUInt16LE(2, 20);
    fmt.writeUInt16LE(16, 22);
    const list = Buffer.concat([Buffer.from('LIST', 'latin1'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx\0')]);
    const data = Buffer.alloc(8 + samples * 2);
    data.write('data', 0, 'latin1');
    data.writeUInt32LE(dataSize, 4);
    const riff = Buffer.alloc(12);
    riff.write('RIFF', 0, 'latin1');
    riff.writeUInt32LE(4 + fmt.length + list.length + data.length, 4);
    riff.write('WAVE', 8, 'latin1');
    return Buffer.concat([riff, fmt, list, data]);
  };

  it('is its samples over its byte rate, past chunks it does not read, and the rest of a stream whose size is unset', async () => {
    const file = path.join(work, 'a.wav');
    await writeFile(file, wav(24_000));
    expect(await wavSeconds(file)).toBe(1.5);
    await writeFile(file, wav(8000, 0xffffffff));
    expect(await wavSeconds(file)).toBe(0.5);
  });

  it('is unknown for a file that is not a WAV', async () => {
    const file = path.join(work, 'b.mp3');
    await writeFile(file, 'ID3 not a wave');
    expect(await wavSeconds(file)).toBeNull();
  });
});
