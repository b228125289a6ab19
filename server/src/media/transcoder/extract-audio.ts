import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inputArgs } from './ffmpeg-args';
import { probe } from './probe';
import { runFfmpeg } from './run-ffmpeg';
import type { MediaBinaries } from './types';

/** What speech recognisers read: 16 kHz, mono, 16-bit PCM. */
const SAMPLE_RATE = 16_000;

export interface AudioChunk {
  file: string;
  /** Where the chunk starts in the video, in seconds. */
  offsetSeconds: number;
}

export interface ExtractedAudio {
  chunks: AudioChunk[];
  durationSeconds: number | null;
}

/**
 * The video's first audio track as 16 kHz mono WAV files of `chunkSeconds` each (the last one shorter), written to
 * `outDir` in order: a recogniser then holds one chunk at a time, and a long lecture reports progress per chunk.
 * The segment muxer cuts at the first audio packet past each boundary, so a chunk starts within one packet (about
 * 64 ms) of its offset. A video without sound gives no chunk.
 */
export async function extractAudioChunks(
  input: string,
  outDir: string,
  options: { binaries: MediaBinaries; chunkSeconds: number; signal?: AbortSignal },
): Promise<ExtractedAudio> {
  const { binaries, chunkSeconds, signal } = options;
  const source = await probe(binaries.ffprobe, input, signal);
  if (!source.hasAudio) return { chunks: [], durationSeconds: source.durationSeconds };
  await runFfmpeg(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      ...inputArgs(input),
      '-map',
      '0:a:0',
      '-vn',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-c:a',
      'pcm_s16le',
      '-f',
      'segment',
      '-segment_time',
      String(chunkSeconds),
      '-reset_timestamps',
      '1',
      path.join(outDir, 'chunk-%05d.wav'),
    ],
    { signal },
  );
  const files = (await readdir(outDir)).filter((name) => /^chunk-\d{5}\.wav$/.test(name)).sort();
  return {
    chunks: files.map((name, index) => ({ file: path.join(outDir, name), offsetSeconds: index * chunkSeconds })),
    durationSeconds: source.durationSeconds,
  };
}
