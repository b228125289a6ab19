import { describe, expect, it } from 'vitest';
import { cleanTitle, parseTesseractTsv, slideBody, slideTitle } from './slide-text';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, line: number, word: number, height: number, conf: number, text = '') =>
  [level, 1, block, 1, line, word, 80, 80, 300, height, conf, text].join('\t');

/** What Tesseract 5 printed for a generated slide: a 64 px title over a 36 px body line. */
const SLIDE_TSV = [
  HEADER,
  row(1, 0, 0, 0, 720, -1),
  row(2, 1, 0, 0, 50, -1),
  row(4, 1, 1, 0, 50, -1),
  row(5, 1, 1, 1, 50, 95.3, 'Welcome'),
  row(5, 1, 1, 2, 46, 95.8, 'to'),
  row(5, 1, 1, 3, 50, 96.3, 'Statistics'),
  row(4, 2, 1, 0, 34, -1),
  row(5, 2, 1, 1, 34, 96.9, 'Why'),
  row(5, 2, 1, 2, 20, 96.9, 'we'),
  row(5, 2, 1, 3, 20, 12, '~'),
  row(5, 2, 1, 4, 34, 96.3, 'measure'),
  '',
].join('\n');

describe('slide text', () => {
  it('groups the words into lines with their heights, leaving out words read without confidence', () => {
    const text = parseTesseractTsv(SLIDE_TSV);
    expect(text.lines).toEqual([
      { text: 'Welcome to Statistics', height: 50 },
      { text: 'Why we measure', height: 34 },
    ]);
    expect(slideBody(text)).toBe('Welcome to Statistics\nWhy we measure');
    expect(parseTesseractTsv(HEADER)).toEqual({ lines: [] });
  });

  it('titles a slide with the first line of its largest text', () => {
    expect(slideTitle(parseTesseractTsv(SLIDE_TSV))).toBe('Welcome to Statistics');
    // A small header line (the course's name) above the title does not win; the title's second line does not either.
    const lines = [
      { text: 'STATS 101', height: 20 },
      { text: 'Sampling', height: 48 },
      { text: 'Bias', height: 44 },
      { text: 'Larger than life', height: 60 },
    ];
    expect(slideTitle({ lines })).toBe('Sampling');
    expect(slideTitle({ lines: [] })).toBe('');
  });

  it('cleans what OCR makes of decoration around a title', () => {
    expect(cleanTitle('• Sampling   Bias —')).toBe('Sampling Bias');
    expect(cleanTitle('| Why p < 0.05?')).toBe('Why p < 0.05?');
    expect(cleanTitle('"Quoted" titles.')).toBe('"Quoted" titles');
    expect(cleanTitle('(Optional) Proofs')).toBe('(Optional) Proofs');
    expect(cleanTitle('एक शीर्षक')).toBe('एक शीर्षक');
    expect(cleanTitle('— ~ —')).toBe('');
  });
});
