/** What /my-learning says (its tests find the page by these). */
export const LEARNING_TEXTS = {
  heading: 'My learning',
  inProgress: 'In progress',
  completed: 'Completed',
  next: (title: string) => `Next: ${title}`,
  continue: 'Continue',
  continueCourse: (course: string) => `Continue ${course}`,
  completedOn: (date: string) => `Completed on ${date}`,
  certificate: 'View certificate',
  certificateFor: (course: string) => `Certificate for ${course}`,
  emptyTitle: 'You have not started a course yet',
  emptyBody: 'Pick a course from the catalogue: it shows up here with your progress as soon as you play a lecture.',
  browse: 'Browse courses',
  loading: 'Loading your learning',
  failed: 'Your learning could not be loaded.',
  retry: 'Retry',
} as const;
