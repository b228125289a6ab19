import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, in the order its content streams draw it: each Flate stream inflated, each text-showing
 * operator's hex strings (as pdfkit writes them for its standard fonts, WinAnsi) decoded. Enough to assert what a
 * generated document says without a PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      shown.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return shown;
}
