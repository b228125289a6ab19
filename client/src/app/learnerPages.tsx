import { page } from './lazyPages';

// A signed-in learner's own pages: the courses they follow, the lectures downloaded to this device, the daily review,
// the inbox.
export const myLearningPage = page(
  () => import('../features/learning/pages/MyLearningPage'),
  (m) => m.MyLearningPage,
);
export const downloadsPage = page(
  () => import('../features/offline/downloads/DownloadsPage'),
  (m) => m.DownloadsPage,
);
export const reviewPage = page(
  () => import('../features/review/pages/ReviewPage'),
  (m) => m.ReviewPage,
);
export const inboxPage = page(
  () => import('../features/inbox/pages/InboxPage'),
  (m) => m.InboxPage,
);
