/** '1 course', '130 courses', or 'Showing 24 of 130 courses' while some are not listed yet. */
export function catalogueCountText(shown: number, total: number): string {
  const courses = `${total} ${total === 1 ? 'course' : 'courses'}`;
  return shown < total ? `Showing ${shown} of ${courses}` : courses;
}

/** When the server corrected a search that matched nothing: what it searched for instead. */
export function correctedSearchText(typed: string, corrected: string): string {
  return `No courses match “${typed}”. Showing results for “${corrected}”.`;
}
