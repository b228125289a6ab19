import { parseText, parseVTTTimestamp } from 'media-captions';
import { badInput } from '../../shared/errors';

/** One cue as stored and edited: times in seconds, plain text (lines joined by \n). */
export interface Cue {
  start: number;
  end: number;
  text: string;
  /** A recogniser's confidence (0–1) in each word of `text`, in order; absent when a person wrote it. */
  confidences?: number[] | null;
}

export type CaptionFileFormat = 'vtt' | 'srt';

/** Any tag (`<b>`, `<v Roger>`, `<00:01.000>`, `<font>`): refused, so a track shows as plain text in every player. */
const MARKUP = /<[^>]*>/;
const TIMING = '-->';

/** What is wrong with a captions file or with edited cues, after the place ('Line 12: …', 'Cue 3: …'). */
export const CAPTION_PROBLEMS = {
  nulBytes: 'captions must not contain null bytes',
  noHeader: 'a WebVTT file starts with WEBVTT',
  badTimes: 'the cue’s times are not valid',
  endsBeforeStart: 'the cue ends before it starts',
  overlaps: 'the cue starts before the previous one ends (cues may not overlap)',
  noText: 'the cue has no text',
  markup: 'markup is not allowed in captions (plain text only)',
  unreadable: 'the file’s cues could not all be read',
} as const;

/** A problem in an uploaded file (its line, from 1) or in edited cues (the cue's number, from 1). */
const problem = (where: string, reason: string) => badInput(`${where}: ${reason}`, 'captions');
export const linePlace = (line: number) => `Line ${line}`;
export const cuePlace = (cue: number) => `Cue ${cue}`;

/**
 * Checks cues in order: each starts before it ends, none starts before the previous one ended (no overlaps), no
 * markup, no empty text. `where(index, lineInCue)` names the place for the message.
 */
export function checkCues(cues: Cue[], where: (index: number, lineInCue?: number) => string) {
  cues.forEach((cue, index) => {
    if (!(Number.isFinite(cue.start) && Number.isFinite(cue.end)) || cue.start < 0) {
      throw problem(where(index), CAPTION_PROBLEMS.badTimes);
    }
    if (cue.end <= cue.start) throw problem(where(index), CAPTION_PROBLEMS.endsBeforeStart);
    const previous = cues[index - 1];
    if (previous && cue.start < previous.end) {
      throw problem(where(index), CAPTION_PROBLEMS.overlaps);
    }
    const lines = cue.text.split('\n');
    if (!cue.text.trim()) throw problem(where(index), CAPTION_PROBLEMS.noText);
    const tagged = lines.findIndex((line) => MARKUP.test(line));
    if (tagged >= 0) throw problem(where(index, tagged + 1), CAPTION_PROBLEMS.markup);
  });
}

/** The start and end of a timing line (`00:01.000 --> 00:02.500 line:90%`), SRT's decimal comma read as a dot. */
function timingOf(line: string): { start: number; end: number } {
  const [left = '', right = ''] = line.replace(/,/g, '.').split(TIMING);
  return {
    start: parseVTTTimestamp(left.trim()) ?? Number.NaN,
    end: parseVTTTimestamp(right.trim().split(/\s+/)[0] ?? '') ?? Number.NaN,
  };
}

/**
 * A WebVTT or SRT file's cues, refused with the line named when the parser (media-captions) reports an error, or a
 * cue has bad timing, overlaps the one before, carries markup or has no text. media-captions drops a cue whose end is
 * not after its start without a word, so timing is read from the file's own timing lines, in order.
 */
export async function parseCaptionFile(raw: string, format: CaptionFileFormat): Promise<Cue[]> {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  // PostgreSQL's text cannot hold U+0000: refused here with its line, not as a failed statement.
  const nul = lines.findIndex((line) => line.includes('\u0000'));
  if (nul >= 0) throw problem(linePlace(nul + 1), CAPTION_PROBLEMS.nulBytes);
  if (format === 'vtt' && !/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) {
    throw problem(linePlace(1), CAPTION_PROBLEMS.noHeader);
  }
  const timingLines = lines.flatMap((line, index) => (line.includes(TIMING) ? [index] : []));
  const timed = timingLines.map((index) => {
    const { start, end } = timingOf(lines[index] as string);
    if (Number.isNaN(start) || Number.isNaN(end)) throw problem(linePlace(index + 1), CAPTION_PROBLEMS.badTimes);
    return { start, end, text: cueText(lines, index) };
  });
  checkCues(timed, (index, lineInCue) => linePlace((timingLines[index] as number) + 1 + (lineInCue ?? 0)));
  const parsed = await parseText(text, { type: format, errors: true });
  const error = parsed.errors[0];
  if (error) throw problem(linePlace(error.line), error.message.replace(/ on line \d+$/, ''));
  if (parsed.cues.length !== timed.length) throw problem(linePlace(1), CAPTION_PROBLEMS.unreadable);
  return parsed.cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text.trim() }));
}

/** The text lines after a timing line, up to the blank line that ends the cue. */
function cueText(lines: string[], timingLine: number): string {
  const end = lines.findIndex((line, index) => index > timingLine && line.trim() === '');
  return lines.slice(timingLine + 1, end < 0 ? undefined : end).join('\n');
}

/** `hh:mm:ss.mmm`, as WebVTT writes a time. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT file of checked cues; an empty track is a valid file with the header alone. */
export function renderVtt(cues: Cue[]): string {
  const blocks = cues.map((cue) => `${vttTimestamp(cue.start)} ${TIMING} ${vttTimestamp(cue.end)}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n').concat('\n');
}
