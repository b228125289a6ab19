import { formatVideoMoment } from '@coursehub/shared';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config';
import type { NoteView } from './note-rows';

/** A course's notes as one download: the course and the caller's notes, in the notes page's order. */
export interface CourseNotes {
  courseId: string;
  courseTitle: string;
  notes: NoteView[];
}

type Links = Pick<Config, 'clientUrl'>;

/** Where a note's moment plays: the lecture page at that second (the player reads `t`). */
export const noteMomentUrl = (config: Links, note: Pick<NoteView, 'courseId' | 'lectureId' | 'atSeconds'>) =>
  `${config.clientUrl}/course/displaylectures?${new URLSearchParams({
    course: note.courseId,
    lecture: note.lectureId,
    t: String(note.atSeconds),
  }).toString()}`;

/** The lectures in order, each with its notes: what both formats are laid out from. */
function byLecture(notes: readonly NoteView[]) {
  const lectures: { title: string; notes: NoteView[] }[] = [];
  for (const note of notes) {
    const last = lectures.at(-1);
    if (last && last.notes[0]?.lectureId === note.lectureId) last.notes.push(note);
    else lectures.push({ title: note.lectureTitle, notes: [note] });
  }
  return lectures;
}

/** Markdown's own marks in a title, escaped so that a lecture called "*Intro*" stays its words. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]#<>!|]/g, (mark) => `\\${mark}`);

/**
 * The notes as a Markdown document: the course as the title, a section per lecture, each note under a linked moment
 * (a bookmark is the moment alone). A note's text is the learner's own markdown, kept as written.
 */
export function notesMarkdown(config: Links, course: CourseNotes): string {
  const parts = [`# ${escapeMarkdown(course.courseTitle)}: my notes`];
  if (!course.notes.length) parts.push('No notes or bookmarks yet.');
  for (const lecture of byLecture(course.notes)) {
    parts.push(`## ${escapeMarkdown(lecture.title)}`);
    for (const note of lecture.notes) {
      const moment = `[${formatVideoMoment(note.atSeconds)}](${noteMomentUrl(config, note)})`;
      parts.push(note.body === null ? `- Bookmark at ${moment}` : `### ${moment}\n\n${note.body}`);
    }
  }
  return `${parts.join('\n\n')}\n`;
}

const INK = '#1a202c';
const MUTED = '#4a5568';
const ACCENT = '#975a16';

/**
 * The notes as an A4 PDF (pdfkit, as the certificates): the course, then each lecture with its moments (linked to the
 * lecture at that second) and the notes' text as written. pdfkit's standard fonts cover Latin text (WinAnsi).
 */
export async function notesPdf(config: Links, course: CourseNotes, madeAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${course.courseTitle}: my notes`, CreationDate: madeAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(`${course.courseTitle}: my notes`);
  if (!course.notes.length) doc.moveDown().font('Helvetica').fontSize(11).text('No notes or bookmarks yet.');
  for (const lecture of byLecture(course.notes)) {
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).fillColor(INK).text(lecture.title);
    for (const note of lecture.notes) {
      const moment = formatVideoMoment(note.atSeconds);
      doc
        .moveDown(0.6)
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(ACCENT)
        .text(note.body === null ? `Bookmark at ${moment}` : moment, { link: noteMomentUrl(config, note) });
      if (note.body !== null) doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(note.body);
    }
  }
  doc.end();
  return done;
}

/** The downloads of a course's notes (notes-export.http.ts), served by the app. */
export const notesExportUrls = (config: Pick<Config, 'publicUrl'>, courseId: string) => ({
  markdownUrl: `${config.publicUrl}/course-notes/${courseId}.md`,
  pdfUrl: `${config.publicUrl}/course-notes/${courseId}.pdf`,
});
