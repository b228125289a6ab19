/** Every string the offline screens show, in one place. */
export const OFFLINE_TEXTS = {
  title: 'You are offline',
  onlineTitle: 'Saved on this device',
  onlineIntro: 'These pages open on this device without a connection:',
  notSaved: 'This page has not been saved on this device yet. Pages you have opened while online are kept here:',
  nothingSaved:
    'Nothing has been saved on this device yet. Open My learning and your courses while you are online, and they will be here next time.',
  places: 'Available offline',
  myLearning: 'My learning',
  catalogue: 'Browse courses',
  coursesHeading: 'Courses you have opened',
  lectures: 'Lectures',
  savedAt: (when: string) => `Saved ${when}`,
  retry: 'Try again',
} as const;
