import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

/**
 * Text in any of the product's languages on a pdfkit page. pdfkit's standard fonts cover Latin-1 only (WinAnsi): a
 * Hindi course title or an Urdu name came out as garbage. The Noto fonts embedded here cover Latin, Devanagari and
 * the Arabic script (fontkit shapes their conjuncts and joined letters, and lays an Arabic run out right to left);
 * what remains is the order of the runs on a line that mixes directions, which the Unicode bidirectional algorithm
 * gives (bidi-js).
 */

export type PdfStyle = 'sans' | 'sans-bold' | 'serif-bold';
type Script = 'latin-devanagari' | 'arabic';

const fontFile = createRequire(import.meta.url).resolve;
/** Noto's Devanagari fonts carry Latin too, so one font draws English and Hindi, and a line mixing them. */
const FONTS: Record<Script, Record<PdfStyle, string>> = {
  'latin-devanagari': {
    sans: fontFile('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    'sans-bold': fontFile('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
    'serif-bold': fontFile('@expo-google-fonts/noto-serif-devanagari/700Bold/NotoSerifDevanagari_700Bold.ttf'),
  },
  arabic: {
    sans: fontFile('@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf'),
    'sans-bold': fontFile('@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf'),
    'serif-bold': fontFile('@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf'),
  },
};

const fontName = (script: Script, style: PdfStyle) => `${script}-${style}`;

/** The font files' bytes, read on the first document and kept: a certificate lays its body out twice. */
let fontBytes: [name: string, bytes: Buffer][] | undefined;

/** Makes the fonts known to a document by name (pdfkit embeds only the glyphs a document uses). */
export function registerPdfFonts(doc: PDFKit.PDFDocument) {
  fontBytes ??= (Object.entries(FONTS) as [Script, Record<PdfStyle, string>][]).flatMap(([script, styles]) =>
    (Object.entries(styles) as [PdfStyle, string][]).map(([style, file]): [string, Buffer] => [
      fontName(script, style),
      readFileSync(file),
    ]),
  );
  for (const [name, bytes] of fontBytes) doc.registerFont(name, bytes);
}

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const NEUTRAL = /[\s\p{P}\p{S}\p{M}]/u;

interface Run {
  text: string;
  script: Script;
  level: number;
}

/**
 * The line's runs in the order they are drawn from left to right: split where the script's font or the bidi level
 * changes (spaces and punctuation stay with the run they follow), then reordered by rule L2 of the algorithm. Within an
 * Arabic run fontkit itself draws the letters right to left.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const base: Script = direction === 'rtl' ? 'arabic' : 'latin-devanagari';
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    const last = runs.at(-1);
    const script: Script = ARABIC_LETTER.test(char)
      ? 'arabic'
      : NEUTRAL.test(char) && last
        ? last.script
        : /\p{Script=Devanagari}/u.test(char)
          ? 'latin-devanagari'
          : base;
    // A space between Arabic words is a run of its own: pdfkit loses it inside a run it lays out right to left.
    const apart = script === 'arabic' && (/\s/u.test(char) || /\s/u.test(last?.text.at(-1) ?? ''));
    if (last && !apart && last.level === level && last.script === script) last.text += char;
    else runs.push({ text: char, script, level });
  }
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs;
}

export interface LineOptions {
  style: PdfStyle;
  size: number;
  color: string;
  direction: 'ltr' | 'rtl';
  x: number;
  width: number;
  align: 'center' | 'start';
  /** A link the line opens when clicked. */
  link?: string;
}

/** How far a line of several runs, which are not wrapped, is shrunk to fit its width: any further, it wraps. */
const MIN_SHRINK = 0.7;

/**
 * One line of text at the document's current y, which it moves below the line. A line of one run is pdfkit's to wrap
 * and align; a line that mixes scripts or directions is measured run by run and drawn in the order `visualRuns` gives,
 * shrunk to fit its width.
 */
export function drawLine(doc: PDFKit.PDFDocument, text: string, options: LineOptions) {
  const runs = visualRuns(text, options.direction);
  const align = options.align === 'center' ? 'center' : options.direction === 'rtl' ? 'right' : 'left';
  doc.fillColor(options.color);
  const widthAt = (size: number) =>
    runs.reduce(
      (sum, run) => sum + doc.font(fontName(run.script, options.style)).fontSize(size).widthOfString(run.text),
      0,
    );
  const fitted = Math.min(options.size, (options.size * options.width) / widthAt(options.size));
  if (runs.length <= 1 || fitted < options.size * MIN_SHRINK) {
    // One run, or too long to stay on one line: pdfkit wraps it, in the font of its first run.
    doc
      .font(fontName(runs[0]?.script ?? 'latin-devanagari', options.style))
      .fontSize(options.size)
      .text(text, options.x, doc.y, { width: options.width, align, link: options.link, underline: false });
    return;
  }
  const size = fitted;
  const total = widthAt(size);
  const y = doc.y;
  let x =
    align === 'center'
      ? options.x + (options.width - total) / 2
      : align === 'right'
        ? options.x + options.width - total
        : options.x;
  let height = 0;
  for (const run of runs) {
    doc.font(fontName(run.script, options.style)).fontSize(size);
    const width = doc.widthOfString(run.text);
    doc.text(run.text, x, y, { lineBreak: false, link: options.link, underline: false });
    height = Math.max(height, doc.currentLineHeight(true));
    x += width;
  }
  doc.x = options.x;
  doc.y = y + height;
}
