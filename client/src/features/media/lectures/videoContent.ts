/** MP4 and MOV files are ISO boxes: a 4-byte size, then the first box's type, one of these. */
const ISO_BOX_TYPES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** WEBM files start with the EBML header's id. */
const EBML_ID = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Whether the file's first bytes are an MP4, MOV or WEBM video's, whatever its name and the type the browser guessed
 * from that name: a text file named .mp4 is not one. The server checks the bytes again.
 */
export async function hasVideoContent(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (EBML_ID.every((byte, index) => head[index] === byte)) return true;
  return ISO_BOX_TYPES.has(String.fromCharCode(...head.slice(4, 8)));
}
