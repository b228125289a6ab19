import { useEffect, useState } from 'react';

/** One line of a transcript: a caption cue, its text on one line. */
export interface TranscriptLine {
  start: number;
  end: number;
  text: string;
}

export type TranscriptState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; lines: TranscriptLine[] };

/**
 * A caption track's cues as transcript lines: the WebVTT file fetched with the viewer's cookie (it is authorized like
 * the video) and read by media-captions, the parser the server validates uploads with, loaded only when a transcript
 * is shown.
 */
export function useTranscript(url: string | null): TranscriptState {
  const [state, setState] = useState<TranscriptState>({ status: 'loading' });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    (async () => {
      const [response, { parseText }] = await Promise.all([
        fetch(url, { credentials: 'same-origin', signal: abort.signal }),
        import('media-captions'),
      ]);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { cues } = await parseText(await response.text(), { type: 'vtt' });
      return cues.map((cue) => ({
        start: cue.startTime,
        end: cue.endTime,
        text: cue.text
          .replace(/<[^>]*>/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      }));
    })().then(
      (lines) => setState({ status: 'ready', lines }),
      () => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [url]);
  return state;
}

/** The index of the line being said at `seconds` (the last one started), or -1 before the first. */
export function lineAt(lines: readonly TranscriptLine[], seconds: number): number {
  let found = -1;
  for (let index = 0; index < lines.length && (lines[index] as TranscriptLine).start <= seconds; index += 1) {
    if ((lines[index] as TranscriptLine).end > seconds) found = index;
  }
  return found;
}

/** The transcript as plain text, one line per cue with its time: what "Download .txt" saves. */
export function transcriptText(lines: readonly TranscriptLine[], formatTime: (seconds: number) => string): string {
  return `${lines.map((line) => `[${formatTime(Math.floor(line.start))}] ${line.text}`).join('\n')}\n`;
}
