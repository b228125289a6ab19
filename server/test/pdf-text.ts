import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, in the order its content streams draw it: each Flate stream inflated, each text-showing
 * operator's hex strings (as pdfkit writes them for its standard fonts, WinAnsi) decoded. Enough to assert what a
 * generated document says without a PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const shown: string[] = [];
  // Each stream is read by its dictionary's /Length: compressed bytes may end in a \r or hold 'endstream' themselves,
  // so looking for the keyword lost a stream now and then (the QR code and the dates change what is compressed).
  for (const match of source.matchAll(/\/Length (\d+)[\s\S]*?stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = Buffer.from(source.slice(start, start + Number(match[1])), 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
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
