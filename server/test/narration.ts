import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TimedText } from '../src/media/transcription/transcriber';

/**
 * A narration spoken by espeak-ng (Debian), phrase by phrase with known silences between. Each phrase's audio is
 * trimmed of espeak's own leading and trailing silence, so where its words were said is known by construction: from
 * the phrase's start to its end on the narration's clock.
 */
export const NARRATION = [
  'The event loop never blocks.',
  'Callbacks run later, when the stack is empty.',
  'In 2026, Kubernetes schedules the workers.',
  'Promises make that order easier to read!',
];
/** Silence before the first phrase and between phrases, in seconds. */
const GAP_SECONDS = 1.2;

/** The narration as one 16 kHz mono WAV, and each phrase's start and end in it. */
export function speakNarration(dir: string, phrases = NARRATION): { wav: string; spans: TimedText[] } {
  const spans: TimedText[] = [];
  let at = GAP_SECONDS;
  const inputs: string[] = [];
  for (const [index, phrase] of phrases.entries()) {
    const raw = path.join(dir, `phrase-${index}-raw.wav`);
    const trimmed = path.join(dir, `phrase-${index}.wav`);
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, phrase]);
    const trim = 'silenceremove=start_periods=1:start_threshold=-50dB';
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', raw],
      ...['-af', `${trim},areverse,${trim},areverse`, '-ac', '1', '-ar', '16000', trimmed],
    ]);
    const seconds = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', trimmed]),
    );
    spans.push({ text: phrase, start: at, end: at + seconds });
    at += seconds + GAP_SECONDS;
    inputs.push(trimmed);
  }
  const wav = path.join(dir, 'narration.wav');
  const silence = `anullsrc=r=16000:cl=mono:d=${GAP_SECONDS}`;
  const parts = inputs.map((_, index) => `[g${index}][${index}:a]`).join('');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...inputs.flatMap((input) => ['-i', input]),
    '-filter_complex',
    `${inputs.map((_, index) => `${silence}[g${index}]`).join(';')};${parts}concat=n=${inputs.length * 2}:v=0:a=1[a]`,
    ...['-map', '[a]', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav],
  ]);
  return { wav, spans };
}
