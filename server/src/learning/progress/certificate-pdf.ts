import type { Locale } from '@coursehub/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawLine, type LineOptions, registerPdfFonts } from '../../shared/pdf-text-lines';
import type { CertificateView } from './certificate.service';
import type { CertificateLinks } from './certificate-links';
import { certificateWords } from './certificate-texts';

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const INK = '#1a202c';
const MUTED = '#4a5568';
const ACCENT = '#975a16';
const QR_SIZE = 96;

type Words = ReturnType<typeof certificateWords>;

/**
 * The certificate as a one-page A4 landscape PDF in the reader's language: the issuing platform, the learner, the
 * course, its instructor and total length, the completion date, "viewing verified" when the server's viewing record
 * proves every lecture watched (media/viewing), and the verification code, address and QR code (drawn as vectors).
 * Its fonts are embedded (shared/pdf-text-lines.ts), so a name or a title in any script reads as written; the code is
 * also in the document's subject and keywords.
 */
export async function renderCertificatePdf(
  certificate: CertificateView,
  links: CertificateLinks,
  locale: Locale,
): Promise<Buffer> {
  const words = certificateWords(locale);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    lang: locale,
    info: {
      Title: words.t('documentTitle', { course: certificate.courseTitle }),
      Author: links.issuer,
      Subject: `Verification code ${certificate.code}`,
      Keywords: `certificate, ${certificate.code}`,
      CreationDate: certificate.completedAt,
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  frame(doc);
  body(doc, certificate, links, words, bodyScale(certificate, links, words));
  footer(doc, certificate, links, words);
  doc.end();
  return done;
}

function frame(doc: PDFKit.PDFDocument) {
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(MARGIN, MARGIN, PAGE.width - 2 * MARGIN, PAGE.height - 2 * MARGIN)
    .stroke();
  const inner = MARGIN + 8;
  doc
    .lineWidth(1)
    .rect(inner, inner, PAGE.width - 2 * inner, PAGE.height - 2 * inner)
    .stroke();
}

/** Where the body starts, and the lowest it may reach: the footer's first line. */
const BODY_TOP = 2 * MARGIN + 4;
const BODY_BOTTOM = PAGE.height - 2 * MARGIN - QR_SIZE + 32;

/**
 * How much the body's type is scaled to end above the footer: 1 unless a long title wraps, or a script's taller lines
 * (the Arabic script's) need more room. Measured by laying the body out on a scratch page first.
 */
function bodyScale(certificate: CertificateView, links: CertificateLinks, words: Words): number {
  const scratch = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN });
  registerPdfFonts(scratch);
  body(scratch, certificate, links, words, 1);
  const height = scratch.y - BODY_TOP;
  scratch.end();
  return Math.min(1, (BODY_BOTTOM - BODY_TOP) / height);
}

function body(
  doc: PDFKit.PDFDocument,
  certificate: CertificateView,
  links: CertificateLinks,
  words: Words,
  scale: number,
) {
  const { t } = words;
  const line = (text: string, style: LineOptions['style'], size: number, color: string, gap = 10) => {
    drawLine(doc, text, {
      style,
      size: size * scale,
      color,
      direction: words.direction,
      x: 2 * MARGIN,
      width: PAGE.width - 4 * MARGIN,
      align: 'center',
    });
    doc.moveDown(gap / size);
  };
  doc.y = BODY_TOP;
  line(links.issuer.toUpperCase(), 'sans-bold', 14, ACCENT, 18);
  line(t('title'), 'serif-bold', 34, INK, 22);
  line(t('certifies'), 'sans', 13, MUTED);
  line(certificate.learnerName, 'serif-bold', 28, INK, 16);
  line(words.completed(certificate.quizzesPassed, certificate.path?.courseCount ?? null), 'sans', 13, MUTED);
  line(certificate.courseTitle, 'sans-bold', 20, INK, 12);
  const instructor = certificate.instructor;
  line(
    certificate.totalSeconds === null
      ? t('taughtBy', { instructor })
      : t('taughtByWithLength', { instructor, length: words.length(certificate.totalSeconds) }),
    'sans',
    13,
    MUTED,
  );
  line(t('completedOn', { date: words.date(certificate.completedAt) }), 'sans', 13, INK);
  if (certificate.viewingVerified) line(t('viewingVerified'), 'sans-bold', 11, ACCENT);
}

/** The code and the address beside the QR code: text on the reading side, the code on the other. */
function footer(doc: PDFKit.PDFDocument, certificate: CertificateView, links: CertificateLinks, words: Words) {
  const top = PAGE.height - 2 * MARGIN - QR_SIZE;
  const rtl = words.direction === 'rtl';
  const textX = rtl ? 2 * MARGIN + QR_SIZE + 24 : 2 * MARGIN;
  const width = PAGE.width - 4 * MARGIN - QR_SIZE - 24;
  const line = (offset: number, text: string, look: Pick<LineOptions, 'style' | 'size' | 'color' | 'link'>) => {
    doc.y = top + offset;
    drawLine(doc, text, { ...look, direction: words.direction, x: textX, width, align: 'start' });
  };
  line(40, words.t('verification', { code: certificate.code }), { style: 'sans-bold', size: 11, color: INK });
  const url = links.verificationUrl;
  line(58, words.t('verifyAt', { url }), { style: 'sans', size: 10, color: MUTED, link: url });
  drawQr(doc, links.verificationUrl, rtl ? 2 * MARGIN : PAGE.width - 2 * MARGIN - QR_SIZE, top);
}

/** The verification address as a QR code of filled squares (crisp at any zoom, no image to embed). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill();
}
