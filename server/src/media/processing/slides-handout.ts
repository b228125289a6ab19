import PDFDocument from 'pdfkit';

/** A4 portrait in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = '#1a202c';
const MUTED = '#4a5568';
const SLIDES_PER_PAGE = 2;

/** One slide as the handout prints it: its title, when it appears, and its picture (JPEG bytes). */
export interface HandoutSlide {
  title: string;
  startSeconds: number;
  image: Buffer;
}

/** 75 → '1:15', 3725 → '1:02:05': the moment a slide appears, as players show times. */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/**
 * The handout of a lecture's slides: an A4 PDF, the lecture's title on top, then two slides a page, each its title
 * and time over its picture. pdfkit (the certificates' library) with its standard fonts, which cover the Latin text
 * Tesseract reads (English).
 */
export async function renderSlidesHandout(lectureTitle: string, slides: readonly HandoutSlide[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Slides: ${lectureTitle}`, Subject: `${slides.length} slides` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(lectureTitle, MARGIN, MARGIN, { width });
  const top = doc.y + 12;
  const slot = (PAGE.height - top - MARGIN) / SLIDES_PER_PAGE;
  slides.forEach((slide, index) => {
    const onPage = index % SLIDES_PER_PAGE;
    if (index > 0 && onPage === 0) doc.addPage();
    const y = (index < SLIDES_PER_PAGE ? top : MARGIN) + onPage * slot;
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(`${index + 1}. ${slide.title}`, MARGIN, y, { width: width - 60, lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(clockTime(slide.startSeconds), MARGIN, y + 1, { width, align: 'right' });
    doc.image(slide.image, MARGIN, y + 22, { fit: [width, slot - 40], align: 'center' });
  });
  doc.end();
  return done;
}
