import { page } from './lazyPages';

// A signed-in learner's own pages: the courses they follow, and the lectures downloaded to this device.
export const myLearningPage = page(
  () => import('../features/learning/pages/MyLearningPage'),
  (m) => m.MyLearningPage,
);
export const downloadsPage = page(
  () => import('../features/offline/downloads/DownloadsPage'),
  (m) => m.DownloadsPage,
);
