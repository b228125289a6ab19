import { describe, expect, it } from 'vitest';
import { checkCues, parseCaptionFile, renderVtt, vttTimestamp } from './caption-format';

const vtt = (body: string) => `WEBVTT\n\n${body}`;

async function refusal(text: string, format: 'vtt' | 'srt') {
  try {
    await parseCaptionFile(text, format);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('caption files', () => {
  it('reads a WebVTT file into cues, and writes them back as WebVTT', async () => {
    const cues = await parseCaptionFile(
      vtt('00:00:01.000 --> 00:00:02.500\nHello there\n\n00:02.500 --> 00:04.000\nTwo\nlines\n'),
      'vtt',
    );
    expect(cues).toEqual([
      { start: 1, end: 2.5, text: 'Hello there' },
      { start: 2.5, end: 4, text: 'Two\nlines' },
    ]);
    expect(renderVtt(cues)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello there\n\n00:00:02.500 --> 00:00:04.000\nTwo\nlines\n',
    );
  });

  it('converts SRT (numbered cues, decimal commas, CRLF) to the same cues', async () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:02,000\r\nHello\r\n\r\n2\r\n00:01:03,250 --> 00:01:04,000\r\nAgain\r\n';
    expect(await parseCaptionFile(srt, 'srt')).toEqual([
      { start: 1, end: 2, text: 'Hello' },
      { start: 63.25, end: 64, text: 'Again' },
    ]);
  });

  it('names the line of a cue that ends before it starts', async () => {
    expect(await refusal(vtt('00:00:01.000 --> 00:00:02.000\nA\n\n00:00:05.000 --> 00:00:04.000\nB\n'), 'vtt')).toBe(
      'Line 6: the cue ends before it starts',
    );
  });

  it('names the line of a cue that overlaps the one before', async () => {
    const srt = '1\n00:00:01,000 --> 00:00:03,000\nA\n\n2\n00:00:02,000 --> 00:00:04,000\nB\n';
    expect(await refusal(srt, 'srt')).toBe(
      'Line 6: the cue starts before the previous one ends (cues may not overlap)',
    );
  });

  it('names the line that carries markup', async () => {
    expect(await refusal(vtt('00:00:01.000 --> 00:00:02.000\nplain\n<b>bold</b>\n'), 'vtt')).toBe(
      'Line 5: markup is not allowed in captions (plain text only)',
    );
  });

  it('names the line of a timestamp the parser cannot read, and refuses a file without the WEBVTT header', async () => {
    expect(await refusal(vtt('00:00:01.000 --> 00:00:02.000\nA\n\n00:00:0x.000 --> 00:00:05.000\nB\n'), 'vtt')).toBe(
      'Line 6: the cue’s times are not valid',
    );
    expect(await refusal('00:00:01.000 --> 00:00:02.000\nA\n', 'vtt')).toBe('Line 1: a WebVTT file starts with WEBVTT');
  });

  it('checks edited cues by their number', () => {
    expect(() =>
      checkCues(
        [
          { start: 0, end: 1, text: 'a' },
          { start: 2, end: 3, text: '' },
        ],
        (index) => `Cue ${index + 1}`,
      ),
    ).toThrow('Cue 2: the cue has no text');
  });

  it('writes times as hh:mm:ss.mmm', () => {
    expect(vttTimestamp(3723.4567)).toBe('01:02:03.457');
  });
});
