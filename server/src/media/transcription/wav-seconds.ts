import { open } from 'node:fs/promises';

/** ffmpeg's WAV header (RIFF, fmt, LIST of tags) fits well within this; the samples follow. */
const HEADER_BYTES = 4096;

/**
 * How long a PCM WAV file lasts, from its header's byte rate and the size of its samples (the data chunk, or the rest
 * of the file when its size is left unset, as a stream's is); null when it is not a WAV file this can read.
 */
export async function wavSeconds(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const header = buffer.subarray(0, bytesRead);
    if (header.toString('latin1', 0, 4) !== 'RIFF' || header.toString('latin1', 8, 12) !== 'WAVE') return null;
    let byteRate = 0;
    for (let at = 12; at + 8 <= header.length; ) {
      const id = header.toString('latin1', at, at + 4);
      const length = header.readUInt32LE(at + 4);
      if (id === 'fmt ' && at + 16 <= header.length) byteRate = header.readUInt32LE(at + 16);
      if (id === 'data') return byteRate > 0 ? Math.min(length, size - at - 8) / byteRate : null;
      at += 8 + length + (length % 2);
    }
    return null;
  } finally {
    await handle.close();
  }
}
