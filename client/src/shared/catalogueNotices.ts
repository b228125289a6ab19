/**
 * The catalogue's notices and empty-list texts (spec section 8's for /courses), apart from notices.ts, which lists
 * them with the others: /courses shows them on every visit, and this module is all of the app's texts its start-up
 * JS needs (notices.ts with the shared messages is 1.9 kB gzip).
 */
export const catalogueNotices = {
  loading: 'Loading course data ...',
  loaded: 'Courses loaded successfully!',
  failed: 'Failed to get the course',
  noCourses: 'No courses match your search.',
  noCoursesYet: 'No courses are available yet.',
} as const;
