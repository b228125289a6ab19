import { Router } from 'express';
import { requestScope } from '../../http/rest';
import type { AppDeps } from '../../shared/scope';
import { courseNotes } from './notes.service';
import { notesMarkdown, notesPdf } from './notes-export';

/** The downloads' route: the course's id and the format, e.g. /course-notes/<uuid>.md. */
export const NOTES_EXPORT_PATH = /^\/course-notes\/([0-9a-fA-F-]{36})\.(md|pdf)$/;

/** A file name from the course's title: its words, lower case, joined by hyphens (never a path or a quote). */
const fileNameOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'course'
  }-notes`;

/**
 * GET /course-notes/<course id>.md or .pdf: the signed-in caller's own notes of a course as a download, under the
 * same rules as the notes page (notes.service.ts). Beside the client's pages, outside /api, as the certificate's PDF:
 * a link the browser saves as the document it is, with the session cookie.
 */
export function notesExportRouter(deps: AppDeps) {
  const router = Router();
  const scope = requestScope(deps);
  router.get(NOTES_EXPORT_PATH, async (req, res) => {
    const params = req.params as Record<string, string>;
    const format = params[1] === 'pdf' ? 'pdf' : 'md';
    const course = await courseNotes(scope(req), params[0] ?? '');
    const name = `${fileNameOf(course.courseTitle)}.${format}`;
    res.set('Content-Disposition', `attachment; filename="${name}"`).set('Cache-Control', 'private, no-store');
    if (format === 'pdf') res.type('application/pdf').send(await notesPdf(deps.config, course, deps.clock.now()));
    else res.type('text/markdown; charset=utf-8').send(notesMarkdown(deps.config, course));
  });
  return router;
}
