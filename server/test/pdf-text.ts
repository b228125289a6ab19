import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, a string per text item of each page in the order they are drawn, as Mozilla's PDF.js reads it
 * (through each embedded font's ToUnicode map). Latin text reads back exactly; Devanagari reads back in glyph order
 * (a vowel sign drawn before its consonant comes first), so a test asserts on words without one.
 */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(pdf) });
  const document = await loading.promise;
  const shown: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    for (const item of items) if ('str' in item && item.str) shown.push(item.str);
  }
  await loading.destroy();
  return shown;
}
