import { MP4_FTYP } from '../../test/fixtures/videos';

export const MiB = 1024 * 1024;
const CHUNK = 256 * 1024;

/**
 * An MP4-typed file of `total` bytes (ftyp, an mdat box header, then filler), produced a chunk at a
 * time and never held: after the header chunk the same immutable filler buffer is yielded again and
 * again, so the generator adds no allocation of its own to the memory being measured.
 */
export async function* mp4Chunks(total: number): AsyncGenerator<Buffer> {
  const filler = Buffer.alloc(CHUNK, 0x5a);
  const header = Buffer.from(filler);
  MP4_FTYP.copy(header);
  // A 32-bit box size cannot describe 4 GiB; players ignore it here, the type sniffer only needs `ftyp`.
  header.writeUInt32BE(Math.min(total - MP4_FTYP.length, 0xffffffff), MP4_FTYP.length);
  header.write('mdat', MP4_FTYP.length + 4, 'latin1');
  let sent = 0;
  while (sent < total) {
    const size = Math.min(CHUNK, total - sent);
    const chunk = sent === 0 ? header : filler;
    yield size === CHUNK ? chunk : chunk.subarray(0, size);
    sent += size;
  }
}
