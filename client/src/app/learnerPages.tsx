import { page } from './lazyPages';

// A signed-in learner's own pages: the courses they follow, the lectures downloaded to this device, the daily review,
// the inbox.
export const myLearningPage = page(
  () => import('../features/learning/my-learning/pages/MyLearningPage'),
  (m) => m.MyLearningPage,
);
export const downloadsPage = page(
  () => import('../features/media/offline/downloads/DownloadsPage'),
  (m) => m.DownloadsPage,
);
export const reviewPage = page(
  () => import('../features/learning/review/pages/ReviewPage'),
  (m) => m.ReviewPage,
);
export const inboxPage = page(
  () => import('../features/learning/inbox/pages/InboxPage'),
  (m) => m.InboxPage,
);
