import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';

/**
 * Answers with a CSV export as a download: the header row, then the rows, in UTF-8. Never stored by a cache: an export
 * holds people's names, emails and payments. `filename` goes into the header as it is: the exports name their files
 * from ids, dates and fixed words, which need no escaping.
 */
export function sendCsvFile(res: Response, filename: string, header: readonly string[], rows: readonly unknown[][]) {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  res.set('Cache-Control', 'no-store');
  // escape_formulas: a cell such as '=HYPERLINK(…)' (a title, a name, an email) must stay text in a spreadsheet.
  res.send(stringify([[...header], ...rows], { escape_formulas: true }));
}
