import { certificateTexts } from '@coursehub/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate } from '../../shared/format-date';
import type { CertificateView } from './certificate.service';
import { type CertificateLinks, describeLength } from './certificate-links';

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const INK = '#1a202c';
const MUTED = '#4a5568';
const ACCENT = '#975a16';
const QR_SIZE = 96;

/**
 * The certificate as a one-page A4 landscape PDF: the issuing platform, the learner, the course, its instructor and
 * total length, the completion date, "viewing verified" when the server's viewing record proves every lecture
 * watched (media/viewing), and the verification code, address and QR code (drawn as vectors). pdfkit's
 * standard fonts cover Latin text (WinAnsi); the code is also in the document's subject and keywords.
 */
export async function renderCertificatePdf(certificate: CertificateView, links: CertificateLinks): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `Certificate of completion: ${certificate.courseTitle}`,
      Author: links.issuer,
      Subject: `Verification code ${certificate.code}`,
      Keywords: `certificate, ${certificate.code}`,
      CreationDate: certificate.completedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  frame(doc);
  body(doc, certificate, links);
  await footer(doc, certificate, links);
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

function body(doc: PDFKit.PDFDocument, certificate: CertificateView, links: CertificateLinks) {
  const width = PAGE.width - 4 * MARGIN;
  const line = (text: string, font: string, size: number, color: string, gap = 10) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 2 * MARGIN, undefined, { width, align: 'center' });
    doc.moveDown(gap / size);
  };
  doc.y = 2 * MARGIN + 4;
  line(links.issuer.toUpperCase(), 'Helvetica-Bold', 14, ACCENT, 18);
  line('Certificate of completion', 'Times-Bold', 34, INK, 22);
  line('This certifies that', 'Helvetica', 13, MUTED);
  line(certificate.learnerName, 'Times-Bold', 28, INK, 16);
  const what = certificate.path
    ? certificateTexts.completedPath(certificate.path.courseCount)
    : certificateTexts.completedWhat(certificate.quizzesPassed);
  line(what, 'Helvetica', 13, MUTED);
  line(certificate.courseTitle, 'Helvetica-Bold', 20, INK, 12);
  const length = certificate.totalSeconds === null ? '' : ` · ${describeLength(certificate.totalSeconds)} of video`;
  line(`taught by ${certificate.instructor}${length}`, 'Helvetica', 13, MUTED);
  line(`Completed on ${formatDate(certificate.completedAt)}`, 'Helvetica', 13, INK);
  if (certificate.viewingVerified) {
    line(
      `${certificateTexts.viewingVerified}: ${certificateTexts.viewingVerifiedDetail.toLowerCase()}`,
      'Helvetica-Bold',
      11,
      ACCENT,
    );
  }
}

async function footer(doc: PDFKit.PDFDocument, certificate: CertificateView, links: CertificateLinks) {
  const top = PAGE.height - 2 * MARGIN - QR_SIZE;
  const left = 2 * MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`Verification code: ${certificate.code}`, left, top + 40);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Verify at ${links.verificationUrl}`, left, top + 58, { link: links.verificationUrl, underline: false });
  drawQr(doc, links.verificationUrl, PAGE.width - 2 * MARGIN - QR_SIZE, top);
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
