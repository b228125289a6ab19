/** How much of a program's stderr is kept: its last lines say why it failed, and it can print megabytes before that. */
const STDERR_TAIL_BYTES = 4096;

/** Collects the last STDERR_TAIL_BYTES of a stream's chunks. */
export class StderrTail {
  private text = '';
  private truncated = false;

  push(chunk: Buffer | string) {
    this.text += chunk.toString();
    if (this.text.length > STDERR_TAIL_BYTES) {
      this.text = this.text.slice(-STDERR_TAIL_BYTES);
      this.truncated = true;
    }
  }

  /** The kept text, without a first line cut in the middle. */
  toString(): string {
    return this.truncated ? this.text.slice(this.text.indexOf('\n') + 1) : this.text;
  }
}

const MAX_REASON = 200;

/** Text without the server's paths: `path: ` at the start is dropped, any other path is cut to its file name. */
export function withoutPaths(text: string): string {
  return text.replace(/^(?:file:)?\/[^:]*:\s+/, '').replace(/(?:file:)?(?:\/[^\s/:'"]+)+\/([^\s/:'"]+)/g, '$1');
}

/**
 * One human line out of ffmpeg's or ffprobe's stderr, fit for an admin's eyes: the first message, without the
 * `[mov,mp4,… @ 0x55…]` context prefix and without the server's paths (a leading `path: ` is dropped, other paths
 * are cut to their file name). E.g. `moov atom not found`.
 */
export function stderrReason(stderr: string): string | null {
  for (const raw of stderr.split(/\r?\n/)) {
    const line = withoutPaths(raw.replace(/^\[[^\]]* @ 0x[0-9a-f]+\]\s*/i, '')).trim();
    if (line) return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
  }
  return null;
}
